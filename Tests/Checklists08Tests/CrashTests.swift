// Saving on every change, tested the way a learner writes it in Xcode: changes made through
// the screens' own methods, then what a crash leaves, the data file, read by the next launch.

import HeadlessUIKit
import Testing

@testable import Checklists08

/// One kind of change the user can confirm, made from the all-lists screen of
/// ``CrashTests/launchWithTwoLists()`` by ``CrashTests/make(_:)``.
enum ConfirmedChange: String, CaseIterable, Sendable {
  case addItem, editItem, deleteItem, toggleItem, addList, renameList, deleteList, changeIcon

  /// The lists after the change, as ``Checklist/summary`` shows them.
  var expectedLists: [String] {
    switch self {
    case .addItem: ["List (No Icon): Milk, Eggs, Bread", "Trips (Folder): "]
    case .editItem: ["List (No Icon): Milk and honey, Eggs", "Trips (Folder): "]
    case .deleteItem: ["List (No Icon): Milk", "Trips (Folder): "]
    case .toggleItem: ["List (No Icon): Milk, Eggs √", "Trips (Folder): "]
    case .addList:
      ["Birthdays (Folder): ", "List (No Icon): Milk, Eggs", "Trips (Folder): "]
    case .renameList: ["Holidays (Folder): ", "List (No Icon): Milk, Eggs"]
    case .deleteList: ["List (No Icon): Milk, Eggs"]
    case .changeIcon: ["List (No Icon): Milk, Eggs", "Trips (Photos): "]
    }
  }
}

