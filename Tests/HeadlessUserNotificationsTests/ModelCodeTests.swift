// Model code that schedules its own reminder compiles as it would for iOS: a plain
// (nonisolated) class calls UserNotifications without any main-actor annotation.

import Foundation
import HeadlessUIKit
import HeadlessUserNotifications
import Testing

/// A to-do item that keeps a reminder scheduled while it should remind, written the way an
/// iOS model class is: no actor, no UI.
final class ReminderItem: NSObject, Codable {
  var text = ""
  var dueDate = Date()
  var shouldRemind = false
  var itemID = 0

  /// Replaces the item's pending reminder with one for its due date, if it should remind
  /// and the date is still ahead.
  func scheduleNotification(now: Date) {
    removeNotification()
    guard shouldRemind, dueDate > now else { return }
    let content = UNMutableNotificationContent()
    content.title = "Reminder:"
    content.body = text
    content.sound = UNNotificationSound.default
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    let components = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute], from: dueDate)
    let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
    let request = UNNotificationRequest(identifier: "\(itemID)", content: content, trigger: trigger)
    UNUserNotificationCenter.current().add(request)
  }

  /// Cancels the item's pending reminder.
  func removeNotification() {
    UNUserNotificationCenter.current().removePendingNotificationRequests(
      withIdentifiers: ["\(itemID)"])
  }
}

@MainActor
@Suite struct ModelCodeTests {
  @Test func aModelClassSchedulesAndCancelsItsReminder() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    let item = ReminderItem()
    item.text = "Buy milk"
    item.itemID = 7
    item.shouldRemind = true
    item.dueDate = NotificationTestApp.start.addingTimeInterval(3600)
    app.run {
      item.scheduleNotification(now: app.now)
      #expect(pendingIdentifiers() == ["7"])
      item.shouldRemind = false
      item.scheduleNotification(now: app.now)
      #expect(pendingIdentifiers().isEmpty)
    }
  }
}
