// The Add Item screen, tested the way a learner writes it in Xcode: the storyboard's list on
// screen, "+"'s segue performed, then the screen's field, its delegate methods and Done.

import HeadlessUIKit
import Testing

@testable import Checklists02

@MainActor
@Suite struct AddItemTests {
  /// The window the list is shown in, as at launch, so that it can present Add Item.
  let window = UIWindow()

  /// The list screen, the storyboard's first screen inside its navigation controller.
  let list: ChecklistViewController

  init() throws {
    window.rootViewController = UIStoryboard.makeMain().instantiateInitialViewController()
    window.makeKeyAndVisible()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    list = try #require(navigation.topViewController as? ChecklistViewController)
  }

  /// Opens Add Item as "+" does: its segue presents the screen in a navigation controller.
  func openAddItem() throws -> AddItemViewController {
    list.performSegue(withIdentifier: "AddItem", sender: nil)
    let navigation = try #require(list.presentedViewController as? UINavigationController)
    let screen = try #require(navigation.topViewController as? AddItemViewController)
    screen.loadViewIfNeeded()
    return screen
  }

  // excerpt: done-waits-for-text
  @Test func doneIsDisabledWhileTheFieldIsEmptyAndEnabledOnceTheUserTypes() throws {
    let screen = try openAddItem()
    #expect(screen.doneBarButton.isEnabled == false)

    // A keystroke asks the field's delegate first: may "M" go in at the start?
    let field = try #require(screen.textField)
    let allowed = screen.textField(
      field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "M")
    #expect(allowed)
    #expect(screen.doneBarButton.isEnabled)
  }
  // end excerpt

  // excerpt: done-adds-a-row
  @Test func doneReturnsToTheListWithTheNewItemAsTheLastRow() throws {
    let screen = try openAddItem()
    screen.textField.text = "Buy milk"
    screen.done()

    #expect(list.items.count == 6)
    #expect(list.items.last?.text == "Buy milk")
    let lastRow = IndexPath(row: 5, section: 0)
    #expect(list.tableView.numberOfRows(inSection: 0) == 6)
    let cell = try #require(list.tableView.cellForRow(at: lastRow))
    #expect((cell.viewWithTag(1000) as? UILabel)?.text == "Buy milk")
    #expect(cell.accessoryType == .none)
  }
  // end excerpt
}
