// A data file saved by stage 08, whose items have no due date, reminder or number, loads:
// the new fields get their defaults, and each item a number of its own.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists09

@MainActor
@Suite struct MigrationTests {
  /// Two lists as stage 08 saves them: `PropertyListEncoder` writing its `Checklist` and
  /// `ChecklistItem`, which have only a name, an icon, items, a text and a check.
  static let fileSavedBy08 = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
    "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <array>
      <dict>
        <key>iconName</key><string>Groceries</string>
        <key>items</key>
        <array>
          <dict><key>checked</key><false/><key>text</key><string>Milk</string></dict>
          <dict><key>checked</key><true/><key>text</key><string>Eggs</string></dict>
        </array>
        <key>name</key><string>Groceries</string>
      </dict>
      <dict>
        <key>iconName</key><string>Trips</string>
        <key>items</key>
        <array>
          <dict><key>checked</key><false/><key>text</key><string>Passport</string></dict>
        </array>
        <key>name</key><string>Trips</string>
      </dict>
    </array>
    </plist>
    """

  /// A sandbox holding 08's data file and 08's preferences (no list open).
  static func sandboxOf08() throws -> AppSandbox {
    let sandbox = try AppSandbox.inMemory()
    try Data(fileSavedBy08.utf8).write(to: sandbox.dataFile)
    try sandbox.writePreferencesOfAnEarlierLaunch()
    return sandbox
  }

  @Test func theListsOf08LoadWithNoRemindersAndAnItemNumberEach() throws {
    try TestClock.run {
      let sandbox = try Self.sandboxOf08()
      let device = try Device(app: Checklists09.app, sandbox: sandbox)
      let model = try device.dataModel
      #expect(
        model.lists.map(\.summary) == [
          "Groceries (Groceries): Milk, Eggs √", "Trips (Trips): Passport",
        ])
      let items = model.lists.flatMap(\.items)
      #expect(items.map(\.shouldRemind) == [false, false, false])
      #expect(Set(items.map(\.itemID)) == [0, 1, 2])
      #expect(device.pendingNotificationRequests.isEmpty)
      #expect(device.presentedAlert == nil, "an older file is not a damaged one")
      #expect(try sandbox.documentsFileNames() == ["Checklists.plist"])
    }
  }

  @Test func aNewItemAfterTheUpdateGetsANumberNoOldItemHas() throws {
    try TestClock.run {
      let device = try Device(app: Checklists09.app, sandbox: Self.sandboxOf08())
      try device.tapRow("Trips")
      try device.addItem("Tickets", remindAt: "2026-01-01 12:00")
      let items = try device.dataModel.lists.flatMap(\.items)
      #expect(Set(items.map(\.itemID)).count == 4)
      #expect(device.pendingIdentifiers == ["3"])
    }
  }

  @Test func theNextSaveWritesTheNewFieldsAndTheyReadBack() throws {
    try TestClock.run {
      let sandbox = try Self.sandboxOf08()
      let device = try Device(app: Checklists09.app, sandbox: sandbox)
      try device.tapRow("Groceries")
      try device.tapAccessory(row: "Milk")
      try device.toggleSwitch("Remind Me")
      try device.tap("Allow")
      try device.tapRow("Due Date")
      try device.pickDate(TestClock.minute("2026-01-03 10:00"))
      try device.tap("Done")
      let milk = try #require(try device.dataModel.lists[0].items.first)
      #expect(device.pendingIdentifiers == ["\(milk.itemID)"])

      let saved = try sandbox.savedLists().flatMap(\.items)
      #expect(saved.map(\.text) == ["Milk", "Eggs", "Passport"])
      #expect(saved.map(\.shouldRemind) == [true, false, false])
      #expect(saved[0].itemID == milk.itemID)
      #expect(saved[0].dueDate == milk.dueDate)
    }
  }
}
