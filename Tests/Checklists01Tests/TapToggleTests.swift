// A tap on a row, tested the way a learner writes it in Xcode: the storyboard's list on
// screen, the table's delegate told of the tap, then the model and the row checked.

import HeadlessUIKit
import Testing

@testable import Checklists01

@MainActor
@Suite struct TapToggleTests {
  /// The window the list is shown in, as at launch.
  let window = UIWindow()

  /// The list screen, the storyboard's first screen inside its navigation controller.
  let list: ChecklistViewController

  init() throws {
    window.rootViewController = UIStoryboard.makeMain().instantiateInitialViewController()
    window.makeKeyAndVisible()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    list = try #require(navigation.topViewController as? ChecklistViewController)
  }

  // excerpt: tap-toggles
  @Test func tappingAnUncheckedRowChecksItsItemThenItsRow() throws {
    let firstRow = IndexPath(row: 0, section: 0)
    let cell = try #require(list.tableView.cellForRow(at: firstRow))

    list.tableView(list.tableView, didSelectRowAt: firstRow)
    #expect(list.items[0].checked)
    #expect(cell.accessoryType == .checkmark)

    list.tableView(list.tableView, didSelectRowAt: firstRow)
    #expect(list.items[0].checked == false)
    #expect(cell.accessoryType == .none)
  }
  // end excerpt
}
