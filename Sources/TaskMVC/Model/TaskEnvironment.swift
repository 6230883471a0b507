// The clock and time zone the app reads, gathered so that tests can fix them.

import HeadlessUIKit

/// What the app takes from the world around it: the current time and the time zone.
///
/// The app delegate hands it to the list, which hands it to the create screen. Tests launch
/// the app with a fixed clock and time zone, so every date they see is the same on every
/// machine.
struct TaskEnvironment: Sendable {
  /// The current time, where the date picker starts.
  var now: @MainActor @Sendable () -> Date

  /// The time zone deadlines are picked and shown in.
  var timeZone: TimeZone

  /// The device's clock and time zone. Here the app is launched with the simulated device's
  /// own (see `TaskMVC.device`), which a walkthrough's `wait` moves.
  static var live: TaskEnvironment {
    TaskEnvironment(now: { Date() }, timeZone: .current)
  }

  /// A deadline as the app shows it, such as "2026/12/24 18:30".
  func deadlineText(for date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.timeZone = timeZone
    formatter.dateFormat = "yyyy/MM/dd HH:mm"
    return formatter.string(from: date)
  }
}
