// Exercise checklists-09/early-reminder: the reminder comes ten minutes before the due date.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists09EarlyReminder

@MainActor
@Suite(.attachesTranscripts)
struct Checklists09EarlyReminderTests {
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

  @Test func theReminderComesTenMinutesBeforeTheDueDate() throws {
    try onFixedClock {
      let device = try launch(Checklists09.app)
      try addItem("Call Mum", dueAt: "2026-01-01 18:30", on: device)
      try device.wait(until: #require(ScriptDate("2026-01-01 18:19")))
      #expect(device.deliveredNotifications.isEmpty)
      try device.wait(60)
      #expect(device.deliveredNotifications.map(\.request.content.body) == ["Call Mum"])
    }
  }

  @Test func noReminderOnceTheTenMinutesHaveBegun() throws {
    try onFixedClock {
      let device = try launch(Checklists09.app)
      try addItem("Tea", dueAt: "2026-01-01 09:05", on: device)
      #expect(device.pendingNotificationRequests.isEmpty)
      try device.wait(until: #require(ScriptDate("2026-01-01 10:00")))
      #expect(device.deliveredNotifications.isEmpty)
    }
  }

  @Test func editingTheDueDateMovesTheEarlyReminder() throws {
    try onFixedClock {
      let device = try launch(Checklists09.app)
      try addItem("Call Mum", dueAt: "2026-01-01 18:30", on: device)
      try device.tapAccessory(row: "Call Mum")
      try device.tapRow("Due Date")
      try device.pickDate(minute: "2026-01-01 20:00")
      try device.tap("Done")
      try device.wait(until: #require(ScriptDate("2026-01-01 19:49")))
      #expect(device.deliveredNotifications.isEmpty)
      try device.wait(until: #require(ScriptDate("2026-01-01 19:50")))
      #expect(device.deliveredNotifications.map(\.request.content.body) == ["Call Mum"])
    }
  }

  @Test func theDueDateItselfStaysAsPicked() throws {
    try onFixedClock {
      let device = try launch(Checklists09.app)
      try addItem("Call Mum", dueAt: "2026-01-01 18:30", on: device)
      try device.tapAccessory(row: "Call Mum")
      #expect(device.rows.first { $0.text == "Due Date" }?.detail == "1 Jan 2026, 18:30")
    }
  }
}
