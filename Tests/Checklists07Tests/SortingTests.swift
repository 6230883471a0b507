// The lists stay sorted by name: after adding, after renaming, and when loaded.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists07

@MainActor
@Suite struct SortingTests {
  /// Launches the app and goes back from the first list to the all-lists screen.
  func launchAtTheLists() throws -> Device {
    let device = try Device(app: Checklists07.app)
    try device.goBack()
    return device
  }

  @Test func aNewListTakesItsPlaceByName() throws {
    let device = try launchAtTheLists()
    try device.add("List 10")
    try device.add("List 2")
    try device.add("apples")
    #expect(device.rowTexts == ["apples", "List", "List 2", "List 10"])
  }

  @Test func aRenamedListMovesToItsNewPlace() throws {
    let device = try launchAtTheLists()
    try device.add("Birthdays")
    try device.add("Groceries")
    #expect(device.rowTexts == ["Birthdays", "Groceries", "List"])

    try device.tapAccessory(row: "Birthdays")
    try device.clear()
    try device.type("Trips")
    try device.tap("Done")
    #expect(device.rowTexts == ["Groceries", "List", "Trips"])
  }

  @Test func tappingASortedRowOpensThatList() throws {
    let device = try launchAtTheLists()
    try device.add("Birthdays")
    try device.tapRow(0)
    #expect(device.title == "Birthdays")
    try device.terminate()

    try device.relaunch()
    #expect(device.navigationStack == ["Checklists", "Birthdays"])
  }

  @Test func listsSavedInAnyOrderAreSortedWhenLoaded() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let lists = ["Trips", "Birthdays", "Chores 10", "Chores 9"].map { Checklist(name: $0) }
    try PropertyListEncoder().encode(lists)
      .write(to: sandbox.documentsDirectory.appendingPathComponent("Checklists.plist"))
    let preferences: [String: Any] = ["ChecklistIndex": -1, "FirstTime": false]
    try PropertyListSerialization.data(fromPropertyList: preferences, format: .xml, options: 0)
      .write(
        to: sandbox.preferencesDirectory
          .appendingPathComponent("\(Checklists07.app.bundleIdentifier).plist"))

    let device = try Device(app: Checklists07.app, sandbox: sandbox)
    #expect(device.rowTexts == ["Birthdays", "Chores 9", "Chores 10", "Trips"])
  }
}
