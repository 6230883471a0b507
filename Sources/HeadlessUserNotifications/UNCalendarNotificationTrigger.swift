// A trigger that fires at a date and time, or every time the clock matches it.

import Foundation
import HeadlessUIKitCore

/// Fires when the clock matches some date components: only the components given count, so
/// hour and minute alone fire every day at that time (when repeating), and a full date fires
/// once.
///
/// ```swift
/// let components = Calendar.current.dateComponents(
///   [.year, .month, .day, .hour, .minute], from: item.dueDate)
/// let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: false)
/// ```
///
/// Components without a calendar or time zone are read in the Gregorian calendar of the
/// simulated device's time zone (`UIKitRuntime.timeZone`).
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The components the clock must match.
  public let dateComponents: DateComponents

  /// Creates a trigger that fires when the clock matches the components.
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }

  /// The next date, after the simulated clock's now, that the components match.
  open func nextTriggerDate() -> Date? {
    fireDate(after: UserNotificationsRuntime.now)
  }

  override func fireDate(after date: Date) -> Date? {
    var calendar = dateComponents.calendar ?? Calendar(identifier: .gregorian)
    calendar.timeZone = dateComponents.timeZone ?? UserNotificationsRuntime.timeZone
    return calendar.nextDate(
      after: date, matching: dateComponents, matchingPolicy: .nextTime)
  }
}
