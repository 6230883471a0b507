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
}
