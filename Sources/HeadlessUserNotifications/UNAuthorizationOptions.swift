// What an app asks permission for when it asks to notify the user.

/// The kinds of interaction an app asks permission for, such as `[.alert, .sound]`.
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
  /// The raw bits of the option set.
  public let rawValue: UInt
  /// Creates a value from its raw representation.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// A badge on the app's icon.
  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  /// Sounds.
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  /// Alerts on screen.
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  /// Notifications in CarPlay.
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  /// Alerts that play a sound even when the device is muted.
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  /// A button in Settings that opens the app's own notification settings.
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
  /// Quiet notifications delivered without asking first.
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}
