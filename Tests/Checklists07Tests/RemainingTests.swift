// The subtitle of a list's row, tested the way a learner writes it in Xcode: a first launch
// (a data model handed to the storyboard's first screen), then taps and the back button.

import HeadlessUIKit
import Testing

@testable import Checklists07

@MainActor
@Suite struct RemainingTests {
  /// The window the lists are shown in, as at launch.
  let window = UIWindow()

  /// The navigation controller the screens are pushed on.
  let navigation: UINavigationController

  /// The screen of all the lists.
  let all: AllListsViewController

  /// A first launch: no saved lists and no preferences (the tests of a process share its
  /// container and preferences, as on iOS), and a data model handed to the storyboard's
  /// first screen, as the app delegate does. It opens the list named "List".
  init() throws {
    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    try? FileManager.default.removeItem(at: documents.appendingPathComponent("Checklists.plist"))
    UserDefaults.standard.removeObject(forKey: "ChecklistIndex")
    UserDefaults.standard.removeObject(forKey: "FirstTime")

    window.rootViewController = UIStoryboard.makeMain().instantiateInitialViewController()
    navigation = try #require(window.rootViewController as? UINavigationController)
    all = try #require(navigation.viewControllers.first as? AllListsViewController)
    all.dataModel = DataModel(documentsDirectory: documents, defaults: UserDefaults.standard)
    window.makeKeyAndVisible()
  }

  /// The open list screen.
  func openList() throws -> ChecklistViewController {
    try #require(navigation.topViewController as? ChecklistViewController)
  }

  /// Adds an item to the open list as "+" and Done do.
  func add(_ text: String) throws {
    try openList().performSegue(withIdentifier: "AddItem", sender: nil)
    let screen = try #require(navigation.topViewController as? ItemDetailViewController)
    screen.loadViewIfNeeded()
    screen.textField.text = text
    screen.done()
  }

  /// Taps a row of the list screen on top, or of the list of lists.
  func tapRow(_ row: Int, of screen: UITableViewController) {
    screen.tableView(screen.tableView, didSelectRowAt: IndexPath(row: row, section: 0))
  }

  /// Goes back to the lists, as the back button does.
  func goBack() {
    navigation.popViewController(animated: true)
  }

  /// The subtitle the first list's row shows: its cell's detail label.
  func subtitle() -> String? {
    all.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text
  }

  // excerpt: checking-items-counts-down
  @Test func checkingItemsCountsDownToAllDone() throws {
    try add("Milk")
    try add("Eggs")
    tapRow(0, of: try openList())
    goBack()
    #expect(subtitle() == "1 Remaining")

    tapRow(0, of: all)
    tapRow(1, of: try openList())
    goBack()
    #expect(subtitle() == "All Done!")

    tapRow(0, of: all)
    tapRow(0, of: try openList())
    goBack()
    #expect(subtitle() == "1 Remaining")
  }
  // end excerpt
}
