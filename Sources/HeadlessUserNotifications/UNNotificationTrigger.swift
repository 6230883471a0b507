// When a scheduled notification fires: the base of the calendar and time-interval triggers.

import Foundation

/// When a notification fires. Use ``UNCalendarNotificationTrigger`` or
/// ``UNTimeIntervalNotificationTrigger``; a request with no trigger fires at once.
open class UNNotificationTrigger: @unchecked Sendable {
  /// Whether the notification fires again after each delivery.
  public let repeats: Bool

  init(repeats: Bool) {
    self.repeats = repeats
  }

  /// The first time after `date` this trigger fires, or nil when it never does.
  func fireDate(after date: Date) -> Date? { date }
}
