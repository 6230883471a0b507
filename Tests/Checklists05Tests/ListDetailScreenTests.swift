// Adding and renaming checklists through the list detail screen, one story per test.

import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists05

@MainActor
@Suite struct ListDetailScreenTests {
  /// Launches the app and taps "+" on the all-lists screen.
  func openAddChecklist() throws -> Device {
    let device = try Device(app: Checklists05.app)
    try device.tap("+")
    return device
  }

  @Test func tappingPlusPushesAddChecklistWithTheFieldFocused() throws {
    let device = try openAddChecklist()
    #expect(device.navigationStack == ["Checklists", "Add Checklist"])
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │ Cancel       Add Checklist        (Done) │
        ├──────────────────────────────────────────┤
        │ [▌‹Name of the List›                   ] │
        ╰──────────────────────────────────────────╯
        """)
    #expect(device.fields.first?.isEditing == true)
  }

  @Test func tappingTheTextFieldsRowSelectsNothing() throws {
    let device = try openAddChecklist()
    try device.tapRow(0)
    #expect(device.visibleTable?.indexPathForSelectedRow == nil)
  }

  @Test func doneFollowsTheTextAsTheUserTypesDeletesAndClears() throws {
    let device = try openAddChecklist()
    #expect(device.barButtons.last?.isEnabled == false)
    try device.type("Trips")
    #expect(device.barButtons.last?.isEnabled == true)
    try device.backspace(5)
    #expect(device.barButtons.last?.isEnabled == false)
    try device.type("Trips")
    try device.clear()
    #expect(device.barButtons.last?.isEnabled == false)
  }

  @Test func doneAddsTheListAsTheLastRow() throws {
    let device = try openAddChecklist()
    try device.type("Trips")
    try device.tap("Done")
    #expect(device.navigationStack == ["Checklists"])
    #expect(device.rowTexts.last == "Trips")
    try device.tapRow("Trips")
    #expect(device.title == "Trips")
    #expect(device.rows.isEmpty)
  }

  @Test func theReturnKeyActsAsDoneWhenTheFieldHasText() throws {
    let device = try openAddChecklist()
    try device.type("Trips")
    try device.pressReturn()
    #expect(device.rowTexts.last == "Trips")
  }

  @Test func theReturnKeyDoesNothingWhileTheFieldIsEmpty() throws {
    let device = try openAddChecklist()
    #expect(throws: GestureError.self) { try device.pressReturn() }
    #expect(device.title == "Add Checklist")
  }

  @Test func cancelAddsNothing() throws {
    let device = try openAddChecklist()
    try device.type("Trips")
    try device.tap("Cancel")
    #expect(device.rowTexts == ["Birthdays", "Groceries", "Cool Apps", "To Do"])
  }

  @Test func theAccessoryPushesEditChecklistMadeFromTheStoryboardByIdentifier() throws {
    let device = try Device(app: Checklists05.app)
    try device.tapAccessory(row: 1)
    #expect(device.navigationStack == ["Checklists", "Edit Checklist"])
    #expect(device.fields.first?.text == "Groceries")
    #expect(device.barButtons.last?.isEnabled == true)
    let steps = device.transcript.lastGesture
    #expect(steps.contains("  storyboard instantiates \"ListDetailViewController\""))
    #expect(steps.contains("  push ListDetailViewController"))
    #expect(!steps.contains { $0.contains("prepare(for:") })
  }

  @Test func renamingAListChangesItsRowAndItsItemsScreenTitle() throws {
    let device = try Device(app: Checklists05.app)
    try device.tapAccessory(row: 1)
    try device.clear()
    try device.type("Food")
    try device.tap("Done")
    #expect(device.rowTexts == ["Birthdays", "Food", "Cool Apps", "To Do"])
    try device.tapRow("Food")
    #expect(device.title == "Food")
    #expect(device.rowTexts == ["Milk", "Eggs"])
  }

  @Test func cancellingARenameKeepsTheOldName() throws {
    let device = try Device(app: Checklists05.app)
    try device.tapAccessory(row: 1)
    try device.clear()
    try device.type("Food")
    try device.tap("Cancel")
    #expect(device.rowTexts[1] == "Groceries")
  }
}
