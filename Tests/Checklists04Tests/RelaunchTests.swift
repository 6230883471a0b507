// Saving and loading, tested the way a learner writes it in Xcode: changes made through the
// list screen's own methods, then a new list screen, as the next launch makes, reads them.

import HeadlessUIKit
import Testing

@testable import Checklists04

@MainActor
@Suite struct RelaunchTests {
  /// The window the list is shown in, as at launch.
  let window = UIWindow()

  /// The list screen, the storyboard's first screen inside its navigation controller.
  let list: ChecklistViewController

  /// The data file, in the container the tests of this process share, as on iOS.
  static var dataFile: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
      .appendingPathComponent("Checklists.plist")
  }

  /// Starts from no saved file, with the list on screen.
  init() throws {
    try? FileManager.default.removeItem(at: Self.dataFile)
    window.rootViewController = UIStoryboard.makeMain().instantiateInitialViewController()
    window.makeKeyAndVisible()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    list = try #require(navigation.topViewController as? ChecklistViewController)
  }

  /// What a user does to add an item: "+" (its segue), the text, Done.
  func add(_ text: String) throws {
    list.performSegue(withIdentifier: "AddItem", sender: nil)
    let screen = try #require(
      list.navigationController?.topViewController as? ItemDetailViewController)
    screen.loadViewIfNeeded()
    screen.textField.text = text
    screen.done()
  }

  /// The list screen the next launch shows: a new one, which loads the saved file.
  func relaunchedList() throws -> ChecklistViewController {
    let navigation = UIStoryboard.makeMain().instantiateInitialViewController()
    let relaunched = try #require(
      (navigation as? UINavigationController)?.topViewController as? ChecklistViewController)
    relaunched.loadViewIfNeeded()
    return relaunched
  }

  // excerpt: survives-a-crash
  @Test func everythingDoneBeforeACrashIsThereAfterRelaunch() throws {
    for text in ["Buy milk", "Walk the dog", "Call mum"] { try add(text) }
    list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
    // A row's accessory button performs the EditItem segue with its cell as the sender.
    let cell = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    list.performSegue(withIdentifier: "EditItem", sender: cell)
    let screen = try #require(
      list.navigationController?.topViewController as? ItemDetailViewController)
    screen.loadViewIfNeeded()
    screen.textField.text = "Buy milk and eggs"
    screen.done()
    // A swipe's Delete button asks the data source to commit the deletion of its row.
    list.tableView(list.tableView, commit: .delete, forRowAt: IndexPath(row: 2, section: 0))

    // A crash saves nothing more: the next launch finds only what each change saved.
    let relaunched = try relaunchedList()
    #expect(relaunched.items.map(\.text) == ["Buy milk and eggs", "Walk the dog"])
    #expect(relaunched.items.map(\.checked) == [false, true])
  }
  // end excerpt

  // excerpt: property-list
  @Test func theFileIsAnArrayOfItemsInAPropertyList() throws {
    try add("Buy milk")
    let data = try Data(contentsOf: Self.dataFile)
    let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    let entries = try #require(plist as? [[String: Any]])
    #expect(entries.count == 1)
    #expect(entries.first?["text"] as? String == "Buy milk")
    #expect(entries.first?["checked"] as? Bool == false)
  }
  // end excerpt
}
