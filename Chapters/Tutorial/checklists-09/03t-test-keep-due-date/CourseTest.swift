// The course's own test for checklists-09/03t-test-keep-due-date: the picked date goes into
// the item on Done, not on Cancel, and comes back when the item is edited, after a relaunch
// too.

import HeadlessUIKit
import Testing

@testable import Checklists

@MainActor
@Suite final class DueDateTests {
  /// The app's Documents folder, where the lists are saved.
  let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]

  /// The windows of the launches so far, kept as the app keeps its own.
  var windows: [UIWindow] = []

  /// A launch: a data model over the Documents folder and `UserDefaults.standard`, handed to
  /// the storyboard's first screen as the app delegate does, in a window made key and
  /// visible. Returns the navigation controller; its top is the screen the launch ends on.
  func launch() throws -> UINavigationController {
    let window = UIWindow()
    window.rootViewController = UIStoryboard(name: "Main", bundle: nil)
      .instantiateInitialViewController()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    let all = try #require(navigation.viewControllers.first as? AllListsViewController)
    all.dataModel = DataModel(documentsDirectory: documents, defaults: UserDefaults.standard)
    window.makeKeyAndVisible()
    windows.append(window)
    return navigation
  }

  /// A minute on this machine's calendar, as the picker's wheels show it.
  func minute(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) throws -> Date {
    let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
    return try #require(Calendar(identifier: .gregorian).date(from: components))
  }

  /// Opens the picker below the Due Date row as a tap on that row does, then turns its wheels
  /// to a date: the picker tells its target that its value changed.
  func pick(_ date: Date, on screen: ItemDetailViewController) {
    screen.tableView(screen.tableView, didSelectRowAt: IndexPath(row: 1, section: 1))
    screen.datePicker.date = date
    screen.datePicker.sendActions(for: .valueChanged)
  }

  /// Opens the item of the open list's first row as its accessory button does: the
  /// "EditItem" segue, sent by the row's cell.
  func editFirstItem(on navigation: UINavigationController) throws -> ItemDetailViewController {
    let list = try #require(navigation.topViewController as? ChecklistViewController)
    let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    list.performSegue(withIdentifier: "EditItem", sender: cell)
    let screen = try #require(navigation.topViewController as? ItemDetailViewController)
    screen.loadViewIfNeeded()
    return screen
  }

  @Test func theDueDateIsKeptByDoneNotByCancelAndAfterARelaunch() throws {
    // The tests of a process share its container and preferences, as on iOS: start as a new
    // install does, with no saved lists. A first launch then opens the list named "List".
    try? FileManager.default.removeItem(at: documents.appendingPathComponent("Checklists.plist"))
    for key in ["ChecklistIndex", "FirstTime", "ChecklistItemID"] {
      UserDefaults.standard.removeObject(forKey: key)
    }
    let navigation = try launch()
    let list = try #require(navigation.topViewController as? ChecklistViewController)
    list.performSegue(withIdentifier: "AddItem", sender: nil)
    let add = try #require(navigation.topViewController as? ItemDetailViewController)
    add.loadViewIfNeeded()
    add.textField.text = "Call Mum"
    pick(try minute(2030, 6, 1, 18, 30), on: add)
    add.done()

    let edit = try editFirstItem(on: navigation)
    #expect(edit.title == "Edit Item")
    #expect(edit.dueDateLabel.text == "1 Jun 2030, 18:30")
    pick(try minute(2030, 6, 2, 7, 0), on: edit)
    edit.cancel()

    // The app delegate saves when the app is terminated; the next launch reads the file.
    let all = try #require(navigation.viewControllers.first as? AllListsViewController)
    _ = all.dataModel?.saveChecklists()
    let again = try editFirstItem(on: try launch())
    #expect(again.dueDateLabel.text == "1 Jun 2030, 18:30", "Cancel kept the date; so did the file")
    #expect(list.checklist?.items.map(\.text) == ["Call Mum"])
  }
}
