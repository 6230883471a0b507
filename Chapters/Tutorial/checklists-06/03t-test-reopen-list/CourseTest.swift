// The course's own test for checklists-06/03t-test-reopen-list: the next launch reopens the
// list that was open, and the list of lists once the user went back to it.

import HeadlessUIKit
import Testing

@testable import Checklists

@MainActor
@Suite struct ReopenTests {
  /// The app's Documents folder, where the lists are saved.
  let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]

  /// The lists as a launch shows them: a data model over the Documents folder and
  /// `UserDefaults.standard`, handed to the storyboard's first screen, as the app delegate
  /// does, in a window made key and visible. Returns the window (kept by the test, as the
  /// app keeps its own); its navigation controller's top is the screen the launch ends on.
  func launch() throws -> UIWindow {
    let window = UIWindow()
    window.rootViewController = UIStoryboard(name: "Main", bundle: nil)
      .instantiateInitialViewController()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    let all = try #require(navigation.viewControllers.first as? AllListsViewController)
    all.dataModel = DataModel(documentsDirectory: documents, defaults: UserDefaults.standard)
    window.makeKeyAndVisible()
    return window
  }

  /// The navigation controller of a launch's window.
  func navigationController(of window: UIWindow) throws -> UINavigationController {
    try #require(window.rootViewController as? UINavigationController)
  }

  /// Saves the lists, as the app delegate does when the app is terminated.
  func terminate(_ navigation: UINavigationController) throws {
    let all = try #require(navigation.viewControllers.first as? AllListsViewController)
    all.dataModel?.saveChecklists()
  }

  /// Adds a list as "+" and Done do.
  func addList(_ name: String, on all: AllListsViewController) throws {
    all.performSegue(withIdentifier: "AddChecklist", sender: nil)
    let screen = try #require(
      all.navigationController?.topViewController as? ListDetailViewController)
    screen.loadViewIfNeeded()
    screen.textField.text = name
    screen.done()
  }

  @Test func theNextLaunchReopensTheOpenListAndTheListOfListsOnceTheUserWentBack() throws {
    // The tests of a process share its container and preferences, as on iOS: start with no
    // saved lists and no list open.
    try? FileManager.default.removeItem(at: documents.appendingPathComponent("Checklists.plist"))
    UserDefaults.standard.removeObject(forKey: "ChecklistIndex")

    let first = try launch()
    let navigation = try navigationController(of: first)
    // A first launch may open a list of its own (a later step makes one): go back to the
    // list of lists, as the back button does.
    if !(navigation.topViewController is AllListsViewController) {
      navigation.popViewController(animated: true)
    }
    let all = try #require(navigation.topViewController as? AllListsViewController)
    try addList("Shopping", on: all)
    try addList("Holiday", on: all)
    // Not the first list: a launch that always opens the first one shows another.
    let row = all.tableView.numberOfRows(inSection: 0) - 1
    all.tableView(all.tableView, didSelectRowAt: IndexPath(row: row, section: 0))
    #expect(navigation.topViewController?.title == "Holiday")

    try terminate(navigation)
    let second = try launch()
    let secondNavigation = try navigationController(of: second)
    #expect(
      secondNavigation.topViewController?.title == "Holiday",
      "the list that was open opens again")

    secondNavigation.popViewController(animated: true)
    try terminate(secondNavigation)
    let third = try launch()
    let reopened = try #require(
      try navigationController(of: third).topViewController as? AllListsViewController,
      "back on the list of lists, the next launch starts there")
    let names = (0..<reopened.tableView.numberOfRows(inSection: 0)).map { row in
      reopened.tableView.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel?.text
    }
    #expect(names.suffix(2) == ["Shopping", "Holiday"])
  }
}
