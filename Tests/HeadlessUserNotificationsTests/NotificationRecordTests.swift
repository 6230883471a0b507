// The system's record of an app's notifications, in a file of its container: read back by a
// new run of the app's program with every part of each request, and damage survived.

import Foundation
import HeadlessUIKit
import Testing

@testable import HeadlessUserNotifications

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

  /// The copies of the record kept aside in its folder.
  func keptAside(_ file: URL) -> [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path))
      ?? []
    return names.filter { $0.contains(".damaged-") }
  }

  /// Reads a record, with the console's lines.
  func readWithConsole(_ file: URL) -> (NotificationStore, [String]) {
    var console: [String] = []
    let store = UIKitRuntime.withHooks(.init(console: { console.append($0) })) {
      NotificationStore.read(from: file)
    }
    return (store, console)
  }

  @Test(arguments: [Data(), Data("{\"pending\": 3}".utf8), Data([0xFF, 0x00, 0x7B])])
  func f30_aDamagedRecordIsKeptAsideAndReportedNeverDroppedSilently(damage: Data) throws {
    let file = try temporaryFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    try damage.write(to: file)

    let (store, console) = readWithConsole(file)
    #expect(store.pending.isEmpty && store.delivered.isEmpty && store.authorization == nil)
    let kept = keptAside(file)
    #expect(kept.count == 1)
    #expect(
      kept.first.flatMap {
        FileManager.default.contents(
          atPath: file.deletingLastPathComponent().appendingPathComponent($0).path)
      } == damage, "the damaged record is kept as it was")
    #expect(console.count == 1)
    #expect(console.first?.contains("is damaged") == true)
    #expect(console.first?.contains("kept as \(kept.first ?? "?")") == true)
    store.authorization = false
    store.save()
    #expect(NotificationStore.read(from: file).authorization == false)
  }

  /// A record as a new run reads it: one sound request beside the damaged part.
  nonisolated static func record(
    pending damaged: String = "", options: String = "5", order: String = "0"
  )
    -> String
  {
    let sound = """
      {"request": {"identifier": "sound", "title": "Milk", "subtitle": "", "body": "",
       "categoryIdentifier": "", "timeInterval": 3600, "repeats": false},
       "fireDate": 800000000, "order": 3}
      """
    let pending = damaged.isEmpty ? sound : sound + ", " + damaged
    return """
      {"pending": [\(pending)], "delivered": [], "authorization": true,
       "requestedOptions": \(options), "nextOrder": \(order)}
      """
  }

  nonisolated static func damagedRequest(
    _ trigger: String, fireDate: String = "800000000", order: String = "7"
  )
    -> String
  {
    """
    {"request": {"identifier": "bad", "title": "", "subtitle": "", "body": "",
     "categoryIdentifier": "", \(trigger)}, "fireDate": \(fireDate), "order": \(order)}
    """
  }

  /// Each field the system could not have written, which crashed every launch of the app
  /// (a trap converting -1 to options, UIKit's exception for a repeating trigger under a
  /// minute) or would never fire.
  nonisolated static let damagedFields: [(String, String)] = [
    ("a negative permission", record(options: "-1")),
    ("an unknown permission", record(options: "4096")),
    (
      "a repeating 30 s trigger",
      record(
        pending: damagedRequest(
          #""timeInterval": 30, "repeats": true"#))
    ),
    ("a zero interval", record(pending: damagedRequest(#""timeInterval": 0, "repeats": false"#))),
    (
      "a negative interval",
      record(
        pending: damagedRequest(
          #""timeInterval": -5, "repeats": false"#))
    ),
    (
      "hour 25",
      record(
        pending: damagedRequest(
          #""calendar": {"hour": 25}, "repeats": true"#))
    ),
    (
      "a date past year 9999",
      record(
        pending: damagedRequest(
          #""timeInterval": 90, "repeats": false"#, fireDate: "1e300"))
    ),
  ]

  @Test(arguments: damagedFields)
  func f30_aDamagedFieldIsKeptAsideReportedAndTheSoundPartsRead(field: String, record: String)
    throws
  {
    let file = try temporaryFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    try Data(record.utf8).write(to: file)

    let (store, console) = readWithConsole(file)

    #expect(store.pending.map(\.request.identifier).contains("sound"), "\(field)")
    #expect(!store.pending.map(\.request.identifier).contains("bad"), "\(field)")
    #expect(store.authorization == true)
    #expect(keptAside(file).count == 1, "\(field): the record as it was is kept")
    #expect(console.count == 1 && console.first?.contains("is damaged") == true, "\(field)")
    let order = store.takeOrder()
    #expect(order == store.pending.count, "\(field): the next order follows the kept ones")
    let again = NotificationStore.read(from: file)
    #expect(again.pending.map(\.request.identifier) == ["sound"], "the sound part is saved")
    #expect(keptAside(file).count == 1, "\(field): the record written back is sound")
  }

  @Test func requestsKeepTheirOrderNumberedAnewFromZero() throws {
    let file = try temporaryFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    // An order of Int.max stopped every launch: the next one, one more, overflowed.
    let last = Self.damagedRequest(#""timeInterval": 90, "repeats": false"#, order: "\(Int.max)")
      .replacingOccurrences(of: "\"bad\"", with: "\"last\"")
    let first = Self.damagedRequest(#""timeInterval": 90, "repeats": false"#, order: "-40")
      .replacingOccurrences(of: "\"bad\"", with: "\"first\"")
    try Data(Self.record(pending: last + ", " + first, order: "\(Int.max)").utf8).write(to: file)

    let (store, console) = readWithConsole(file)

    #expect(store.pending.map(\.request.identifier) == ["first", "sound", "last"])
    #expect(store.pending.map(\.order) == [0, 1, 2])
    #expect(store.takeOrder() == 3)
    #expect(console.isEmpty, "an order is only a place in a line: nothing is damaged")
  }

  @Test func aRecordOfManyDeliveriesOfOneReminderIsReadAsOne() throws {
    let file = try temporaryFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let request = UNNotificationRequest(
      identifier: "hourly", content: UNNotificationContent(),
      trigger: UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true))
    let other = UNNotificationRequest(
      identifier: "other", content: UNNotificationContent(), trigger: nil)
    let store = NotificationStore(file: file)
    store.delivered =
      (0..<500).map {
        UNNotification(date: Date(timeIntervalSince1970: Double($0)), request: request)
      }
      + [UNNotification(date: Date(timeIntervalSince1970: 600), request: other)]
    store.save()

    let read = NotificationStore.read(from: file)

    #expect(read.delivered.map(\.request.identifier) == ["hourly", "other"])
    #expect(read.delivered.first?.date == Date(timeIntervalSince1970: 499), "the latest is kept")
  }

  @Test func aRecordLargerThanAnyAppWritesIsKeptAsideUnread() throws {
    let file = try temporaryFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    try #require(FileManager.default.createFile(atPath: file.path, contents: nil))
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: UInt64(NotificationStore.largestRecord + 1))
    try handle.close()

    let (store, console) = readWithConsole(file)

    #expect(store.pending.isEmpty)
    #expect(keptAside(file).count == 1)
    #expect(console.first?.contains("larger than 8 MB") == true)
  }

  @Test(arguments: ["/dev/zero", "elsewhere"])
  func aRecordThatIsALinkIsKeptAsideUnreadAndNotFollowed(destination: String) throws {
    let file = try temporaryFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let target =
      destination.hasPrefix("/")
      ? destination : file.deletingLastPathComponent().appendingPathComponent(destination).path
    if !destination.hasPrefix("/") { try Data("{}".utf8).write(to: URL(fileURLWithPath: target)) }
    try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: target)

    let (store, console) = readWithConsole(file)

    #expect(store.pending.isEmpty)
    #expect(console.first?.contains("it is not a plain file") == true)
    #expect(keptAside(file).count == 1, "the link is kept aside, not what it leads to")
  }

  /// What a new run of the app's program reads: the record in the sandbox, not this
  /// process's memory.
  func recordedOnDisk(_ app: NotificationTestApp) -> NotificationStore {
    NotificationStore.read(
      from: app.sandbox.root.appendingPathComponent(AppSandbox.notificationsFileName))
  }

  @Test func everyChangeTheAppMakesIsOnDiskForTheNextRunOfItsProgram() throws {
    let app = try NotificationTestApp()
    defer { app.stop() }
    app.run {
      let center = UNUserNotificationCenter.current()
      center.requestAuthorization(options: [.alert, .sound]) { _, _ in }
      app.answerPermission(allow: true)
      for identifier in ["1", "2", "3"] { center.add(request(identifier, after: 600)) }
    }
    #expect(recordedOnDisk(app).pending.map(\.request.identifier) == ["1", "2", "3"])
    #expect(recordedOnDisk(app).authorization == true)
    #expect(recordedOnDisk(app).requestedOptions == [.alert, .sound])

    // The deleted item's reminder: cancelled here, it must not fire in the next run.
    app.run {
      UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ["2"])
    }
    #expect(recordedOnDisk(app).pending.map(\.request.identifier) == ["1", "3"])

    app.advance(by: 600)
    #expect(recordedOnDisk(app).pending.isEmpty, "delivered, so no longer pending")
    #expect(recordedOnDisk(app).delivered.map(\.request.identifier) == ["1", "3"])

    app.run {
      let center = UNUserNotificationCenter.current()
      center.add(request("4", after: 600))
      center.removeAllPendingNotificationRequests()
      center.removeAllDeliveredNotifications()
    }
    #expect(recordedOnDisk(app).pending.isEmpty && recordedOnDisk(app).delivered.isEmpty)
  }
}
