// The course's own test for checklists-03/03t-test-save-edit: Done on Edit Item changes the
// item in place, shows it in its own row, and returns to the list.

import Testing
import ViewHarness

@testable import Checklists

@MainActor
@Suite struct EditItemTests {
  @Test func doneChangesTheItemInPlaceAndShowsItInItsOwnRow() throws {
    let device = try Device(app: AppDelegate.self)
    var expected = device.rowTexts
    try device.tapAccessory(row: 1)
    #expect(device.title == "Edit Item")
    try device.type(" twice")
    try device.tap("Done")

    expected[1] = "Brush my teeth twice"
    #expect(device.title == "Checklists")
    #expect(device.rowTexts == expected)
    let list = try #require(device.visibleController as? ChecklistViewController)
    #expect(list.items.map(\.text) == expected)
    #expect(device.inconsistency() == nil)
  }
}
