// The clock and time zone the app reads, gathered so that tests can fix them.

import Foundation
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

  /// The device's clock and time zone. The clock is the simulated UIKit's, which is the real
  /// one unless something fixes it, as the chapters' renderer does (on an iPhone: `Date()`).
  @MainActor static var live: TaskEnvironment {
    TaskEnvironment(now: { UIKitRuntime.now() }, timeZone: UIKitRuntime.timeZone)
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
