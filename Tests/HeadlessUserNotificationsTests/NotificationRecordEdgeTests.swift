// The record's edges the mutation check found untested: a save that fails, an empty
// permission, a message naming many damaged parts.

import Foundation
import HeadlessUIKit
import Testing

@testable import HeadlessUserNotifications

@MainActor
@Suite struct NotificationRecordEdgeTests {
  let records = NotificationRecordTests()

  @Test func aSaveThatFailsIsSaidInTheTranscript() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("notification-record-\(UUID().uuidString)")
    let file = folder.appendingPathComponent("missing").appendingPathComponent("record.json")
    let store = NotificationStore(file: file)
    store.authorization = true
    var transcript: [String] = []
    UIKitRuntime.withHooks(.init(trace: { line, _ in transcript.append(line) })) { store.save() }
    #expect(transcript.count == 1)
    #expect(transcript.first?.contains("could not keep the notifications in \(file.path)") == true)
  }

  @Test func anEmptyPermissionIsReadBackAsAskedNotAsDamage() throws {
    let file = try records.temporaryFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let store = NotificationStore(file: file)
    store.requestedOptions = []
    store.save()

    let (read, console) = records.readWithConsole(file)

    #expect(read.requestedOptions == [])
    #expect(console.isEmpty)
  }

  @Test func aRecordWithManyDamagedPartsNamesThreeAndCountsTheRest() throws {
    let file = try records.temporaryFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let damaged = (1...4).map { seconds in
      NotificationRecordTests.damagedRequest(#""timeInterval": -\#(seconds), "repeats": false"#)
    }
    try Data(NotificationRecordTests.record(pending: damaged.joined(separator: ", ")).utf8)
      .write(to: file)

    let (read, console) = records.readWithConsole(file)

    #expect(read.pending.map(\.request.identifier) == ["sound"])
    let message = try #require(console.first)
    #expect(message.contains("fires after -3.0 seconds and 1 more)"))
    #expect(!message.contains("-4.0"))
  }
}

extension NotificationRecordEdgeTests {
  @Test func aRequestRepeatingEveryMinuteExactlyIsSound() throws {
    let file = try records.temporaryFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let minutely = NotificationRecordTests.damagedRequest(#""timeInterval": 60, "repeats": true"#)
    try Data(NotificationRecordTests.record(pending: minutely).utf8).write(to: file)

    let (read, console) = records.readWithConsole(file)

    #expect(read.pending.map(\.request.identifier) == ["sound", "bad"])
    #expect(console.isEmpty)
  }

  /// Each date component, and the first and last value iOS accepts for it.
  nonisolated static let componentRanges: [(String, Int, Int)] = [
    ("era", 0, 1), ("year", 1, 9999), ("month", 1, 13), ("day", 1, 31), ("hour", 0, 23),
    ("minute", 0, 59), ("second", 0, 60), ("nanosecond", 0, 999_999_999), ("weekday", 1, 7),
    ("weekdayOrdinal", -5, 5), ("quarter", 1, 4), ("weekOfMonth", 1, 6), ("weekOfYear", 1, 53),
    ("yearForWeekOfYear", 1, 9999),
  ]

  @Test(arguments: componentRanges)
  func aDateComponentIsSoundFromItsFirstToItsLastValueOnly(name: String, first: Int, last: Int)
    throws
  {
    for (value, isSound) in [(first - 1, false), (first, true), (last, true), (last + 1, false)] {
      let file = try records.temporaryFile()
      defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
      let request = NotificationRecordTests.damagedRequest(
        #""calendar": {"\#(name)": \#(value)}, "repeats": false"#)
      try Data(NotificationRecordTests.record(pending: request).utf8).write(to: file)

      let (read, console) = records.readWithConsole(file)

      let identifiers = read.pending.map(\.request.identifier)
      #expect(identifiers == (isSound ? ["sound", "bad"] : ["sound"]), "\(name) \(value)")
      #expect(console.isEmpty == isSound, "\(name) \(value)")
      if !isSound { #expect(console.first?.contains("fires at \(name) \(value)") == true) }
    }
  }

  @Test func theOptionsHaveTheBitsIOSGivesThem() {
    let authorization: [UNAuthorizationOptions] = [
      .badge, .sound, .alert, .carPlay, .criticalAlert, .providesAppNotificationSettings,
      .provisional,
    ]
    #expect(authorization.map(\.rawValue) == [1, 2, 4, 8, 16, 32, 64])
    let presentation: [UNNotificationPresentationOptions] = [
      .badge, .sound, .alert, .list, .banner,
    ]
    #expect(presentation.map(\.rawValue) == [1, 2, 4, 8, 16])
  }

  @Test func aDateIsSoundFromTheFirstSecondOfYearOneToTheLastOfYear9999Only() throws {
    let first = NotificationStore.keptDates.lowerBound.timeIntervalSinceReferenceDate
    let last = NotificationStore.keptDates.upperBound.timeIntervalSinceReferenceDate
    #expect(first == -63_113_904_000 && last == 252_423_993_599)
    for (seconds, isSound) in [
      (first - 1, false), (first, true), (last, true), (last + 1, false),
    ] {
      let file = try records.temporaryFile()
      defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
      let request = NotificationRecordTests.damagedRequest(
        #""timeInterval": 90, "repeats": false"#, fireDate: String(format: "%.0f", seconds))
      try Data(NotificationRecordTests.record(pending: request).utf8).write(to: file)

      let (read, _) = records.readWithConsole(file)

      let identifiers = read.pending.map(\.request.identifier)
      #expect(identifiers == (isSound ? ["sound", "bad"] : ["sound"]), "\(seconds)")
    }
  }
}
