// A trigger that fires a number of seconds after the notification is scheduled.

import Foundation
import HeadlessUIKitCore

/// Fires a number of seconds after the request is added, and every that many seconds after
/// when it repeats.
///
/// The interval must be above 0, and at least 60 seconds for a repeating trigger: otherwise
/// the app stops with UIKit's exception, as on a device.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The seconds between scheduling (or the last delivery) and the next delivery.
  public let timeInterval: TimeInterval

  /// Creates a trigger that fires after an interval, once or again and again.
  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
    if timeInterval <= 0 {
      UserNotificationsRuntime.raise("time interval must be greater than 0")
    } else if repeats, timeInterval < 60 {
      UserNotificationsRuntime.raise("time interval must be at least 60 if repeating")
    }
  }

  /// The simulated clock's now plus the interval (as on iOS, counted from now, not from
  /// when the request was added).
  open func nextTriggerDate() -> Date? {
    UserNotificationsRuntime.now.addingTimeInterval(timeInterval)
  }

  override func fireDate(after date: Date) -> Date? {
    date.addingTimeInterval(timeInterval)
  }
}
