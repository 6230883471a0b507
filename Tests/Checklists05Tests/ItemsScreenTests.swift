// The items screen of one checklist, reached from the all-lists screen.

import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists05

@MainActor
@Suite struct ItemsScreenTests {
  @Test func addingEditingTogglingAndDeletingItemsChangeOnlyThatChecklist() throws {
    let device = try Device(app: Checklists05.app)
    try device.tapRow("To Do")
    try device.tap("+")
    try device.type("Call mum")
    try device.tap("Done")
    try device.tapAccessory(row: 0)
    try device.type(" twice")
    try device.tap("Done")
    try device.tapRow("Call mum")
    #expect(device.rowTexts == ["Walk the dog twice", "Call mum"])
    #expect(device.rows.map(\.isChecked) == [false, true])

    try device.deleteRow("Walk the dog twice")
    let items = try #require(device.visibleController as? ChecklistViewController)
    #expect(items.checklist?.items.map(\.text) == ["Call mum"])
  }
}
