// Exercise checklists-05/test-delete-list, the course's test: deleting a list takes away that
// list, and only that one, in the table and in the model alike.

import HeadlessUIKit
import Testing

@testable import Checklists05

@MainActor
@Suite struct DeleteListTests {
  /// The window the lists are shown in, as at launch: the storyboard's first screen (the
  /// lists inside their navigation controller) on screen.
  let window = UIWindow()

  /// The screen of all the lists.
  let screen: AllListsViewController

  init() throws {
    window.rootViewController = UIStoryboard(name: "Main", bundle: nil)
      .instantiateInitialViewController()
    window.makeKeyAndVisible()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    screen = try #require(navigation.topViewController as? AllListsViewController)
  }

  /// What the table's rows show, as its data source gives them.
  func rowTexts() -> [String] {
    let count = screen.tableView(screen.tableView, numberOfRowsInSection: 0)
    return (0..<count).map { row in
      let cell = screen.tableView(screen.tableView, cellForRowAt: IndexPath(row: row, section: 0))
      return cell.textLabel?.text ?? ""
    }
  }

  @Test func deletingAListRemovesThatListOnly() throws {
    var expected = rowTexts()
    expected.remove(at: 1)
    // A swipe's Delete button asks the data source to commit the deletion of its row.
    screen.tableView(screen.tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))

    #expect(rowTexts() == expected)
    #expect(screen.lists.map(\.name) == expected)
  }
}
