// How a notification that arrives while the app is in front is shown.

/// How to show a notification that arrives while the app is in the foreground: what the
/// delegate's `willPresent` hands to its completion handler. Empty shows nothing.
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
  /// The raw bits of the option set.
  public let rawValue: UInt
  /// Creates a value from its raw representation.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Update the app's badge.
  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  /// Play the sound.
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  /// Show an alert (before iOS 14: now `.banner` and `.list`).
  public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
  /// Show it in Notification Center.
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  /// Show it as a banner.
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
