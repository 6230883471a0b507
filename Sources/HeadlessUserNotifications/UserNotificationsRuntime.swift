// How the UserNotifications types, which any thread may use on iOS, reach the simulated
// device's main-thread state: its clock, its time zone and its exceptions.

import Foundation
import HeadlessUIKitCore

/// The bridge from UserNotifications' nonisolated API to the simulated UIKit, which lives on
/// the main actor.
///
/// On iOS these types may be used from any thread. A simulated app runs on the main thread,
/// and so must its calls here: a call from another thread stops the process.
enum UserNotificationsRuntime {
  /// The simulated clock's now.
  static var now: Date {
    MainActor.assumeIsolated { UIKitRuntime.now() }
  }

  /// The simulated device's time zone.
  static var timeZone: TimeZone {
    MainActor.assumeIsolated { UIKitRuntime.timeZone }
  }

  /// Raises the exception UserNotifications raises when a rule is broken: the app stops.
  static func raise(_ reason: String) {
    MainActor.assumeIsolated {
      UIKitRuntime.raiseException(.internalInconsistency, reason: reason)
    }
  }
}
