// The app delegate: it creates the model and hands it to the first screen.

import HeadlessUIKit

/// The app delegate. At launch it gives the task list its data source (backed by the app's
/// preferences) and the environment the app was launched with.
final class AppDelegate: UIApplicationDelegate {
  var window: UIWindow?

  private let environment: TaskEnvironment

  /// A delegate for an app running with this clock and time zone.
  init(environment: TaskEnvironment) {
    self.environment = environment
  }

  // excerpt: inject-data-source
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let navigationController = window?.rootViewController as? UINavigationController
    let taskList = navigationController?.topViewController as? TaskListViewController
    taskList?.dataSource = TaskDataSource(defaults: UserDefaults.standard)
    taskList?.environment = environment
    return true
  }
  // end excerpt
}
