// Exercise checklists-09/checked-no-reminder: checking an item cancels its reminder, and
// unchecking it brings the reminder back while its due date is ahead.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists09CheckedNoReminder

@MainActor
@Suite(.attachesTranscripts)
struct Checklists09CheckedNoReminderTests {
  /// 1 January 2026, 09:00 UTC: every test starts there.
  static let start = Date(timeIntervalSince1970: 1_767_258_000)

  /// Runs a test with the device's clock and time zone fixed.
  func onFixedClock(_ body: () throws -> Void) throws {
    let hooks = UIKitRuntime.Hooks(
      now: { Self.start }, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
    try UIKitRuntime.withHooks(hooks, body)
  }

  /// Adds an item to the first list, which the first launch opens, with a reminder.
  func addItem(_ text: String, dueAt minute: String, on device: Device) throws {
    try device.tap("+")
    try device.type(text)
    try device.toggleSwitch("Remind Me")
    // The first time, iOS asks whether the app may notify.
    if device.presentedAlert != nil { try device.tap("Allow") }
    try device.tapRow("Due Date")
    try device.pickDate(minute: minute)
    try device.tap("Done")
  }

  /// The texts of the pending reminders.
  func pendingTexts(_ device: Device) -> [String] {
    device.pendingNotificationRequests.map(\.content.body)
  }

  @Test func checkingAnItemCancelsItsReminder() throws {
    try onFixedClock {
      let device = try launch(Checklists09.app)
      try addItem("Call Mum", dueAt: "2026-01-01 18:30", on: device)
      try addItem("Water plants", dueAt: "2026-01-01 19:00", on: device)
      try device.tapRow("Call Mum")
      #expect(device.rows.first?.isChecked == true)
      #expect(pendingTexts(device) == ["Water plants"])
      try device.wait(until: #require(ScriptDate("2026-01-01 20:00")))
      #expect(device.deliveredNotifications.map(\.request.content.body) == ["Water plants"])
    }
  }

  @Test func uncheckingBringsTheReminderBack() throws {
    try onFixedClock {
      let device = try launch(Checklists09.app)
      try addItem("Call Mum", dueAt: "2026-01-01 18:30", on: device)
      try device.tapRow("Call Mum")
      try device.tapRow("Call Mum")
      #expect(device.rows.first?.isChecked == false)
      #expect(pendingTexts(device) == ["Call Mum"])
      try device.wait(until: #require(ScriptDate("2026-01-01 18:30")))
      #expect(device.deliveredNotifications.map(\.request.content.body) == ["Call Mum"])
    }
  }

  @Test func anItemUncheckedAfterItsDueDateGetsNoReminder() throws {
    try onFixedClock {
      let device = try launch(Checklists09.app)
      try addItem("Call Mum", dueAt: "2026-01-01 18:30", on: device)
      try device.tapRow("Call Mum")
      try device.wait(until: #require(ScriptDate("2026-01-01 19:00")))
      try device.tapRow("Call Mum")
      #expect(pendingTexts(device).isEmpty)
      #expect(device.deliveredNotifications.isEmpty)
    }
  }

  @Test func itemsWithoutAReminderCheckAsBefore() throws {
    try onFixedClock {
      let device = try launch(Checklists09.app)
      try device.tap("+")
      try device.type("Milk")
      try device.tap("Done")
      try device.tapRow("Milk")
      #expect(device.rows.first?.isChecked == true)
      #expect(pendingTexts(device).isEmpty)
      try device.tapRow("Milk")
      #expect(device.rows.first?.isChecked == false)
      #expect(pendingTexts(device).isEmpty)
    }
  }
}
