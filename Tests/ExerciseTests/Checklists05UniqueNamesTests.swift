// Exercise checklists-05/unique-names: no two lists have the same name.

import Testing
import ViewHarness

@testable import Checklists05UniqueNames

@MainActor
@Suite(.attachesTranscripts)
struct Checklists05UniqueNamesTests {
  /// Whether the Done button is enabled.
  func isDoneEnabled(_ device: Device) -> Bool? {
    device.barButtons.first { $0.title == "Done" }?.isEnabled
  }

  @Test func aNameAnotherListHasLeavesDoneOff() throws {
    let device = try launch(Checklists05.app)
    try device.tap("+")
    try device.type("Groceries")
    #expect(isDoneEnabled(device) == false)
    try device.backspace()
    #expect(isDoneEnabled(device) == true)
  }

  @Test func capitalLettersDoNotMakeANameNew() throws {
    let device = try launch(Checklists05.app)
    try device.tap("+")
    try device.type("to do")
    #expect(isDoneEnabled(device) == false)
  }

  @Test func aNewNameIsAdded() throws {
    let device = try launch(Checklists05.app)
    try device.tap("+")
    try device.type("Trips")
    #expect(isDoneEnabled(device) == true)
    try device.tap("Done")
    #expect(device.rowTexts == ["Birthdays", "Groceries", "Cool Apps", "To Do", "Trips"])
  }

  @Test func aListMayKeepItsOwnNameButNotTakeAnothers() throws {
    let device = try launch(Checklists05.app)
    try device.tapAccessory(row: "Groceries")
    #expect(device.title == "Edit Checklist")
    #expect(isDoneEnabled(device) == true)
    try device.clear()
    try device.type("To Do")
    #expect(isDoneEnabled(device) == false)
    try device.clear()
    try device.type("groceries")
    #expect(isDoneEnabled(device) == true)
    try device.tap("Done")
    #expect(device.rowTexts[1] == "groceries")
  }
}
