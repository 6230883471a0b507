// Reminders: asking permission once, scheduling for a future due date, replacing on edit,
// cancelling on delete, and arriving on the simulated clock, also after a relaunch.

import AppTestSupport
import Foundation
import HeadlessUIKit
import HeadlessUserNotifications
import Testing
import ViewHarness

@testable import Checklists09

@MainActor
@Suite struct ReminderTests {
  @Test func turningRemindMeOnAsksForPermissionOnlyOnce() throws {
    try TestClock.run {
      let device = try Device(app: Checklists09.app)
      try device.tap("+")
      #expect(device.notificationCenter.requestedAuthorizationOptions == nil)
      try device.toggleSwitch("Remind Me")
      let alert = try #require(device.alert, "iOS's permission alert covers the screen")
      #expect(alert.title == "\u{201C}Checklists\u{201D} Would Like to Send You Notifications")
      #expect(alert.actions.map(\.title) == ["Don\u{2019}t Allow", "Allow"])
      #expect(throws: GestureError.self, "nothing behind the alert can be touched") {
        try device.tap("Done")
      }
      try device.tap("Allow")
      #expect(device.alert == nil)
      #expect(device.notificationCenter.requestedAuthorizationOptions == [.alert, .sound])
      #expect(Expectation.switchIsOn("Remind Me", true).mismatch(on: device) == nil)
      try device.toggleSwitch("Remind Me")
      try device.toggleSwitch("Remind Me")
      #expect(device.alert == nil, "iOS asks once; later requests get the same answer")
      try device.relaunch()
      try device.tap("+")
      try device.toggleSwitch("Remind Me")
      #expect(device.alert == nil, "the answer outlives a relaunch")
    }
  }

  @Test func dontAllowTurnsRemindMeBackOffAndNothingIsScheduled() async throws {
    let device = try Device(app: Checklists09.app)
    try device.tap("+")
    try device.type("Call Mum")
    try device.toggleSwitch("Remind Me")
    try device.tap("Don't Allow")
    // The answer comes on a background queue; the app turns the switch off on the main queue.
    await device.settle()
    #expect(Expectation.switchIsOn("Remind Me", false).mismatch(on: device) == nil)
    try device.tap("Done")
    #expect(device.pendingIdentifiers.isEmpty)
    #expect(try device.dataModel.lists[0].items.map(\.shouldRemind) == [false])
    let settings = await device.notificationCenter.notificationSettings()
    #expect(settings.authorizationStatus == .denied)
    #expect(settings.alertSetting == .disabled)
  }

  @Test func savingAReminderForAFutureDateSchedulesOneNamedByTheItemNumber() throws {
    try TestClock.run {
      let device = try Device(app: Checklists09.app)
      try device.addItem("Call Mum", remindAt: "2026-01-01 18:30")
      let item = try #require(device.dataModel.lists.first?.items.first)
      #expect(item.shouldRemind)
      #expect(device.pendingIdentifiers == ["\(item.itemID)"])
      #expect(device.pendingFireMinutes == ["\(item.itemID)": "2026-01-01 18:30"])
      let content = try #require(device.pendingNotificationRequests.first?.content)
      #expect(content.title == "Reminder:")
      #expect(content.body == "Call Mum")
    }
  }

  @Test func noReminderIsScheduledWithoutTheSwitchOrForAPastDate() throws {
    try TestClock.run {
      let device = try Device(app: Checklists09.app)
      try device.addItem("No reminder")
      try device.tap("+")
      try device.type("Too late")
      try device.toggleSwitch("Remind Me")
      try device.tap("Allow")
      try device.tapRow("Due Date")
      try device.pickDate(TestClock.minute("2025-12-31 23:00"))
      try device.tap("Done")
      #expect(device.pendingIdentifiers.isEmpty)
      #expect(try device.dataModel.lists[0].items.map(\.shouldRemind) == [false, true])
    }
  }

  @Test func editingTheItemReplacesItsReminder() throws {
    try TestClock.run {
      let device = try Device(app: Checklists09.app)
      try device.addItem("Call Mum", remindAt: "2026-01-01 18:30")
      try device.tapAccessory(row: "Call Mum")
      #expect(device.rows.map(\.text).contains("Due Date"))
      #expect(device.rows.first { $0.text == "Due Date" }?.detail == "1 Jan 2026, 18:30")
      try device.tapRow("Due Date")
      try device.pickDate(TestClock.minute("2026-01-02 08:00"))
      // The picker took the keyboard away; tapping the field brings it back.
      try device.tapField("Call Mum")
      try device.type(" back")
      try device.tap("Done")
      let item = try #require(device.dataModel.lists.first?.items.first)
      #expect(device.pendingIdentifiers == ["\(item.itemID)"])
      #expect(device.pendingFireMinutes == ["\(item.itemID)": "2026-01-02 08:00"])
      #expect(device.pendingNotificationRequests.first?.content.body == "Call Mum back")

      try device.tapAccessory(row: "Call Mum back")
      try device.toggleSwitch("Remind Me")
      try device.tap("Done")
      #expect(device.pendingIdentifiers.isEmpty, "turning Remind Me off cancels the reminder")
    }
  }

  @Test func deletingTheItemOrItsListCancelsItsReminder() throws {
    try TestClock.run {
      let device = try Device(app: Checklists09.app)
      try device.addItem("Call Mum", remindAt: "2026-01-01 18:30")
      try device.addItem("Water plants", remindAt: "2026-01-01 19:00")
      #expect(device.pendingIdentifiers == ["0", "1"])
      try device.deleteRow("Call Mum")
      #expect(device.pendingIdentifiers == ["1"])

      try device.goBack()
      try device.deleteRow("List")
      #expect(device.pendingIdentifiers.isEmpty)
      try device.wait(until: TestClock.minute("2026-01-02 00:00"))
      #expect(device.deliveredNotifications.isEmpty)
    }
  }

  @Test func aReminderArrivesOnTheSimulatedClockAndTheAppShowsItInFront() throws {
    try TestClock.run {
      let device = try Device(app: Checklists09.app)
      try device.addItem("Call Mum", remindAt: "2026-01-01 18:30")
      try device.wait(until: TestClock.minute("2026-01-01 18:29"))
      #expect(device.deliveredNotifications.isEmpty)

      try device.wait(60)
      #expect(device.deliveredNotifications.map(\.request.content.body) == ["Call Mum"])
      // Delivered to the centre's delegate, the app delegate, which shows it as a banner.
      let presentations = device.notificationCenter.presentations
      #expect(presentations.map(\.identifier) == ["0"])
      #expect(presentations.first?.options == [.banner, .sound])
      #expect(device.pendingIdentifiers.isEmpty)
    }
  }

  @Test func aRelaunchKeepsTheDueDatesAndTheRemindersWhichStillArrive() throws {
    try TestClock.run {
      let device = try Device(app: Checklists09.app)
      try device.addItem("Call Mum", remindAt: "2026-01-01 18:30")
      try device.addItem("Water plants")
      try device.relaunch()

      let items = try device.dataModel.lists[0].items
      #expect(items.map(\.text) == ["Call Mum", "Water plants"])
      #expect(items.map(\.shouldRemind) == [true, false])
      #expect(items.map(\.itemID) == [0, 1])
      #expect(items[0].dueDate == TestClock.start.addingTimeInterval(9.5 * 3600))
      // The old app's objects are gone, and nothing of theirs cancelled the reminder.
      #expect(device.pendingIdentifiers == ["0"])

      try device.tapAccessory(row: "Call Mum")
      #expect(device.rows.first { $0.text == "Due Date" }?.detail == "1 Jan 2026, 18:30")
      #expect(device.rows.first { $0.text == "Remind Me" }?.toggle?.isOn == true)
      try device.tap("Cancel")

      try device.wait(until: TestClock.minute("2026-01-01 18:30"))
      #expect(device.deliveredNotifications.map(\.request.content.body) == ["Call Mum"])
      #expect(device.notificationCenter.presentations.map(\.identifier) == ["0"])
    }
  }

  @Test func aReminderDueWhileTheAppIsInTheBackgroundIsShownByTheSystem() throws {
    try TestClock.run {
      let device = try Device(app: Checklists09.app)
      try device.addItem("Call Mum", remindAt: "2026-01-01 18:30")
      try device.background()
      try device.wait(until: TestClock.minute("2026-01-01 19:00"))
      #expect(device.deliveredNotifications.map(\.request.content.body) == ["Call Mum"])
      #expect(device.notificationCenter.presentations.isEmpty)
    }
  }
}
