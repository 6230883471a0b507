// The course's own test for checklists-02/04t-test-delegate: Done on Add Item inserts exactly
// one row with the typed text and closes the screen, and the screen holds its delegate weakly.

import HeadlessUIKit
import Testing

@testable import Checklists

@MainActor
@Suite struct AddItemTests {
  /// Shows the storyboard's first screen in a window, as a launch does, and returns the list
  /// screen: the first view controller of its navigation controller.
  func showList(in window: UIWindow) throws -> ChecklistViewController {
    window.rootViewController = UIStoryboard(name: "Main", bundle: nil)
      .instantiateInitialViewController()
    window.makeKeyAndVisible()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    return try #require(navigation.viewControllers.first as? ChecklistViewController)
  }

  /// Opens Add Item as "+" does: its segue presents the screen in a navigation controller.
  func openAddItem(from list: ChecklistViewController) throws -> AddItemViewController {
    list.performSegue(withIdentifier: "AddItem", sender: nil)
    let navigation = try #require(list.presentedViewController as? UINavigationController)
    let screen = try #require(navigation.topViewController as? AddItemViewController)
    screen.loadViewIfNeeded()
    return screen
  }

  /// The texts of the rows, as the table believes it has them: a table that was never told
  /// about a new row still has the old number of rows.
  func rowTexts(of list: ChecklistViewController) -> [String?] {
    let table: UITableView = list.tableView
    return (0..<table.numberOfRows(inSection: 0)).map { row in
      let cell = table.cellForRow(at: IndexPath(row: row, section: 0))
      return (cell?.viewWithTag(1000) as? UILabel)?.text
    }
  }

  @Test func doneInsertsExactlyOneRowWithTheTypedTextAndClosesTheScreen() throws {
    let window = UIWindow()
    let list = try showList(in: window)
    let before = rowTexts(of: list)
    let screen = try openAddItem(from: list)
    screen.textField.text = "Buy milk"
    screen.done()

    #expect(list.presentedViewController == nil, "Done closes Add Item")
    #expect(rowTexts(of: list) == before + ["Buy milk"])
    #expect(list.items.last?.text == "Buy milk")
  }

  @Test func theAddItemScreenDoesNotKeepTheListAlive() throws {
    weak var list: ChecklistViewController?
    let screen: AddItemViewController
    do {
      let window = UIWindow()
      let shown = try showList(in: window)
      list = shown
      screen = try openAddItem(from: shown)
      screen.cancel()
      #expect(shown.presentedViewController == nil, "Cancel closes Add Item")
    }
    // The window has gone, and the list with it, while the test still holds the closed Add
    // Item screen: only a strong delegate would keep the list alive.
    #expect(list == nil)
    #expect(screen.delegate == nil)
  }
}
