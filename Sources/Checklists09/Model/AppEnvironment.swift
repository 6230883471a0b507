// What the app reads of the device around it: the time now, and the calendar of its time zone.

import Foundation

/// The device's clock and calendar, handed to the data model when the app starts.
///
/// On an iPhone they are `Date()` and the Gregorian calendar in the phone's time zone,
/// ``system``. Gathering them here lets the tests, the walkthrough's `wait` and the
/// chapter's pictures start the app on a clock and in a time zone of their choosing, so
/// every due date they see is the same on every machine.
struct AppEnvironment {
  /// The time now.
  var now: @MainActor () -> Date

  /// The calendar due dates are read, shown and scheduled in; its time zone is the device's.
  var calendar: Calendar

  /// The phone's own clock and calendar.
  static var system: AppEnvironment {
    AppEnvironment(now: { Date() }, calendar: Calendar(identifier: .gregorian))
  }

  /// A due date as the item screen shows it, such as "24 Dec 2026, 18:30".
  ///
  /// A fixed pattern, so that the screen reads the same on every machine; an app for the
  /// App Store would set `dateStyle` and `timeStyle` instead, to follow the user's language.
  func text(for date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.dateFormat = "d MMM yyyy, HH:mm"
    return formatter.string(from: date)
  }
}
