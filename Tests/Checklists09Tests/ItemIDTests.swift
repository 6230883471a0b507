// Item numbers: handed out once each and stored in the preferences, as the book does, and
// never one an item already has, even when the preferences were lost.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists09

@MainActor
@Suite struct ItemIDTests {
  @Test func eachNewItemGetsTheNextNumberWhichThePreferencesKeep() throws {
    try TestClock.run {
      let device = try Device(app: Checklists09.app)
      try device.addItem("Milk")
      try device.addItem("Eggs")
      #expect(try device.dataModel.lists[0].items.map(\.itemID) == [0, 1])
      try device.relaunch()
      #expect(try device.dataModel.defaults.integer(forKey: "ChecklistItemID") == 2)
      try device.addItem("Bread")
      #expect(try device.dataModel.lists[0].items.map(\.itemID) == [0, 1, 2])
    }
  }

  @Test func lostPreferencesNeverHandOutANumberAnItemHasAndItsReminderStays() throws {
    try TestClock.run {
      let sandbox = try AppSandbox.inMemory()
      let device = try Device(app: Checklists09.app, sandbox: sandbox)
      try device.addItem("Call Mum", remindAt: "2026-01-01 18:30")
      try device.terminate()
      // Preferences reset, the lists kept: "ChecklistItemID" would start again at 0.
      try FileManager.default.removeItem(at: sandbox.preferencesFile)
      try device.launch()
      // No list was open, as far as the new preferences know.
      try device.tapRow("List")

      try device.addItem("Water plants", remindAt: "2026-01-01 19:00")
      let items = try device.dataModel.lists[0].items
      #expect(items.map(\.itemID) == [0, 1])
      #expect(device.pendingIdentifiers == ["0", "1"])
      #expect(device.pendingNotificationRequests.first?.content.body == "Call Mum")
    }
  }

  @Test func aFileWhoseItemsShareANumberGivesTheLaterOneANewNumber() throws {
    try TestClock.run {
      let sandbox = try AppSandbox.inMemory()
      let due = TestClock.start
      try sandbox.writeLists([
        Checklist(
          name: "Chores",
          items: [
            ChecklistItem(text: "Dishes", dueDate: due, itemID: 5),
            ChecklistItem(text: "Laundry", dueDate: due, itemID: 5),
          ])
      ])
      try sandbox.writePreferencesOfAnEarlierLaunch()
      let device = try Device(app: Checklists09.app, sandbox: sandbox)
      #expect(try device.dataModel.lists[0].items.map(\.itemID) == [5, 6])
    }
  }
}