@MainActor
@Suite final class CrashTests {
  /// The app's Documents folder, where the lists are saved.
  var documents: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
  }

  /// The data file.
  var dataFile: URL { documents.appendingPathComponent("Checklists.plist") }

  /// The windows of the launches so far, kept as the app keeps its own.
  var windows: [UIWindow] = []

  /// The navigation controller of the last launch (an empty one before the first).
  var navigation = UINavigationController(rootViewController: UIViewController())

  /// Empties the Documents folder and removes the app's preferences, as a new install has
  /// none: the tests of a process share its container and preferences, as on iOS.
  func removeSavedData() throws {
    for name in try FileManager.default.contentsOfDirectory(atPath: documents.path) {
      try FileManager.default.removeItem(at: documents.appendingPathComponent(name))
    }
    UserDefaults.standard.removeObject(forKey: "ChecklistIndex")
    UserDefaults.standard.removeObject(forKey: "FirstTime")
  }

  /// The very first launch after installing the app.
  func firstLaunch() throws {
    try removeSavedData()
    try launch()
  }

  /// A launch: a data model handed to the storyboard's first screen, as the app delegate
  /// does, in a window made key and visible.
  func launch() throws {
    let window = UIWindow()
    window.rootViewController = UIStoryboard.makeMain().instantiateInitialViewController()
    navigation = try #require(window.rootViewController as? UINavigationController)
    try allLists().dataModel = DataModel(
      documentsDirectory: documents, defaults: UserDefaults.standard)
    window.makeKeyAndVisible()
    windows.append(window)
  }

  /// The screen of all the lists.
  func allLists() throws -> AllListsViewController {
    try #require(navigation.viewControllers.first as? AllListsViewController)
  }

  /// The screen on top, as `Screen`.
  func top<Screen: UIViewController>(_ type: Screen.Type) throws -> Screen {
    try #require(navigation.topViewController as? Screen)
  }

  /// Opens the first list, "List", as a tap on its row does.
  func openList() throws -> ChecklistViewController {
    let all = try allLists()
    all.tableView(all.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
    return try top(ChecklistViewController.self)
  }

  /// Adds an item to the open list as "+" and Done do.
  func addItem(_ text: String) throws {
    try top(ChecklistViewController.self).performSegue(withIdentifier: "AddItem", sender: nil)
    let screen = try top(ItemDetailViewController.self)
    screen.loadViewIfNeeded()
    screen.textField.text = text
    screen.done()
  }

  /// Adds a list as "+" and Done do on the all-lists screen.
  func addList(_ name: String) throws {
    try allLists().performSegue(withIdentifier: "AddChecklist", sender: nil)
    let screen = try top(ListDetailViewController.self)
    screen.loadViewIfNeeded()
    screen.textField.text = name
    screen.done()
  }

  /// Opens Edit Checklist on a row as its accessory button does.
  func editList(row: Int) throws -> ListDetailViewController {
    let all = try allLists()
    all.tableView(all.tableView, accessoryButtonTappedForRowWith: IndexPath(row: row, section: 0))
    let screen = try top(ListDetailViewController.self)
    screen.loadViewIfNeeded()
    return screen
  }

  /// A first launch, "Milk" and "Eggs" in its list, back, and an empty list "Trips".
  func launchWithTwoLists() throws {
    try firstLaunch()
    try addItem("Milk")
    try addItem("Eggs")
    navigation.popViewController(animated: true)
    try addList("Trips")
  }

  /// Makes the change through the screens, as the user would.
  func make(_ change: ConfirmedChange) throws {
    switch change {
    case .addItem:
      _ = try openList()
      try addItem("Bread")
    case .editItem:
      let list = try openList()
      let cell = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
      list.performSegue(withIdentifier: "EditItem", sender: cell)
      let screen = try top(ItemDetailViewController.self)
      screen.loadViewIfNeeded()
      screen.textField.text = "Milk and honey"
      screen.done()
    case .deleteItem:
      let list = try openList()
      list.tableView(list.tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
    case .toggleItem:
      let list = try openList()
      list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
    case .addList:
      try addList("Birthdays")
    case .renameList:
      let screen = try editList(row: 1)
      screen.textField.text = "Holidays"
      screen.done()
    case .deleteList:
      let all = try allLists()
      all.tableView(all.tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
    case .changeIcon:
      let screen = try editList(row: 1)
      // The icon row performs the PickIcon segue; a tap on an icon picks it.
      screen.performSegue(withIdentifier: "PickIcon", sender: nil)
      let picker = try top(IconPickerViewController.self)
      let photos = try #require(IconPickerViewController.icons.firstIndex(of: "Photos"))
      picker.tableView(picker.tableView, didSelectRowAt: IndexPath(row: photos, section: 0))
      screen.done()
    }
  }

  /// The lists the data file holds now, decoded the way the app decodes them.
  func savedLists() throws -> [Checklist] {
    try PropertyListDecoder().decode([Checklist].self, from: Data(contentsOf: dataFile))
  }

  // excerpt: a-crash-right-after-a-change
  @Test(arguments: ConfirmedChange.allCases)
  func aCrashRightAfterAChangeLosesNothing(change: ConfirmedChange) throws {
    try launchWithTwoLists()
    try make(change)
    // A crash runs none of the app's code: the file holds all that is left.
    #expect(try savedLists().map(\.summary) == change.expectedLists)

    try launch()
    #expect(try allLists().dataModel?.lists.map(\.summary) == change.expectedLists)
  }
  // end excerpt

  // excerpt: a-list-opened-just-before-a-crash
  @Test func aListOpenedJustBeforeACrashOpensAgain() throws {
    try firstLaunch()
    navigation.popViewController(animated: true)
    try addList("Groceries")
    let all = try allLists()
    all.tableView(all.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))

    try launch()
    #expect(navigation.viewControllers.map(\.navigationItem.title) == ["Checklists", "Groceries"])
  }
  // end excerpt

  // excerpt: never-saved-over
  @Test func aDamagedFileIsNeverSavedOverEvenOnBackground() throws {
    // An app that ran before, with no list open, and a data file it cannot read.
    try removeSavedData()
    UserDefaults.standard.set(-1, forKey: "ChecklistIndex")
    UserDefaults.standard.set(false, forKey: "FirstTime")
    let damaged = Data([0x00, 0xFF, 0x13, 0x37, 0xC0, 0xFF, 0xEE])
    try damaged.write(to: dataFile)

    try launch()
    // The app delegate saves when the app goes to the background, and when it terminates.
    let dataModel = try #require(try allLists().dataModel)
    dataModel.saveChecklists()
    dataModel.saveChecklists()

    let names = try FileManager.default.contentsOfDirectory(atPath: documents.path)
    let kept = try #require(names.first { $0.hasPrefix("Checklists.damaged-") })
    #expect(try Data(contentsOf: documents.appendingPathComponent(kept)) == damaged)
    // The new file holds what the app could read: nothing.
    #expect(try savedLists().isEmpty)
  }
  // end excerpt
}
