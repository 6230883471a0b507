// Adding an item through the item detail screen, one story per test.

import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists03

@MainActor
@Suite struct AddItemScreenTests {
  /// Launches the app and taps "+".
  func openAddItem() throws -> Device {
    let device = try Device(app: Checklists03.app)
    try device.tap("+")
    return device
  }

  /// The list screen, under the detail screen or on top again.
  func checklist(on device: Device) throws -> ChecklistViewController {
    let navigationController = try #require(device.visibleNavigationController)
    return try #require(navigationController.viewControllers.first as? ChecklistViewController)
  }

  @Test func tappingPlusPushesTheDetailScreenInAddMode() throws {
    let device = try openAddItem()
    #expect(device.presentedController == nil)
    #expect(device.navigationStack == ["Checklists", "Add Item"])
    let detail = try #require(device.visibleController as? ItemDetailViewController)
    #expect(detail.itemToEdit == nil)
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │ Cancel          Add Item          (Done) │
        ├──────────────────────────────────────────┤
        │ [▌‹Name of the Item›                   ] │
        ╰──────────────────────────────────────────╯
        """)
  }

  @Test func theTextFieldHasTheKeyboardAsSoonAsTheScreenAppears() throws {
    let device = try openAddItem()
    let field = try #require(device.fields.first)
    #expect(field.isEditing)
    #expect(field.text == "")
    #expect(field.placeholder == "Name of the Item")
  }

  @Test func tappingTheTextFieldsRowSelectsNothing() throws {
    let device = try openAddItem()
    try device.tapRow(0)
    #expect(device.visibleTable?.indexPathForSelectedRow == nil)
    #expect(
      device.transcript.lastGesture.contains("    willSelectRowAt returned nil: no selection"))
  }

  @Test func doneFollowsTheTextAsTheUserTypesDeletesAndClears() throws {
    let device = try openAddItem()
    #expect(device.barButtons.map(\.isEnabled) == [true, false])
    try device.type("Milk")
    #expect(device.barButtons.last?.isEnabled == true)
    try device.backspace(4)
    #expect(device.barButtons.last?.isEnabled == false)
    try device.type("Eggs")
    try device.clear()
    #expect(device.barButtons.last?.isEnabled == false)
  }

  @Test func cancelPopsBackToTheListAndChangesNothing() throws {
    let device = try openAddItem()
    try device.type("Milk")
    try device.tap("Cancel")
    #expect(device.navigationStack == ["Checklists"])
    #expect(try checklist(on: device).items.count == 5)
    #expect(device.rowTexts.count == 5)
  }

  @Test func donePopsBackWithTheNewItemAsTheLastRow() throws {
    let device = try openAddItem()
    try device.type("Buy milk")
    try device.tap("Done")
    #expect(device.navigationStack == ["Checklists"])
    #expect(device.rowTexts.last == "Buy milk")
    #expect(device.rows.last?.isChecked == false)
    #expect(try checklist(on: device).items.last?.text == "Buy milk")
  }

  @Test func theReturnKeyActsAsDoneWhenTheFieldHasText() throws {
    let device = try openAddItem()
    try device.type("Buy milk")
    try device.pressReturn()
    #expect(device.navigationStack == ["Checklists"])
    #expect(device.rowTexts.last == "Buy milk")
  }

  @Test func theReturnKeyDoesNothingWhileTheFieldIsEmpty() throws {
    let device = try openAddItem()
    let error = try #require(throws: GestureError.self) { try device.pressReturn() }
    #expect(error.kind == .impossible)
    #expect(device.title == "Add Item")
  }
}
