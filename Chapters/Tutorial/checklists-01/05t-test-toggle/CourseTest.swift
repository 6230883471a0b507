// The course's own test for checklists-01/05t-test-toggle: a tap toggles the item, and the row
// shows it.

import Testing
import ViewHarness

@testable import Checklists

@MainActor
@Suite struct ToggleTests {
  /// The list screen's controller, where the items live.
  func list(on device: Device) throws -> ChecklistViewController {
    try #require(device.visibleController as? ChecklistViewController)
  }

  @Test func tappingARowChecksItsItemAndTappingAgainUnchecksIt() throws {
    let device = try Device(app: AppDelegate.self)
    #expect(device.rows[0].isChecked == false)

    try device.tapRow("Walk the dog")
    #expect(try list(on: device).items[0].checked)
    #expect(device.rows[0].isChecked)

    try device.tapRow("Walk the dog")
    #expect(try list(on: device).items[0].checked == false)
    #expect(device.rows[0].isChecked == false)
    #expect(device.inconsistency() == nil)
  }
}
