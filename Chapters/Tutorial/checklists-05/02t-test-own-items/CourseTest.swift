// The course's own test for checklists-05/02t-test-own-items: an item added to one list is
// in that list, still there when the list opens again, and in no other list.

import HeadlessUIKit
import Testing

@testable import Checklists

@MainActor
@Suite struct OwnItemsTests {
  /// The window the lists are shown in, as at launch: the storyboard's first screen (the
  /// lists inside their navigation controller) on screen.
  let window = UIWindow()

  /// The navigation controller the screens are pushed on.
  let navigation: UINavigationController

  /// The screen of all the lists.
  let all: AllListsViewController

  init() throws {
    window.rootViewController = UIStoryboard(name: "Main", bundle: nil)
      .instantiateInitialViewController()
    window.makeKeyAndVisible()
    navigation = try #require(window.rootViewController as? UINavigationController)
    all = try #require(navigation.topViewController as? AllListsViewController)
  }

  /// Opens the list of a row as a tap on it does, and returns what its rows show.
  func open(row: Int) throws -> [String] {
    all.tableView(all.tableView, didSelectRowAt: IndexPath(row: row, section: 0))
    let list = try #require(navigation.topViewController as? ChecklistViewController)
    return shownTexts(of: list)
  }

  /// What a list screen's table shows in each row: the label tagged 1000 of the cell on
  /// screen.
  func shownTexts(of list: ChecklistViewController) -> [String] {
    (0..<list.tableView.numberOfRows(inSection: 0)).map { row in
      let cell = list.tableView.cellForRow(at: IndexPath(row: row, section: 0))
      return (cell?.viewWithTag(1000) as? UILabel)?.text ?? ""
    }
  }

  /// Goes back to the lists, as the back button does.
  func goBack() {
    navigation.popViewController(animated: true)
  }

  @Test func anItemAddedToOneListStaysInThatListAndNoOther() throws {
    let birthdays = try open(row: 0)
    goBack()

    let groceries = try open(row: 1)
    let list = try #require(navigation.topViewController as? ChecklistViewController)
    list.performSegue(withIdentifier: "AddItem", sender: nil)
    let screen = try #require(navigation.topViewController as? ItemDetailViewController)
    screen.loadViewIfNeeded()
    screen.textField.text = "Bread"
    screen.done()
    #expect(navigation.topViewController === list)
    #expect(shownTexts(of: list) == groceries + ["Bread"])

    goBack()
    #expect(try open(row: 0) == birthdays, "another list is unchanged")
    goBack()
    #expect(try open(row: 1) == groceries + ["Bread"], "the list keeps its new item")
    #expect(all.lists[1].items.map(\.text) == groceries + ["Bread"])
  }
}
