// A fixed clock and time zone for the tasks app, so every date in a test is the same anywhere.

import Foundation
import HeadlessUIKit
import ViewHarness

@testable import TaskMVC

/// Dates in Tokyo time, and the app launched with a Tokyo clock stopped at 2026/11/22 09:00.
enum TestClock {
  static let tokyo = TimeZone(identifier: "Asia/Tokyo") ?? .current

  /// A moment given as Tokyo wall-clock time.
  static func tokyoTime(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int)
    -> Date
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = tokyo
    let components = DateComponents(
      year: year, month: month, day: day, hour: hour, minute: minute)
    return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
  }

  /// The app with the stopped clock, in a time zone (Tokyo unless another is given).
  static func app(timeZone: TimeZone = tokyo) -> AppDescriptor {
    let now = tokyoTime(2026, 11, 22, 9, 0)
    return TaskMVC.makeApp(environment: TaskEnvironment(now: { now }, timeZone: timeZone))
  }

  /// Christmas Eve, 18:30 in Tokyo.
  static let christmasEve = tokyoTime(2026, 12, 24, 18, 30)
}

extension Device {
  /// Taps "+", types the text, picks the deadline, saves, and taps OK on "保存しました".
  func createTask(_ text: String, deadline: Date = TestClock.christmasEve) throws {
    try tap("+")
    try type(text)
    try pickDate(deadline)
    try tap("保存する")
    try tap("OK")
  }
}
