// Exercise checklists-06/open-new-list: a new list opens at once, and is remembered.

import Testing
import ViewHarness

@testable import Checklists06OpenNewList

@MainActor
@Suite(.attachesTranscripts)
struct Checklists06OpenNewListTests {
  /// Launches for the first time, goes back to the all-lists screen, and adds a list.
  func addList(_ name: String) throws -> Device {
    let device = try launch(Checklists06.app)
    try device.goBack()
    try device.tap("+")
    try device.type(name)
    try device.tap("Done")
    return device
  }

  @Test func addingAListOpensIt() throws {
    let device = try addList("Trips")
    #expect(device.navigationStack == ["Checklists", "Trips"])
    #expect(device.title == "Trips")
    #expect(device.rows.isEmpty)
  }

  @Test func goingBackShowsTheNewListInItsRow() throws {
    let device = try addList("Trips")
    try device.goBack()
    #expect(device.navigationStack == ["Checklists"])
    #expect(device.rowTexts == ["List", "Trips"])
  }

  @Test func aRelaunchReopensTheNewList() throws {
    let device = try addList("Trips")
    try device.relaunch()
    #expect(device.navigationStack == ["Checklists", "Trips"])
  }

  @Test func renamingAListStillGoesBackToTheLists() throws {
    let device = try launch(Checklists06.app)
    try device.goBack()
    try device.tapAccessory(row: "List")
    try device.type("s")
    try device.tap("Done")
    #expect(device.navigationStack == ["Checklists"])
    #expect(device.rowTexts == ["Lists"])
  }
}
