// The course's own test for checklists-03/03t-test-save-edit: Done on Edit Item changes the
// item in place, shows it in its own row, and returns to the list.

import HeadlessUIKit
import Testing

@testable import Checklists

@MainActor
@Suite struct EditItemTests {
  /// The window the list is shown in, as at launch: the storyboard's first screen (the list
  /// inside its navigation controller) on screen.
  let window = UIWindow()

  /// The list screen, where the items live.
  let list: ChecklistViewController

  init() throws {
    window.rootViewController = UIStoryboard(name: "Main", bundle: nil)
      .instantiateInitialViewController()
    window.makeKeyAndVisible()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    list = try #require(navigation.topViewController as? ChecklistViewController)
  }

  /// What the table shows in each row: the label tagged 1000 of the cell on screen.
  func shownTexts() -> [String] {
    (0..<list.tableView.numberOfRows(inSection: 0)).map { row in
      let cell = list.tableView.cellForRow(at: IndexPath(row: row, section: 0))
      return (cell?.viewWithTag(1000) as? UILabel)?.text ?? ""
    }
  }

  @Test func doneChangesTheItemInPlaceAndShowsItInItsOwnRow() throws {
    var expected = shownTexts()
    let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    // A row's accessory button performs the EditItem segue with its cell as the sender.
    list.performSegue(withIdentifier: "EditItem", sender: cell)
    let screen = try #require(
      list.navigationController?.topViewController as? ItemDetailViewController)
    screen.loadViewIfNeeded()
    #expect(screen.title == "Edit Item")
    screen.textField.text = (screen.textField.text ?? "") + " twice"
    screen.done()

    expected[1] = "Brush my teeth twice"
    #expect(list.navigationController?.topViewController === list)
    #expect(shownTexts() == expected)
    #expect(list.items.map(\.text) == expected)
  }
}
