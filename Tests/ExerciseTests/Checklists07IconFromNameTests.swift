// Exercise checklists-07/icon-from-name: a new list's name suggests its icon.

import Testing
import ViewHarness

@testable import Checklists07IconFromName

@MainActor
@Suite(.attachesTranscripts)
struct Checklists07IconFromNameTests {
  /// Launches, goes back to the all-lists screen and opens Add Checklist.
  func addChecklistScreen() throws -> Device {
    let device = try launch(Checklists07.app)
    try device.goBack()
    try device.tap("+")
    #expect(device.title == "Add Checklist")
    return device
  }

  /// The icon row's text: the last row of the list detail screen.
  func iconRow(_ device: Device) -> String? {
    device.rows.last?.text
  }

  @Test func typingAnIconsNameChoosesThatIcon() throws {
    let device = try addChecklistScreen()
    #expect(iconRow(device) == "Folder")
    try device.type("Groceries")
    #expect(iconRow(device) == "Groceries")
  }

  @Test func theNameMayBeInAnyCase() throws {
    let device = try addChecklistScreen()
    try device.type("trips")
    #expect(iconRow(device) == "Trips")
  }

  @Test func anyOtherNameGetsTheFolder() throws {
    let device = try addChecklistScreen()
    try device.type("Groceries for Sunday")
    #expect(iconRow(device) == "Folder")
  }

  @Test func theSuggestedIconIsSaved() throws {
    let device = try addChecklistScreen()
    try device.type("Birthdays")
    try device.tap("Done")
    try device.tapAccessory(row: "Birthdays")
    #expect(iconRow(device) == "Birthdays")
  }

  @Test func aPickedIconStaysWhateverTheName() throws {
    let device = try addChecklistScreen()
    try device.tapRow("Folder")
    try device.tapRow("Inbox")
    try device.type("Trips")
    #expect(iconRow(device) == "Inbox")
  }

  @Test func renamingAListKeepsItsIcon() throws {
    let device = try launch(Checklists07.app)
    try device.goBack()
    try device.tapAccessory(row: "List")
    #expect(iconRow(device) == "No Icon")
    try device.clear()
    try device.type("Trips")
    #expect(iconRow(device) == "No Icon")
  }
}
