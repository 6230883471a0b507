// Exercise checklists-03/done-when-changed: Edit Item's Done waits until the text changes.

import Testing
import ViewHarness

@testable import Checklists03DoneWhenChanged

@MainActor
@Suite(.attachesTranscripts)
struct Checklists03DoneWhenChangedTests {
  /// Opens Edit Item for the first row, "Walk the dog".
  func editFirstItem() throws -> Device {
    let device = try launch(Checklists03.app)
    try device.tapAccessory(row: 0)
    #expect(device.title == "Edit Item")
    #expect(device.focusedField?.text == "Walk the dog")
    return device
  }

  /// Whether the Done button is enabled.
  func isDoneEnabled(_ device: Device) -> Bool? {
    device.barButtons.first { $0.title == "Done" }?.isEnabled
  }

  @Test func editItemOpensWithDoneOff() throws {
    let device = try editFirstItem()
    #expect(isDoneEnabled(device) == false)
  }

  @Test func changingTheTextTurnsDoneOn() throws {
    let device = try editFirstItem()
    try device.type("s")
    #expect(isDoneEnabled(device) == true)
  }

  @Test func undoingTheChangeTurnsDoneOffAgain() throws {
    let device = try editFirstItem()
    try device.type("s")
    try device.backspace()
    #expect(isDoneEnabled(device) == false)
  }

  @Test func typingTheSameTextAgainLeavesDoneOff() throws {
    let device = try editFirstItem()
    try device.clear()
    try device.type("Walk the dog")
    #expect(isDoneEnabled(device) == false)
  }

  @Test func aChangedTextIsSavedInItsRow() throws {
    let device = try editFirstItem()
    try device.type(" today")
    try device.tap("Done")
    #expect(device.title == "Checklists")
    #expect(device.rows[0].text == "Walk the dog today")
  }

  @Test func addItemStillTurnsDoneOnWithAnyText() throws {
    let device = try launch(Checklists03.app)
    try device.tap("+")
    #expect(isDoneEnabled(device) == false)
    try device.type("W")
    #expect(isDoneEnabled(device) == true)
  }
}
