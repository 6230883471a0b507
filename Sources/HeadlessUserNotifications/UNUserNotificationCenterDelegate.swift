// What the notification centre tells the app about notifications that arrive.

/// Told about notifications that arrive while the app runs, and about the user's responses.
/// Both methods have defaults.
///
/// Set the delegate before the app finishes launching, in
/// `application(_:didFinishLaunchingWithOptions:)`.
@preconcurrency @MainActor
public protocol UNUserNotificationCenterDelegate: AnyObject {
  /// Asked how to show a notification that arrives while the app is in the foreground; call
  /// the completion handler with the options (empty, or never calling it, shows nothing).
  /// Not asked while the app is in the background: the system shows the notification.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter,
    willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
  /// Told what the user did with a delivered notification, such as tapping it; call the
  /// completion handler when done.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter,
    didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
}

extension UNUserNotificationCenterDelegate {
  /// By default the notification is not shown while the app is in front.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter,
    willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([])
  }
  /// By default nothing happens.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter,
    didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping @Sendable () -> Void
  ) {
    completionHandler()
  }
}
