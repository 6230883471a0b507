// What the user allowed an app's notifications to do.

/// Whether the user was asked to allow notifications, and what they answered.
public enum UNAuthorizationStatus: Int, Sendable {
  /// The app has not asked yet.
  case notDetermined = 0
  /// The user tapped Don’t Allow.
  case denied = 1
  /// The user tapped Allow.
  case authorized = 2
  /// The app may post quietly, without having asked.
  case provisional = 3
  /// An App Clip may notify for a while.
  case ephemeral = 4
}

/// Whether one kind of notification presentation is on.
public enum UNNotificationSetting: Int, Sendable {
  /// The app did not ask for it.
  case notSupported = 0
  /// It is off.
  case disabled = 1
  /// It is on.
  case enabled = 2
}

/// How a notification shows while the device is unlocked.
public enum UNAlertStyle: Int, Sendable {
  /// It does not show.
  case none = 0
  /// A banner that goes away by itself.
  case banner = 1
  /// An alert that stays until the user acts.
  case alert = 2
}

/// The app's notification settings, as the Settings app shows them: read them with
/// `UNUserNotificationCenter`'s `getNotificationSettings(completionHandler:)`.
public final class UNNotificationSettings: Sendable {
  /// Whether the user was asked, and what they answered.
  public let authorizationStatus: UNAuthorizationStatus
  /// Whether notifications may play a sound.
  public let soundSetting: UNNotificationSetting
  /// Whether notifications may badge the app's icon.
  public let badgeSetting: UNNotificationSetting
  /// Whether notifications may show as alerts.
  public let alertSetting: UNNotificationSetting
  /// Whether notifications show in Notification Centre.
  public let notificationCenterSetting: UNNotificationSetting
  /// Whether notifications show on the lock screen.
  public let lockScreenSetting: UNNotificationSetting
  /// How an alert shows while the device is unlocked.
  public let alertStyle: UNAlertStyle

  /// The settings of an app with this status that asked for `options`: what it asked for is
  /// on when the user allowed it, off when they did not, and what it never asked for is not
  /// supported.
  init(authorizationStatus: UNAuthorizationStatus, options: UNAuthorizationOptions) {
    self.authorizationStatus = authorizationStatus
    let allowed = authorizationStatus == .authorized || authorizationStatus == .provisional
    func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
      guard authorizationStatus != .notDetermined, options.contains(option) else {
        return .notSupported
      }
      return allowed ? .enabled : .disabled
    }
    soundSetting = setting(.sound)
    badgeSetting = setting(.badge)
    alertSetting = setting(.alert)
    let shows: UNNotificationSetting =
      authorizationStatus == .notDetermined ? .notSupported : allowed ? .enabled : .disabled
    notificationCenterSetting = shows
    lockScreenSetting = shows
    alertStyle = alertSetting == .enabled ? .banner : .none
  }
}
