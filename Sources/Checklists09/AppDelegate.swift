// The app delegate: the object the system tells about the app's life and about
// notifications that arrive while the app is in front.

import HeadlessUIKit
import HeadlessUserNotifications

/// Makes the app's ``DataModel``, hands it to the first screen, shows reminders that fall
/// due while the app is open, and saves once more when the app leaves the screen.
final class AppDelegate: UIApplicationDelegate, UNUserNotificationCenterDelegate {
  /// The window the storyboard's initial screen is shown in.
  var window: UIWindow?

  /// The app's data, made once, when the system creates this delegate at launch.
  let dataModel: DataModel

  /// Makes the data model on the device's clock and calendar: on an iPhone,
  /// `AppEnvironment.system`.
  init(environment: AppEnvironment = .system) {
    dataModel = DataModel(
      documentsDirectory: FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0],
      defaults: UserDefaults.standard,
      environment: environment)
  }

  // excerpt: center-delegate
  /// Hands the data model to the all-lists screen, the navigation controller's first
  /// screen, before its view loads, and becomes the notification centre's delegate, which
  /// must be set before launching ends to hear of a notification that opened the app.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let navigationController = window?.rootViewController as? UINavigationController
    let controller = navigationController?.viewControllers.first as? AllListsViewController
    controller?.dataModel = dataModel
    UNUserNotificationCenter.current().delegate = self
    return true
  }
  // end excerpt

  /// The user went to the home screen. Every change is saved already; saving again costs
  /// little and retries a save that failed.
  func applicationDidEnterBackground(_ application: UIApplication) {
    saveData()
  }

  /// The system is about to stop the app.
  func applicationWillTerminate(_ application: UIApplication) {
    saveData()
  }

  // MARK: - Saving

  /// Saves the checklists.
  func saveData() {
    dataModel.saveChecklists()
  }

  // MARK: - UNUserNotificationCenterDelegate

  // excerpt: will-present
  /// A reminder fell due while the app is in front: iOS shows nothing unless told to, so
  /// it is shown as a banner, with its sound, as when the app is closed.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter,
    willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    print("Received local notification \(notification.request.identifier)")
    completionHandler([.banner, .sound])
  }
  // end excerpt
}
