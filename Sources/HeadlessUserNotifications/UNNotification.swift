// A notification the system delivered.

import Foundation

/// A delivered notification: the request and when it was delivered.
open class UNNotification: @unchecked Sendable {
  /// When the notification was delivered, on the simulated clock.
  public let date: Date
  /// The request it came from.
  public let request: UNNotificationRequest

  init(date: Date, request: UNNotificationRequest) {
    self.date = date
    self.request = request
  }
}
