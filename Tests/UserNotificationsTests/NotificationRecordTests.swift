// The system's record of an app's notifications, in a file of its container: read back by a
// new run of the app's program with every part of each request, and damage survived.

import Foundation
import HeadlessUIKit
import Testing

@testable import UserNotifications

@MainActor
@Suite struct NotificationRecordTests {
  func temporaryFile() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("notification-record-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(AppSandbox.notificationsFileName)
  }

  @Test func aNewRunReadsEveryPartOfThePendingAndDeliveredNotifications() throws {
    let file = try temporaryFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let content = UNMutableNotificationContent()
    content.title = "Buy milk"
    content.subtitle = "Groceries"
    content.body = "Before 6 pm ✔︎"
    content.badge = 3
    content.sound = .default
    content.categoryIdentifier = "item"
    // A value no property list can hold is not kept; the others are.
    content.userInfo = ["itemID": 7, "list": "Groceries", "odd": NSObject()]
    var components = DateComponents()
    components.hour = 9
    components.minute = 30
    let daily = UNNotificationRequest(
      identifier: "daily", content: content,
      trigger: UNCalendarNotificationTrigger(dateMatching: components, repeats: true))
    let soon = UNNotificationRequest(
      identifier: "soon", content: UNNotificationContent(),
      trigger: UNTimeIntervalNotificationTrigger(timeInterval: 90, repeats: false))
    let fireDate = Date(timeIntervalSince1970: 1_800_000_000)

    let store = NotificationStore(file: file)
    store.pending = [
      .init(request: daily, fireDate: fireDate, order: store.takeOrder()),
      .init(request: soon, fireDate: nil, order: store.takeOrder()),
    ]
    store.delivered = [UNNotification(date: fireDate, request: soon)]
    store.authorization = true
    store.requestedOptions = [.alert, .sound]
    store.save()
    let read = NotificationStore.read(from: file)

    #expect(read.pending.map(\.request.identifier) == ["daily", "soon"])
    #expect(read.pending.map(\.fireDate) == [fireDate, nil])
    #expect(read.pending.map(\.order) == [0, 1])
    #expect(read.takeOrder() == 2, "the next request is scheduled after the kept ones")
    let kept = try #require(read.pending.first?.request)
    #expect(kept.content.title == "Buy milk")
    #expect(kept.content.subtitle == "Groceries")
    #expect(kept.content.body == "Before 6 pm ✔︎")
    #expect(kept.content.badge == 3)
    #expect(kept.content.sound?.name == "default")
    #expect(kept.content.categoryIdentifier == "item")
    #expect(kept.content.userInfo["itemID"] as? Int == 7)
    #expect(kept.content.userInfo["list"] as? String == "Groceries")
    #expect(kept.content.userInfo["odd"] == nil)
    let trigger = try #require(kept.trigger as? UNCalendarNotificationTrigger)
    #expect(trigger.dateComponents.hour == 9 && trigger.dateComponents.minute == 30)
    #expect(trigger.repeats)
    let interval = try #require(
      read.pending.last?.request.trigger as? UNTimeIntervalNotificationTrigger)
    #expect(interval.timeInterval == 90 && !interval.repeats)
    #expect(read.delivered.map(\.request.identifier) == ["soon"])
    #expect(read.delivered.map(\.date) == [fireDate])
    #expect(read.authorization == true)
    #expect(read.requestedOptions == [.alert, .sound])
  }

  @Test(arguments: [Data(), Data("{\"pending\": 3}".utf8), Data([0xFF, 0x00, 0x7B])])
  func aDamagedRecordStartsEmptyAndIsWrittenAfresh(damage: Data) throws {
    let file = try temporaryFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    try damage.write(to: file)

    let store = NotificationStore.read(from: file)
    #expect(store.pending.isEmpty && store.delivered.isEmpty && store.authorization == nil)
    store.authorization = false
    store.save()
    #expect(NotificationStore.read(from: file).authorization == false)
  }
}
