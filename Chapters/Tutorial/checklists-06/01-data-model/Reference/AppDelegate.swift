import HeadlessUIKit

/// The object the system tells about the app's life. `@main` makes it the program's
/// entry point, as in an Xcode project. It makes the app's data model and hands it to the
/// first screen.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  /// The app's data, made once, at launch.
  let dataModel = DataModel()

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
}
