// The data model and the launches, tested the way a learner writes it in Xcode: a launch is
// the storyboard's first screen given a data model, as the app delegate gives it, in a window.

import HeadlessUIKit
import Testing

@testable import Checklists06

@MainActor
@Suite final class RelaunchTests {
  /// The app's Documents folder, where the lists are saved.
  var documents: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
  }

  /// The windows of the launches so far, kept as the app keeps its own.
  var windows: [UIWindow] = []

  /// Removes the saved lists and the app's preferences, as a new install has none: the tests
  /// of a process share its container and preferences, as on iOS.
  func removeSavedData() {
    try? FileManager.default.removeItem(at: documents.appendingPathComponent("Checklists.plist"))
    for key in ["ChecklistIndex", "FirstTime"] {
      UserDefaults.standard.removeObject(forKey: key)
    }
  }

  /// The very first launch after installing the app.
  func firstLaunch() throws -> UINavigationController {
    removeSavedData()
    return try launch()
  }

  /// A launch: a data model over the Documents folder and `UserDefaults.standard`, handed to
  /// the storyboard's first screen, in a window made key and visible. Returns the navigation
  /// controller, whose top screen is the one the launch ends on.
  func launch() throws -> UINavigationController {
    let window = UIWindow()
    window.rootViewController = UIStoryboard.makeMain().instantiateInitialViewController()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    let all = try #require(navigation.viewControllers.first as? AllListsViewController)
    all.dataModel = DataModel(documentsDirectory: documents, defaults: UserDefaults.standard)
    window.makeKeyAndVisible()
    windows.append(window)
    return navigation
  }

  /// Saves the lists, as the app delegate does when the app goes to the background or is
  /// terminated.
  func save(_ navigation: UINavigationController) throws {
    let all = try #require(navigation.viewControllers.first as? AllListsViewController)
    all.dataModel?.saveChecklists()
  }

  /// Adds an item to the open list as "+" and Done do.
  func addItem(_ text: String, on navigation: UINavigationController) throws {
    let list = try #require(navigation.topViewController as? ChecklistViewController)
    list.performSegue(withIdentifier: "AddItem", sender: nil)
    let screen = try #require(navigation.topViewController as? ItemDetailViewController)
    screen.loadViewIfNeeded()
    screen.textField.text = text
    screen.done()
  }

  /// Adds a list on the list of lists as "+" and Done do.
  func addList(_ name: String, on all: AllListsViewController) throws {
    all.performSegue(withIdentifier: "AddChecklist", sender: nil)
    let screen = try #require(
      all.navigationController?.topViewController as? ListDetailViewController)
    screen.loadViewIfNeeded()
    screen.textField.text = name
    screen.done()
  }

  // excerpt: the-first-data-model
  @Test func theFirstDataModelEverCreatesOneListNamedListAndSelectsIt() {
    removeSavedData()
    let dataModel = DataModel(documentsDirectory: documents, defaults: UserDefaults.standard)
    #expect(dataModel.lists.map(\.name) == ["List"])
    #expect(dataModel.indexOfSelectedChecklist == 0)
    #expect(UserDefaults.standard.bool(forKey: "FirstTime") == false)
  }
  // end excerpt

  // excerpt: a-relaunch-reopens-the-list
  @Test func aRelaunchReopensTheListThatWasOpen() throws {
    let navigation = try firstLaunch()
    navigation.popViewController(animated: true)
    let all = try #require(navigation.topViewController as? AllListsViewController)
    try addList("Groceries", on: all)
    let row = try #require(all.dataModel?.lists.firstIndex { $0.name == "Groceries" })
    all.tableView(all.tableView, didSelectRowAt: IndexPath(row: row, section: 0))
    try save(navigation)

    let relaunched = try launch()
    #expect(relaunched.viewControllers.map(\.navigationItem.title) == ["Checklists", "Groceries"])
  }
  // end excerpt

  // excerpt: a-crash-loses-the-unsaved-change
  @Test func aCrashBeforeBackgroundOrTerminateLosesTheUnsavedChange() throws {
    let navigation = try firstLaunch()
    try addItem("Milk", on: navigation)
    try save(navigation)
    try addItem("Eggs", on: navigation)
    // Nothing saves a change until the app leaves the screen: the honest limit of saving
    // only on background and terminate. A crash runs no code at all.

    let relaunched = try launch()
    let list = try #require(relaunched.topViewController as? ChecklistViewController)
    #expect(list.checklist?.items.map(\.text) == ["Milk"])
  }
  // end excerpt
}
