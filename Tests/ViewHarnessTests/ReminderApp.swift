// An app that schedules local notifications, for the tests of the device's clock.

import Foundation
import HeadlessUIKit
import HeadlessUserNotifications

/// One screen with a Remind Me button: it asks for permission, then schedules "Stretch" five
/// minutes later. The app delegate is the notification centre's delegate, as the book's is,
/// and shows notifications that arrive while the app is in front as banners.
enum ReminderApp {
  static let descriptor = AppDescriptor(
    id: "reminder", title: "Reminder", summary: "Notifications on the device's clock.",
    chapter: "none", makeDelegate: { ReminderAppDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Reminder", initialScene: "Navigation",
        scenes: [
          .navigationController("Navigation", root: "Reminder"),
          .viewController(
            "Reminder", ReminderViewController.self, title: "Reminder",
            content: [.button("Remind Me", action: { $0.remindMeTapped() })]),
        ])
    })
}

@MainActor
final class ReminderAppDelegate: UIApplicationDelegate, UNUserNotificationCenterDelegate {
  var window: UIWindow?
  /// The notifications the delegate was asked to present, by identifier.
  var presented: [String] = []

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    presented.append(notification.request.identifier)
    completionHandler([.banner, .sound])
  }
}

@MainActor
final class ReminderViewController: UIViewController {
  /// When the last reminder was set, on the clock app code reads.
  var remindedAt: Date?

  func remindMeTapped() {
    remindedAt = UIKitRuntime.now()
    let center = UNUserNotificationCenter.current()
    center.requestAuthorization(options: [.alert, .sound]) { _, _ in }
    let content = UNMutableNotificationContent()
    content.title = "Reminder:"
    content.body = "Stretch"
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 300, repeats: false)
    center.add(UNNotificationRequest(identifier: "stretch", content: content, trigger: trigger))
  }
}
