// Editing an item, tested the way a learner writes it in Xcode: the storyboard's list on
// screen, the accessory's segue performed with the row's cell, then Done on Edit Item.

import HeadlessUIKit
import Testing

@testable import Checklists03

@MainActor
@Suite struct EditItemTests {
  /// The window the list is shown in, as at launch, so that it can push Edit Item.
  let window = UIWindow()

  /// The list screen, the storyboard's first screen inside its navigation controller.
  let list: ChecklistViewController

  init() throws {
    window.rootViewController = UIStoryboard.makeMain().instantiateInitialViewController()
    window.makeKeyAndVisible()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    list = try #require(navigation.topViewController as? ChecklistViewController)
  }

  /// Opens Edit Item on a row as its accessory button does: the EditItem segue, with the
  /// row's cell as the sender.
  func openEditItem(row: Int) throws -> ItemDetailViewController {
    let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
    list.performSegue(withIdentifier: "EditItem", sender: cell)
    let screen = try #require(
      list.navigationController?.topViewController as? ItemDetailViewController)
    screen.loadViewIfNeeded()
    return screen
  }

  /// The text the table shows in a row: the label tagged 1000 of the cell on screen.
  func shownText(row: Int) -> String? {
    let cell = list.tableView.cellForRow(at: IndexPath(row: row, section: 0))
    return (cell?.viewWithTag(1000) as? UILabel)?.text
  }

  // excerpt: accessory-opens-edit
  @Test func aRowsAccessoryOpensEditItemWithThatItemsText() throws {
    let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.accessoryType == .detailDisclosureButton)

    let screen = try openEditItem(row: 1)
    #expect(screen.title == "Edit Item")
    #expect(screen.textField.text == "Brush my teeth")
    #expect(screen.doneBarButton.isEnabled)
  }
  // end excerpt

  // excerpt: done-edits-in-place
  @Test func doneChangesTheItemInPlaceAndShowsItInItsRow() throws {
    let item = list.items[2]
    let screen = try openEditItem(row: 2)
    screen.textField.text = "Learn Swift"
    screen.done()

    #expect(list.navigationController?.topViewController === list)
    #expect(list.items[2] === item)
    #expect(item.text == "Learn Swift")
    #expect(shownText(row: 2) == "Learn Swift")
  }
  // end excerpt

  // excerpt: identity
  @Test func renamingAnItemToAnotherItemsTextRefreshesTheEditedRow() throws {
    // After the edit two items read "Walk the dog"; only identity tells them apart, and the
    // row refreshed must be row 3, not the first match by text.
    let screen = try openEditItem(row: 3)
    screen.textField.text = "Walk the dog"
    screen.done()

    #expect(shownText(row: 0) == "Walk the dog")
    #expect(shownText(row: 3) == "Walk the dog")
  }
  // end excerpt
}
