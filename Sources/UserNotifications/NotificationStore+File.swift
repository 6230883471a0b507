// The system's record of an app's notifications, kept in a file at the top of its container
// so that a new run of the app's program (a relaunch in a script) finds them again.

import Foundation
import HeadlessUIKitCore

extension NotificationStore {
  /// The record as it is written: plain values, with the content's user info as a property
  /// list (what cannot be one is not kept, as iOS keeps only property-list values).
  struct Record: Codable {
    struct Request: Codable {
      var identifier: String
      var title: String
      var subtitle: String
      var body: String
      var badge: Int?
      var sound: String?
      var userInfo: Data?
      var categoryIdentifier: String
      var calendar: DateComponents?
      var timeInterval: TimeInterval?
      var repeats: Bool
    }
    struct Pending: Codable {
      var request: Request
      var fireDate: Date?
      var order: Int
    }
    struct Delivered: Codable {
      var request: Request
      var date: Date
    }
    var pending: [Pending]
    var delivered: [Delivered]
    var authorization: Bool?
    var requestedOptions: Int?
    var nextOrder: Int
  }

  /// Writes the record into the store's file, if it has one; a failed write is said in the
  /// transcript and changes nothing else (the notifications stay scheduled in this run).
  func save() {
    guard let file else { return }
    let record = Record(
      pending: pending.map {
        .init(request: Self.record($0.request), fireDate: $0.fireDate, order: $0.order)
      },
      delivered: delivered.map { .init(request: Self.record($0.request), date: $0.date) },
      authorization: authorization, requestedOptions: requestedOptions.map { Int($0.rawValue) },
      nextOrder: nextOrder)
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      try SandboxFile.write(try encoder.encode(record), to: file)
    } catch {
      UIKitRuntime.trace("the system could not keep the notifications in \(file.path): \(error)")
    }
  }

  /// The store a file holds; an empty one, kept in that file from now on, when there is no
  /// file or it cannot be read (its damage is said in the transcript).
  static func read(from file: URL) -> NotificationStore {
    let store = NotificationStore(file: file)
    guard let data = FileManager.default.contents(atPath: file.path) else { return store }
    guard let record = try? JSONDecoder().decode(Record.self, from: data) else {
      UIKitRuntime.trace("the system's notifications file \(file.path) is damaged: starting empty")
      return store
    }
    store.pending = record.pending.map {
      Pending(request: request($0.request), fireDate: $0.fireDate, order: $0.order)
    }
    store.delivered = record.delivered.map {
      UNNotification(date: $0.date, request: request($0.request))
    }
    store.authorization = record.authorization
    store.requestedOptions = record.requestedOptions.map {
      UNAuthorizationOptions(rawValue: UInt($0))
    }
    store.nextOrder = max(record.nextOrder, (store.pending.map(\.order).max() ?? -1) + 1)
    return store
  }

  private static func record(_ request: UNNotificationRequest) -> Record.Request {
    let content = request.content
    // Only what a property list can hold is kept, key by key.
    let userInfo = Dictionary(
      uniqueKeysWithValues: content.userInfo.compactMap { key, value -> (String, Any)? in
        guard let key = key.base as? String,
          PropertyListSerialization.propertyList(value, isValidFor: .binary)
        else { return nil }
        return (key, value)
      })
    return Record.Request(
      identifier: request.identifier, title: content.title, subtitle: content.subtitle,
      body: content.body, badge: content.badge?.intValue, sound: content.sound?.name,
      userInfo: userInfo.isEmpty
        ? nil
        : try? PropertyListSerialization.data(
          fromPropertyList: userInfo, format: .binary, options: 0),
      categoryIdentifier: content.categoryIdentifier,
      calendar: (request.trigger as? UNCalendarNotificationTrigger)?.dateComponents,
      timeInterval: (request.trigger as? UNTimeIntervalNotificationTrigger)?.timeInterval,
      repeats: request.trigger?.repeats ?? false)
  }

  private static func request(_ record: Record.Request) -> UNNotificationRequest {
    let content = UNNotificationContent()
    content.storedTitle = record.title
    content.storedSubtitle = record.subtitle
    content.storedBody = record.body
    content.storedBadge = record.badge.map { NSNumber(value: $0) }
    content.storedSound = record.sound.map { UNNotificationSound(name: $0) }
    if let data = record.userInfo,
      let values = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any]
    {
      content.storedUserInfo = Dictionary(uniqueKeysWithValues: values.map { ($0.key, $0.value) })
    }
    content.storedCategoryIdentifier = record.categoryIdentifier
    let trigger: UNNotificationTrigger? =
      if let components = record.calendar {
        UNCalendarNotificationTrigger(dateMatching: components, repeats: record.repeats)
      } else if let interval = record.timeInterval {
        UNTimeIntervalNotificationTrigger(timeInterval: interval, repeats: record.repeats)
      } else {
        nil
      }
    return UNNotificationRequest(identifier: record.identifier, content: content, trigger: trigger)
  }
}
