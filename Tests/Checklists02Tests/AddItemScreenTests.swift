// The Add Item screen driven through the simulated device, one story per test.

import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists02

@MainActor
@Suite struct AddItemScreenTests {
  /// Launches the app and taps "+".
  func openAddItem() throws -> Device {
    let device = try Device(app: Checklists02.app)
    try device.tap("+")
    return device
  }

  /// The list screen, under the Add Item screen or on top again.
  func checklist(on device: Device) throws -> ChecklistViewController {
    let root = try #require(device.application?.window?.rootViewController)
    let navigationController = try #require(root as? UINavigationController)
    return try #require(navigationController.viewControllers.first as? ChecklistViewController)
  }

  @Test func tappingPlusPresentsAddItemModallyInItsOwnNavigationController() throws {
    let device = try openAddItem()
    let presented = try #require(device.presentedController as? UINavigationController)
    #expect(presented.topViewController is AddItemViewController)
    #expect(device.title == "Add Item")
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
    try device.type("Milk")
    #expect(device.fields.first?.text == "Milk")
  }

  @Test func tappingTheTextFieldsRowSelectsNothing() throws {
    let device = try openAddItem()
    try device.tapRow(0)
    #expect(device.visibleTable?.indexPathForSelectedRow == nil)
    #expect(
      device.transcript.lastGesture.contains("    willSelectRowAt returned nil: no selection"))
    #expect(device.focusedField != nil)
  }

  @Test func doneIsDisabledWhileTheFieldIsEmptyAndEnabledOnceTheUserTypes() throws {
    let device = try openAddItem()
    #expect(device.barButtons.map(\.title) == ["Cancel", "Done"])
    #expect(device.barButtons.map(\.isEnabled) == [true, false])
    #expect(throws: GestureError.self) { try device.tap("Done") }

    try device.type("M")
    #expect(device.barButtons.last?.isEnabled == true)
  }

  @Test func deletingEveryCharacterDisablesDoneAgain() throws {
    let device = try openAddItem()
    try device.type("Milk")
    try device.backspace(3)
    #expect(device.barButtons.last?.isEnabled == true)
    try device.backspace(1)
    #expect(device.fields.first?.text == "")
    #expect(device.barButtons.last?.isEnabled == false)
  }

  @Test func tappingTheClearButtonDisablesDoneAgain() throws {
    let device = try openAddItem()
    try device.type("Milk")
    try device.clear()
    #expect(device.fields.first?.text == "")
    #expect(device.barButtons.last?.isEnabled == false)
  }

  @Test func cancelReturnsToTheListAndChangesNothing() throws {
    let device = try openAddItem()
    try device.type("Milk")
    try device.tap("Cancel")
    #expect(device.presentedController == nil)
    #expect(device.title == "Checklists")
    #expect(device.rowTexts.count == 5)
    #expect(try checklist(on: device).items.count == 5)
  }

  @Test func doneReturnsToTheListWithTheNewItemAsTheLastRow() throws {
    let device = try openAddItem()
    try device.type("Buy milk")
    try device.tap("Done")
    #expect(device.presentedController == nil)
    #expect(device.title == "Checklists")
    #expect(device.rowTexts.last == "Buy milk")
    #expect(device.rows.last?.isChecked == false)
    #expect(try checklist(on: device).items.last?.text == "Buy milk")
    #expect(device.transcript.lastGesture.contains("  insertRows(at: [[0, 5]])"))
  }

  @Test func theReturnKeyActsAsDoneWhenTheFieldHasText() throws {
    let device = try openAddItem()
    try device.type("Buy milk")
    try device.pressReturn()
    #expect(device.presentedController == nil)
    #expect(device.rowTexts.last == "Buy milk")
  }

  @Test func theReturnKeyDoesNothingWhileTheFieldIsEmpty() throws {
    let device = try openAddItem()
    // The field enables its return key automatically: with no text the key is greyed out.
    let error = try #require(throws: GestureError.self) { try device.pressReturn() }
    #expect(error.kind == .impossible)
    #expect(device.title == "Add Item")
    try device.tap("Cancel")
    #expect(device.rowTexts.count == 5)
  }

  @Test func theListMakesItselfTheDelegateBeforeTheAddItemScreenLoads() throws {
    let device = try openAddItem()
    let addItem = try #require(device.visibleController as? AddItemViewController)
    #expect(addItem.delegate === (try checklist(on: device)))
    let steps = device.transcript.lastGesture
    let prepare = try #require(steps.firstIndex { $0.contains("prepare(for: \"AddItem\")") })
    let viewDidLoad = try #require(
      steps.firstIndex { $0.contains("AddItemViewController.viewDidLoad()") })
    #expect(prepare < viewDidLoad)
  }

  @Test func theAddItemScreenDoesNotKeepTheListAlive() throws {
    let device = try openAddItem()
    let addItem = try #require(device.visibleController as? AddItemViewController)
    weak let list = try checklist(on: device)
    #expect(list != nil)

    // The app goes away while something still holds the Add Item screen: the list goes
    // with the app, because the Add Item screen only holds it weakly. (An ended app is kept
    // whole, as iOS runs no deinit at termination; this test lets go of it.)
    try device.terminate()
    UIApplication.releaseEndedApps(in: device.sandbox)
    #expect(list == nil)
    #expect(addItem.delegate == nil)
  }

  @Test func theDeviceLetsGoOfItsEndedAppSoATestCanSeeWhatIsHeldWeakly() throws {
    let device = try openAddItem()
    let addItem = try #require(device.visibleController as? AddItemViewController)
    weak let list = try checklist(on: device)
    try device.terminate()
    #expect(list != nil, "an ended app is kept whole until it is let go of")

    device.releaseEndedApp()
    #expect(list == nil)
    #expect(addItem.delegate == nil)
  }
}
