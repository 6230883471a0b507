// What the user did with a delivered notification.

// The two action identifiers keep the SDK's names, which are not lower camel case.

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of the response when the user opened the app from the notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of the response when the user dismissed the notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// The user's response to a delivered notification, handed to the delegate's
/// `userNotificationCenter(_:didReceive:withCompletionHandler:)`.
open class UNNotificationResponse: @unchecked Sendable {
  /// The notification the user responded to.
  public let notification: UNNotification
  /// What the user chose: ``UNNotificationDefaultActionIdentifier`` when they tapped it.
  public let actionIdentifier: String

  init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }
}
