// Exercise checklists-02/test-add-item, the course's test: Done adds exactly one row, with the
// typed text, at the end of the list; Cancel adds none; the model agrees with the table.

import HeadlessUIKit
import Testing

@testable import Checklists02

@MainActor
@Suite struct AddItemTests {
  /// The window the list is shown in, as at launch: the storyboard's first screen (the list
  /// inside its navigation controller) on screen, so that it can present Add Item.
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

  /// What the table's rows show, as its data source gives them.
  func rowTexts() -> [String] {
    let count = list.tableView(list.tableView, numberOfRowsInSection: 0)
    return (0..<count).map { row in
      let cell = list.tableView(list.tableView, cellForRowAt: IndexPath(row: row, section: 0))
      return (cell.viewWithTag(1000) as? UILabel)?.text ?? ""
    }
  }

  /// Opens Add Item as "+" does (its segue), and types the text into its field.
  func openAddItem(typing text: String) throws -> AddItemViewController {
    list.performSegue(withIdentifier: "AddItem", sender: nil)
    let navigation = try #require(list.presentedViewController as? UINavigationController)
    let screen = try #require(navigation.topViewController as? AddItemViewController)
    screen.loadViewIfNeeded()
    screen.textField.text = text
    return screen
  }

  @Test func doneAddsExactlyOneRowAtTheEnd() throws {
    let before = rowTexts()
    let screen = try openAddItem(typing: "Buy milk")
    screen.done()

    #expect(rowTexts() == before + ["Buy milk"])
    #expect(list.items.map(\.text) == rowTexts())
  }

  @Test func cancelAddsNothing() throws {
    let before = rowTexts()
    let screen = try openAddItem(typing: "Buy milk")
    screen.cancel()

    #expect(rowTexts() == before)
    #expect(list.items.map(\.text) == before)
  }
}
