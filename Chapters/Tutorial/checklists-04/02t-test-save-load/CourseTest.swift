// The course's own test for checklists-04/02t-test-save-load: items added are saved, so that
// the list screen the next launch makes finds them, in order.

import HeadlessUIKit
import Testing

@testable import Checklists

@MainActor
@Suite struct SaveTests {
  /// The window the list is shown in, as at launch.
  let window = UIWindow()

  /// The storyboard's first screen as a launch makes it: the list inside its navigation
  /// controller (returned, since the list only refers to it weakly).
  func makeNavigation() throws -> UINavigationController {
    let initial = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
    return try #require(initial as? UINavigationController)
  }

  /// What a user does to add an item: "+" (its segue), the text, Done.
  func add(_ text: String, to list: ChecklistViewController) throws {
    list.performSegue(withIdentifier: "AddItem", sender: nil)
    let screen = try #require(
      list.navigationController?.topViewController as? ItemDetailViewController)
    screen.loadViewIfNeeded()
    screen.textField.text = text
    screen.done()
  }

  @Test func addedItemsAreThereWhenTheAppStartsAgain() throws {
    // The tests of a process share its container, as on iOS: start from no saved file.
    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    try? FileManager.default.removeItem(at: documents.appendingPathComponent("Checklists.plist"))

    window.rootViewController = try makeNavigation()
    window.makeKeyAndVisible()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    let list = try #require(navigation.topViewController as? ChecklistViewController)
    #expect(list.items.isEmpty)
    try add("Buy milk", to: list)
    try add("Call mum", to: list)

    // The next launch makes a new list screen, which finds only what was saved.
    let relaunched = try makeNavigation()
    let newList = try #require(relaunched.topViewController as? ChecklistViewController)
    newList.loadViewIfNeeded()
    #expect(newList.items.map(\.text) == ["Buy milk", "Call mum"])
    #expect(newList.tableView(newList.tableView, numberOfRowsInSection: 0) == 2)
  }
}
