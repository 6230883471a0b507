// Lists and their items, tested the way a learner writes it in Xcode: the storyboard's
// screen of all the lists on screen, lists opened as a tap on their row does.

import HeadlessUIKit
import Testing

@testable import Checklists05

@MainActor
@Suite struct OwnItemsTests {
  /// The window the lists are shown in, as at launch.
  let window = UIWindow()

  /// The navigation controller the screens are pushed on.
  let navigation: UINavigationController

  /// The screen of all the lists, the storyboard's first screen.
  let all: AllListsViewController

  init() throws {
    window.rootViewController = UIStoryboard.makeMain().instantiateInitialViewController()
    window.makeKeyAndVisible()
    navigation = try #require(window.rootViewController as? UINavigationController)
    all = try #require(navigation.topViewController as? AllListsViewController)
  }

  /// Opens the list of a row as a tap on it does.
  func open(row: Int) throws -> ChecklistViewController {
    all.tableView(all.tableView, didSelectRowAt: IndexPath(row: row, section: 0))
    return try #require(navigation.topViewController as? ChecklistViewController)
  }

  /// Goes back to the lists, as the back button does.
  func goBack() {
    navigation.popViewController(animated: true)
  }

  /// What a list screen's table shows in each row: the label tagged 1000 of the cell on
  /// screen.
  func shownTexts(of list: ChecklistViewController) -> [String] {
    (0..<list.tableView.numberOfRows(inSection: 0)).map { row in
      let cell = list.tableView.cellForRow(at: IndexPath(row: row, section: 0))
      return (cell?.viewWithTag(1000) as? UILabel)?.text ?? ""
    }
  }

  /// What a user does to add an item to an open list: "+" (its segue), the text, Done.
  func add(_ text: String, to list: ChecklistViewController) throws {
    list.performSegue(withIdentifier: "AddItem", sender: nil)
    let screen = try #require(navigation.topViewController as? ItemDetailViewController)
    screen.loadViewIfNeeded()
    screen.textField.text = text
    screen.done()
  }

  // excerpt: each-list-keeps-its-own-items
  @Test func eachListKeepsItsOwnItems() throws {
    let groceries = try open(row: 1)
    try add("Bread", to: groceries)
    groceries.tableView(groceries.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
    goBack()

    let birthdays = try open(row: 0)
    #expect(shownTexts(of: birthdays) == ["Buy a present for Anna"])
    goBack()

    let groceriesAgain = try open(row: 1)
    #expect(shownTexts(of: groceriesAgain) == ["Milk", "Eggs", "Bread"])
    #expect(groceriesAgain.checklist?.items.map(\.checked) == [true, false, false])
  }
  // end excerpt

  // excerpt: nothing-is-saved
  @Test func nothingIsSavedYetSoARelaunchStartsFromTheSampleListsAgain() throws {
    // A swipe's Delete button asks the data source to commit the deletion of its row.
    all.tableView(all.tableView, commit: .delete, forRowAt: IndexPath(row: 2, section: 0))
    let groceries = try open(row: 1)
    groceries.tableView(
      groceries.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))

    // The next launch makes a new screen of all the lists, from the same storyboard.
    let relaunched = all.storyboard?.instantiateInitialViewController()
    let newAll = try #require(
      (relaunched as? UINavigationController)?.topViewController as? AllListsViewController)
    newAll.loadViewIfNeeded()
    #expect(newAll.lists.map(\.name) == ["Birthdays", "Groceries", "Cool Apps", "To Do"])
    #expect(newAll.lists[1].items.map(\.text) == ["Milk", "Eggs"])
  }
  // end excerpt
}
