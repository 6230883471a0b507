// The sound a notification plays.

/// The sound a notification plays when it is delivered.
open class UNNotificationSound: @unchecked Sendable {
  /// The sound's name; "default" for the system sound.
  public let name: String

  init(name: String) {
    self.name = name
  }

  /// The system's default notification sound.
  open class var `default`: UNNotificationSound { UNNotificationSound(name: "default") }

  /// The sound itself, so that Swift 3 and 4 code's `UNNotificationSound.default()` (a
  /// method in those days' SDK) still compiles in Swift 4's language mode.
  @available(swift, obsoleted: 4.2, message: "use UNNotificationSound.default")
  public func callAsFunction() -> UNNotificationSound { self }
}
