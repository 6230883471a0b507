import HeadlessUIKit
import HeadlessUserNotifications

/// The object the system tells about the app's life. `@main` makes it the program's
/// entry point, as in an Xcode project. It makes the app's data model, hands it to the
/// first screen, and saves it when the app leaves the screen.
@main
class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
  var window: UIWindow?

  /// The app's data, made once, at launch, on the app's Documents folder and preferences.
  let dataModel = DataModel(
    documentsDirectory: FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0],
    defaults: UserDefaults.standard)

  /// Hands the data model to the all-lists screen, the navigation controller's first
  /// screen, before its view loads.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let navigationController = window?.rootViewController as? UINavigationController
    let controller = navigationController?.viewControllers.first as? AllListsViewController
    controller?.dataModel = dataModel
    // Set before launching ends, to hear of a notification that opened the app.
    UNUserNotificationCenter.current().delegate = self
    return true
  }

  /// The user went to the home screen: the app may be killed from here on without warning.
  func applicationDidEnterBackground(_ application: UIApplication) {
    dataModel.saveChecklists()
  }

  /// The system is about to stop the app.
  func applicationWillTerminate(_ application: UIApplication) {
    dataModel.saveChecklists()
  }

  // MARK: - UNUserNotificationCenterDelegate

  /// A reminder arrived while the app is in front: show it anyway, with its sound.
  func userNotificationCenter(
    _ center: UNUserNotificationCenter,
    willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping @Sendable (UNNotificationPresentationOptions) -> Void
  ) {
    completionHandler([.banner, .sound])
  }
}
