// The course's own test for checklists-07/01t-test-remaining: each list's subtitle counts
// what remains, and is right the moment the user comes back to the list of lists.

import HeadlessUIKit
import Testing

@testable import Checklists

@MainActor
@Suite struct RemainingTests {
  /// The window the lists are shown in, as at launch.
  let window = UIWindow()

  /// The navigation controller the screens are pushed on.
  let navigation: UINavigationController

  /// The screen of all the lists.
  let all: AllListsViewController

  /// A first launch, as the app makes it: no saved lists and no preferences (the tests of a
  /// process share its container and preferences, as on iOS), a data model over the
  /// Documents folder and `UserDefaults.standard` handed to the storyboard's first screen,
  /// as the app delegate does, in a window made key and visible.
  init() throws {
    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    try? FileManager.default.removeItem(at: documents.appendingPathComponent("Checklists.plist"))
    UserDefaults.standard.removeObject(forKey: "ChecklistIndex")
    UserDefaults.standard.removeObject(forKey: "FirstTime")

    window.rootViewController = UIStoryboard(name: "Main", bundle: nil)
      .instantiateInitialViewController()
    navigation = try #require(window.rootViewController as? UINavigationController)
    all = try #require(navigation.viewControllers.first as? AllListsViewController)
    all.dataModel = DataModel(documentsDirectory: documents, defaults: UserDefaults.standard)
    window.makeKeyAndVisible()
  }

  /// The subtitle the row of the first list shows: its cell's detail label.
  func subtitle() -> String? {
    all.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text
  }

  /// Opens the first list as a tap on its row does.
  func openList() throws -> ChecklistViewController {
    all.tableView(all.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
    return try #require(navigation.topViewController as? ChecklistViewController)
  }

  /// Goes back to the lists, as the back button does.
  func goBack() {
    navigation.popViewController(animated: true)
  }

  @Test func theSubtitleCountsWhatRemainsEachTimeTheUserComesBack() throws {
    // A first launch opens the list named "List".
    var list = try #require(navigation.topViewController as? ChecklistViewController)
    #expect(list.title == "List")
    for text in ["Milk", "Eggs"] {
      list.performSegue(withIdentifier: "AddItem", sender: nil)
      let screen = try #require(navigation.topViewController as? ItemDetailViewController)
      screen.loadViewIfNeeded()
      screen.textField.text = text
      screen.done()
    }
    goBack()
    #expect(subtitle() == "2 Remaining")

    list = try openList()
    list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
    goBack()
    #expect(subtitle() == "1 Remaining")

    list = try openList()
    list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
    goBack()
    #expect(subtitle() == "All Done!")

    list = try openList()
    // A swipe's Delete, once for each row.
    for _ in 0..<2 {
      list.tableView(list.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
    }
    goBack()
    #expect(subtitle() == "(No Items)")

    #expect(all.dataModel?.lists.first?.countUncheckedItems() == 0)
  }
}
