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

  /// The largest record the system reads: far more than any app schedules (a request
  /// takes well under a kilobyte); a larger file is damaged.
  static let largestRecord = 8 << 20

  /// The store a file holds, every field checked: an empty one, kept in that file from now
  /// on, when there is no file.
  ///
  /// A record that cannot be read, or holds a part the system could not have written (a
  /// negative permission, a trigger iOS refuses, a date outside the calendar), is kept
  /// aside beside it as `….damaged-<time>.json` and the console says what was wrong and
  /// where the copy is; the parts that are sound are read and written back, so one bad
  /// request costs nothing else. The requests keep their order, numbered anew from 0.
  static func read(from file: URL) -> NotificationStore {
    let store = NotificationStore(file: file)
    // The link itself, not what it leads to: a link to /dev/zero would be read forever.
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else {
      return store
    }
    let record: Record
    do throws(RecordDamage) {
      record = try Self.record(in: file, attributes: attributes)
    } catch {
      keepAside(file, problems: [error.reason], readInstead: "no notifications")
      return store
    }
    var problems: [String] = []
    func checked<T>(_ part: () throws(RecordDamage) -> T) -> T? {
      do throws(RecordDamage) { return try part() } catch {
        problems.append(error.reason)
        return nil
      }
    }
    let pending = record.pending.enumerated()
      .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
      .compactMap { _, entry in
        checked { () throws(RecordDamage) -> (UNNotificationRequest, Date?) in
          (try request(entry.request), try entry.fireDate.map(checkedDate))
        }
      }
    store.pending = pending.enumerated().map {
      Pending(request: $0.element.0, fireDate: $0.element.1, order: $0.offset)
    }
    store.nextOrder = store.pending.count
    let delivered = record.delivered.compactMap { entry in
      checked { () throws(RecordDamage) in
        UNNotification(date: try checkedDate(entry.date), request: try request(entry.request))
      }
    }
    // A notification delivered again replaces the earlier one with its identifier.
    store.delivered = delivered.enumerated().filter { index, notification in
      !delivered[(index + 1)...].contains {
        $0.request.identifier == notification.request.identifier
      }
    }.map(\.element)
    store.authorization = record.authorization
    store.requestedOptions =
      checked { () throws(RecordDamage) in
        try record.requestedOptions.map(checkedOptions)
      } ?? nil
    if !problems.isEmpty {
      keepAside(file, problems: problems, readInstead: "the rest of it")
      store.save()
    }
    return store
  }

  /// The record a plain file of a sensible size holds, decoded; why not, in words.
  static func record(
    in file: URL, attributes: [FileAttributeKey: Any]
  ) throws(RecordDamage) -> Record {
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw RecordDamage("it is not a plain file")
    }
    guard (attributes[.size] as? Int ?? 0) <= largestRecord else {
      throw RecordDamage("it is larger than \(largestRecord >> 20) MB")
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw RecordDamage("it cannot be read")
    }
    guard let record = try? JSONDecoder().decode(Record.self, from: data) else {
      throw RecordDamage("it is not a notifications record")
    }
    return record
  }

  /// A part of the record the system could not have written, said in words.
  struct RecordDamage: Error {
    let reason: String

    init(_ reason: String) {
      self.reason = reason
    }
  }

  /// Moves a damaged record aside and says so in the console and the transcript.
  private static func keepAside(_ file: URL, problems: [String], readInstead: String) {
    let kept = FileDamage.moveAside(file)
    let shown = problems.prefix(3).joined(separator: "; ")
    let more = problems.count > 3 ? " and \(problems.count - 3) more" : ""
    let copy = kept.map { "kept as \($0.lastPathComponent)" } ?? "it could not be kept aside"
    let message =
      "the system's notifications record \(file.path) is damaged (\(shown)\(more)): "
      + "\(copy); reading \(readInstead)"
    UIKitRuntime.log(message)
    UIKitRuntime.trace(message)
  }

  /// The earliest and latest dates the system keeps: the calendar's years 1 to 9999.
  static let keptDates =
    Date(
      timeIntervalSinceReferenceDate: -63_113_904_000)...Date(
      timeIntervalSinceReferenceDate: 252_423_993_599)

  private static func checkedDate(_ date: Date) throws(RecordDamage) -> Date {
    guard keptDates.contains(date) else {
      throw RecordDamage(
        "the date \(date.timeIntervalSinceReferenceDate) is outside years 1 to 9999")
    }
    return date
  }

  private static func checkedOptions(_ rawValue: Int) throws(RecordDamage) -> UNAuthorizationOptions
  {
    let known: UNAuthorizationOptions = [
      .badge, .sound, .alert, .carPlay, .criticalAlert, .providesAppNotificationSettings,
      .provisional,
    ]
    guard rawValue >= 0, UInt(rawValue) & ~known.rawValue == 0 else {
      throw RecordDamage("the permission asked for, \(rawValue), is no set of options")
    }
    return UNAuthorizationOptions(rawValue: UInt(rawValue))
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

  /// The request a record holds, once its trigger is one iOS accepts: a time interval above
  /// 0 (at least 60 seconds when it repeats) and date components within their ranges.
  private static func request(_ record: Record.Request) throws(RecordDamage)
    -> UNNotificationRequest
  {
    let name = "\"\(record.identifier)\""
    if let interval = record.timeInterval {
      guard interval > 0, interval <= keptDates.upperBound.timeIntervalSince(keptDates.lowerBound)
      else { throw RecordDamage("\(name) fires after \(interval) seconds") }
      guard !record.repeats || interval >= 60 else {
        throw RecordDamage("\(name) repeats every \(interval) seconds, under a minute")
      }
    }
    if let components = record.calendar, let wrong = outOfRange(components) {
      throw RecordDamage("\(name) fires at \(wrong)")
    }
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

  /// The first date component outside its range (as "hour 25"), or nil when all are in.
  private static func outOfRange(_ components: DateComponents) -> String? {
    let ranges: [(String, Int?, ClosedRange<Int>)] = [
      ("era", components.era, 0...1), ("year", components.year, 1...9999),
      ("month", components.month, 1...13), ("day", components.day, 1...31),
      ("hour", components.hour, 0...23), ("minute", components.minute, 0...59),
      ("second", components.second, 0...60),
      ("nanosecond", components.nanosecond, 0...999_999_999),
      ("weekday", components.weekday, 1...7), ("weekdayOrdinal", components.weekdayOrdinal, -5...5),
      ("quarter", components.quarter, 1...4), ("weekOfMonth", components.weekOfMonth, 1...6),
      ("weekOfYear", components.weekOfYear, 1...53),
      ("yearForWeekOfYear", components.yearForWeekOfYear, 1...9999),
    ]
    for (name, value, range) in ranges {
      if let value, !range.contains(value) { return "\(name) \(value)" }
    }
    return nil
  }
}
