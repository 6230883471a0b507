// The course's own test for checklists-01/05t-test-toggle: a tap toggles the item, and the row
// shows it.

import HeadlessUIKit
import Testing

@testable import Checklists

@MainActor
@Suite struct ToggleTests {
  /// The window the list is shown in, as at launch: the storyboard's first screen (the list
  /// inside its navigation controller) on screen.
  let window = UIWindow()

  /// The list screen, where the items live.
  let list: ChecklistViewController

  init() throws {
    window.rootViewController = UIStoryboard(name: "Main", bundle: nil)
      .instantiateInitialViewController()
    window.makeKeyAndVisible()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    list = try #require(navigation.topViewController as? ChecklistViewController)
  }

  /// Whether the first row, as the table shows it, has a checkmark.
  func firstRowShowsACheckmark() throws -> Bool {
    let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    return cell.accessoryType == .checkmark
  }

  @Test func tappingARowChecksItsItemAndTappingAgainUnchecksIt() throws {
    let firstRow = IndexPath(row: 0, section: 0)
    #expect(list.items[0].text == "Walk the dog")
    #expect(try firstRowShowsACheckmark() == false)

    // A tap on a row tells the table's delegate, the list screen.
    list.tableView(list.tableView, didSelectRowAt: firstRow)
    #expect(list.items[0].checked)
    #expect(try firstRowShowsACheckmark())

    list.tableView(list.tableView, didSelectRowAt: firstRow)
    #expect(list.items[0].checked == false)
    #expect(try firstRowShowsACheckmark() == false)
  }
}
