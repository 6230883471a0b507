// Exercise checklists-02/blank-text: spaces alone are not an item.

import Testing
import ViewHarness

@testable import Checklists02BlankText

@MainActor
@Suite(.attachesTranscripts)
struct Checklists02BlankTextTests {
  /// Opens the Add Item screen.
  func addItemScreen() throws -> Device {
    let device = try launch(Checklists02.app)
    try device.tap("+")
    #expect(device.title == "Add Item")
    return device
  }

  /// Whether the Done button is enabled.
  func isDoneEnabled(_ device: Device) -> Bool? {
    device.barButtons.first { $0.title == "Done" }?.isEnabled
  }

  @Test func typingOnlySpacesLeavesDoneOff() throws {
    let device = try addItemScreen()
    try device.type("   ")
    #expect(device.focusedField?.text == "   ")
    #expect(isDoneEnabled(device) == false)
  }

  @Test func aLetterAfterTheSpacesTurnsDoneOnAndDeletingItTurnsItOff() throws {
    let device = try addItemScreen()
    try device.type("  a")
    #expect(isDoneEnabled(device) == true)
    try device.backspace()
    #expect(isDoneEnabled(device) == false)
  }

  @Test func doneSavesTheTextWithoutTheSpacesAroundIt() throws {
    let device = try addItemScreen()
    try device.type("  Buy milk  ")
    try device.tap("Done")
    #expect(device.title == "Checklists")
    #expect(device.rowTexts.last == "Buy milk")
  }

  @Test func theReturnKeyWithOnlySpacesAddsNothing() throws {
    let device = try addItemScreen()
    try device.type("   ")
    try device.pressReturn()
    #expect(device.title == "Add Item")
    try device.tap("Cancel")
    #expect(device.rows.count == 5)
  }

  @Test func ordinaryTextIsStillAddedByTheReturnKey() throws {
    let device = try addItemScreen()
    try device.type("Call Mum")
    try device.pressReturn()
    #expect(device.rowTexts.last == "Call Mum")
  }
}
