// The device's clock and the system's side of the app's life: time passing, notifications
// arriving, memory running low.

import Foundation
import HeadlessUIKitCore
import HeadlessUserNotifications
import StepwiseBasics

extension Device {
  /// The device's time now: the clock underneath (the computer's, or a test's fixed one)
  /// moved on by every ``wait(_:file:line:column:)`` so far. App code reads the same.
  public var now: Date {
    UIKitRuntime.now().addingTimeInterval(clockOffset)
  }

  /// Lets time pass: the device's clock moves on by a number of seconds, and every
  /// notification that falls due by then arrives, in the order they fall due (shown by the
  /// system, or, while the app is in front, as its notification centre's delegate says).
  public func wait(
    _ seconds: Int, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.wait(seconds: seconds))
      guard seconds > 0 else { throw failure(.impossible, localized("time only goes forward")) }
      let target = now.addingTimeInterval(TimeInterval(seconds))
      guard target <= Self.lastMoment else {
        throw failure(
          .impossible,
          localized(
            "the clock would pass the end of the year 9999, the last a script's dates name: wait less"
          ))
      }
      try moveClock(to: target)
    }
  }

  /// Lets time pass until a minute, in the device's time zone, as ``wait(_:file:line:column:)``
  /// does; the clock never goes back.
  public func wait(
    until minute: ScriptDate, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.waitUntil(minute))
      let target = minute.date(in: UIKitRuntime.timeZone)
      let current = now
      guard target >= current else {
        throw failure(
          .impossible,
          localized(
            "the clock reads \(ScriptDate(current, in: UIKitRuntime.timeZone)) already: it does not go back"
          ))
      }
      try moveClock(to: target)
    }
  }

  /// The last moment the device's clock reaches: the end of the year 9999, the last a
  /// script's dates (and Foundation's formatters) name.
  static let lastMoment = Date(timeIntervalSince1970: 253_402_300_799)

  private func moveClock(to date: Date) throws {
    clockOffset += date.timeIntervalSince(now)
    transcript.append("  the clock reads \(ScriptDate(date, in: UIKitRuntime.timeZone))")
    let center = UNUserNotificationCenter.system(for: sandbox)
    try perform { center.deliverDue(at: date) }
  }

  /// The system runs low on memory: the app delegate's `applicationDidReceiveMemoryWarning`,
  /// the notification, then `didReceiveMemoryWarning()` on every controller whose view is
  /// loaded, as Xcode's Simulate Memory Warning does.
  public func simulateMemoryWarning(
    file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.memoryWarning)
      let application = try runningApplication()
      try perform { application.receiveMemoryWarning() }
    }
  }

  /// The notifications the system delivered to this app so far, oldest first, whether the
  /// app ran or not.
  public var deliveredNotifications: [UNNotification] {
    UNUserNotificationCenter.system(for: sandbox).deliveredNotifications
  }

  /// The notification requests waiting for their time, in the order the app made them.
  public var pendingNotificationRequests: [UNNotificationRequest] {
    UNUserNotificationCenter.system(for: sandbox).pendingRequests
  }
}
