// Exercise checklists-06/save-lists-at-once: adding, renaming or deleting a list survives a crash.

import Testing
import ViewHarness

@testable import Checklists06SaveListsAtOnce

@MainActor
@Suite(.attachesTranscripts)
struct Checklists06SaveListsAtOnceTests {
  /// Launches for the first time, then goes back from "List" to the all-lists screen.
  func allListsScreen() throws -> Device {
    let device = try launch(Checklists06.app)
    #expect(device.navigationStack == ["Checklists", "List"])
    try device.goBack()
    return device
  }

  /// Adds a list from the all-lists screen.
  func addList(_ name: String, on device: Device) throws {
    try device.tap("+")
    try device.type(name)
    try device.tap("Done")
  }

  @Test func aNewListSurvivesACrash() throws {
    let device = try allListsScreen()
    try addList("Trips", on: device)
    try device.crash()
    try device.launch()
    #expect(device.rowTexts == ["List", "Trips"])
  }

  @Test func aRenamedListSurvivesACrash() throws {
    let device = try allListsScreen()
    try device.tapAccessory(row: "List")
    try device.clear()
    try device.type("Chores")
    try device.tap("Done")
    try device.crash()
    try device.launch()
    #expect(device.rowTexts == ["Chores"])
  }

  @Test func aDeletedListStaysDeletedAfterACrash() throws {
    let device = try allListsScreen()
    try addList("Trips", on: device)
    try device.deleteRow("List")
    try device.crash()
    try device.launch()
    #expect(device.rowTexts == ["Trips"])
  }

  @Test func backgroundStillSavesTheItems() throws {
    let device = try launch(Checklists06.app)
    try device.tap("+")
    try device.type("Pack the tent")
    try device.tap("Done")
    try device.background()
    try device.crash()
    try device.launch()
    #expect(device.navigationStack == ["Checklists", "List"])
    #expect(device.rowTexts == ["Pack the tent"])
  }
}
