// The all-lists screen, now fed by the data model, one story per test.

import AppTestSupport
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists06

@MainActor
@Suite struct AllListsScreenTests {
  /// Launches the app and goes back from the first list to the all-lists screen.
  func launchAtTheLists() throws -> Device {
    let device = try Device(app: Checklists06.app)
    try device.goBack()
    return device
  }

  @Test func theListsShowUnderTheTitleChecklists() throws {
    let device = try launchAtTheLists()
    try device.add("Groceries")
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                Checklists              + │
        ├──────────────────────────────────────────┤
        │ List                                 ⓘ › │
        │ Groceries                            ⓘ › │
        ╰──────────────────────────────────────────╯
        """)
  }

  @Test func eachListKeepsItsOwnItems() throws {
    let device = try Device(app: Checklists06.app)
    try device.tap("+")
    try device.type("Milk")
    try device.tap("Done")
    try device.goBack()
    try device.add("Birthdays")
    try device.tapRow("Birthdays")
    #expect(device.title == "Birthdays")
    #expect(device.rows.isEmpty)
    try device.goBack()
    try device.tapRow("List")
    #expect(device.rowTexts == ["Milk"])
  }

  @Test func renamingAListChangesItsRow() throws {
    let device = try launchAtTheLists()
    try device.tapAccessory(row: 0)
    #expect(device.title == "Edit Checklist")
    try device.clear()
    try device.type("To Do")
    try device.tap("Done")
    #expect(device.rowTexts == ["To Do"])
  }

  @Test func swipingAListDeletesItFromTheDataModel() throws {
    let device = try launchAtTheLists()
    try device.add("Groceries")
    try device.deleteRow("List")
    #expect(device.rowTexts == ["Groceries"])
    let appDelegate = try #require(device.application?.delegate as? AppDelegate)
    #expect(appDelegate.dataModel.lists.map(\.name) == ["Groceries"])
  }
}
