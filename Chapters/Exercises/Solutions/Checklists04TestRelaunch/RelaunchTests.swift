// Exercise checklists-04/test-relaunch, the course's test: a checkmark, an edit and a delete
// are each saved at once, so that a new list screen, as the next launch makes, reads them.

import HeadlessUIKit
import Testing

@testable import Checklists04

@MainActor
@Suite struct RelaunchTests {
  /// The window the list is shown in: the storyboard's first screen (the list inside its
  /// navigation controller) on screen.
  let window = UIWindow()

  /// The list screen, which has saved two items.
  let list: ChecklistViewController

  /// Starts from no saved file, then saves two items.
  init() throws {
    let navigation = try Self.makeNavigation()
    list = try #require(navigation.topViewController as? ChecklistViewController)
    try? FileManager.default.removeItem(at: list.dataFilePath())
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    list.items = [ChecklistItem(text: "Buy milk"), ChecklistItem(text: "Call mum")]
    list.tableView.reloadData()
    list.saveChecklistItems()
  }

  /// The storyboard's first screen, the list inside its navigation controller, as a launch
  /// makes it; the list's view is not loaded yet, so it has read nothing.
  static func makeNavigation() throws -> UINavigationController {
    let initial = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
    return try #require(initial as? UINavigationController)
  }

  /// The list screen the next launch shows: a new one, which loads the saved file.
  func relaunchedList() throws -> ChecklistViewController {
    let navigation = try Self.makeNavigation()
    let relaunched = try #require(navigation.topViewController as? ChecklistViewController)
    relaunched.loadViewIfNeeded()
    return relaunched
  }

  @Test func aCheckmarkIsKept() throws {
    list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))

    let relaunched = try relaunchedList()
    #expect(relaunched.items.map(\.text) == ["Buy milk", "Call mum"])
    #expect(relaunched.items.map(\.checked) == [false, true])
  }

  @Test func anEditIsKept() throws {
    let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    // A row's accessory button performs the EditItem segue with its cell as the sender.
    list.performSegue(withIdentifier: "EditItem", sender: cell)
    let screen = try #require(
      list.navigationController?.topViewController as? ItemDetailViewController)
    screen.loadViewIfNeeded()
    screen.textField.text = "Buy oat milk"
    screen.done()

    let relaunched = try relaunchedList()
    #expect(relaunched.items.map(\.text) == ["Buy oat milk", "Call mum"])
  }

  @Test func aDeleteIsKept() throws {
    // A swipe's Delete button asks the data source to commit the deletion of its row.
    list.tableView(list.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))

    let relaunched = try relaunchedList()
    #expect(relaunched.items.map(\.text) == ["Call mum"])
  }
}
