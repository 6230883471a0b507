// Exercise checklists-03/test-edit-screen, the course's test: Edit Item opens on the item
// whose accessory was tapped, with its title, the item's text in the field, and Done on.

import HeadlessUIKit
import Testing

@testable import Checklists03

@MainActor
@Suite struct EditScreenTests {
  /// The window the list is shown in, as at launch: the storyboard's first screen (the list
  /// inside its navigation controller) on screen.
  let window = UIWindow()

  /// The list screen.
  let list: ChecklistViewController

  init() throws {
    window.rootViewController = UIStoryboard(name: "Main", bundle: nil)
      .instantiateInitialViewController()
    window.makeKeyAndVisible()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    list = try #require(navigation.topViewController as? ChecklistViewController)
  }

  @Test func editItemOpensWithTheItemsText() throws {
    let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    let text = try #require((cell.viewWithTag(1000) as? UILabel)?.text)
    // A row's accessory button performs the EditItem segue with its cell as the sender.
    list.performSegue(withIdentifier: "EditItem", sender: cell)
    let screen = try #require(
      list.navigationController?.topViewController as? ItemDetailViewController)
    screen.loadViewIfNeeded()

    #expect(screen.title == "Edit Item")
    #expect(screen.textField.text == text)
    #expect(screen.navigationItem.rightBarButtonItem?.isEnabled == true)
  }
}
