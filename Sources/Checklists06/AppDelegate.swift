// The app delegate: the object the system tells about the app's life.

import HeadlessUIKit

/// Makes the app's ``DataModel``, hands it to the first screen, and saves it when the app
/// leaves the screen.
final class AppDelegate: UIApplicationDelegate {
  /// The window the storyboard's initial screen is shown in.
  var window: UIWindow?

  /// The app's data, made once, when the system creates this delegate at launch.
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
    return true
  }

  /// The user went to the home screen: the app may be killed from here on without warning.
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
}
