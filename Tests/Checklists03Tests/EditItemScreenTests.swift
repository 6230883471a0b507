// Editing an item through the row's accessory button, one story per test.

import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists03

@MainActor
@Suite struct EditItemScreenTests {
  /// The list screen, under the detail screen or on top again.
  func checklist(on device: Device) throws -> ChecklistViewController {
    let navigationController = try #require(device.visibleNavigationController)
    return try #require(navigationController.viewControllers.first as? ChecklistViewController)
  }

  @Test func tappingARowsAccessoryPushesEditItemWithThatItemsText() throws {
    let device = try Device(app: Checklists03.app)
    try device.tapAccessory(row: 1)
    #expect(device.navigationStack == ["Checklists", "Edit Item"])
    #expect(device.fields.first?.text == "Brush my teeth")
    #expect(device.barButtons.map(\.isEnabled) == [true, true])
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │ Cancel         Edit Item            Done │
        ├──────────────────────────────────────────┤
        │ [Brush my teeth▌                      ⊗] │
        ╰──────────────────────────────────────────╯
        """)
  }

  @Test func theEditSegueSendsTheTappedCellSoTheScreenGetsThatRowsItem() throws {
    let device = try Device(app: Checklists03.app)
    let list = try checklist(on: device)
    try device.tapAccessory(row: 3)
    let detail = try #require(device.visibleController as? ItemDetailViewController)
    #expect(detail.itemToEdit === list.items[3])
    #expect(detail.delegate === list)
  }

  @Test func doneChangesTheItemInPlaceAndRefreshesOnlyItsRow() throws {
    let device = try Device(app: Checklists03.app)
    let list = try checklist(on: device)
    let item = list.items[2]
    let table = try #require(device.visibleTable)
    let requestsBefore = table.cellRequestCount

    try device.tapAccessory(row: 2)
    try device.clear()
    try device.type("Learn Swift")
    try device.tap("Done")

    #expect(device.navigationStack == ["Checklists"])
    #expect(list.items[2] === item)
    #expect(item.text == "Learn Swift")
    #expect(
      device.rowTexts == [
        "Walk the dog", "Brush my teeth", "Learn Swift", "Soccer practice", "Eat ice cream",
      ])
    // The row's own cell was given the new text: no row was asked for again.
    #expect(table.cellRequestCount == requestsBefore)
  }

  @Test func cancelKeepsTheOldText() throws {
    let device = try Device(app: Checklists03.app)
    try device.tapAccessory(row: 0)
    try device.backspace(3)
    try device.type("cat")
    try device.tap("Cancel")
    #expect(device.navigationStack == ["Checklists"])
    #expect(device.rows[0].text == "Walk the dog")
    #expect(try checklist(on: device).items[0].text == "Walk the dog")
  }

  @Test func emptyingTheTextDisablesDoneInEditModeToo() throws {
    let device = try Device(app: Checklists03.app)
    try device.tapAccessory(row: 0)
    try device.clear()
    #expect(device.barButtons.last?.isEnabled == false)
    try device.type("W")
    #expect(device.barButtons.last?.isEnabled == true)
  }

  @Test func renamingAnItemToAnotherItemsTextRefreshesTheEditedRow() throws {
    let device = try Device(app: Checklists03.app)
    // After the edit two items read "Walk the dog"; only identity tells them apart, and the
    // row refreshed must be row 3, not the first match by text.
    try device.tapAccessory(row: 3)
    try device.clear()
    try device.type("Walk the dog")
    try device.tap("Done")
    #expect(device.rowTexts[0] == "Walk the dog")
    #expect(device.rowTexts[3] == "Walk the dog")
    #expect(device.inconsistency() == nil)
  }

  @Test func editingKeepsTheCheckmark() throws {
    let device = try Device(app: Checklists03.app)
    try device.tapAccessory(row: 1)
    try device.type(" twice")
    try device.tap("Done")
    #expect(device.rows[1].text == "Brush my teeth twice")
    #expect(device.rows[1].isChecked)
  }
}
