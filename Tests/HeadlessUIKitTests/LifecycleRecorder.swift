// One ordered record of an app's life: app delegate, scene delegate and notification calls.

import Foundation
import HeadlessUIKit

/// Records, in order, what an app's delegates are told and which application notifications
/// are posted (only those whose object is the recorded app).
@MainActor
final class LifecycleRecorder {
  var entries: [String] = []
  private var observers: [any NSObjectProtocol] = []

  static let notifications: [(NSNotification.Name, String)] = [
    (UIApplication.didFinishLaunchingNotification, "didFinishLaunching"),
    (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
    (UIApplication.willResignActiveNotification, "willResignActive"),
    (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
    (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
    (UIApplication.willTerminateNotification, "willTerminate"),
  ]

  /// The scene notifications, recorded when asked for.
  static let sceneNotifications: [(NSNotification.Name, String)] = [
    (UIScene.willEnterForegroundNotification, "scene willEnterForeground"),
    (UIScene.didActivateNotification, "scene didActivate"),
    (UIScene.willDeactivateNotification, "scene willDeactivate"),
    (UIScene.didEnterBackgroundNotification, "scene didEnterBackground"),
  ]

  /// Records the application notifications, and the scene's when `includingScenes`.
  init(includingScenes: Bool = false) {
    for (name, label) in Self.notifications {
      observe(name) { sender in
        sender == UIApplication.running.map(ObjectIdentifier.init) ? label : nil
      }
    }
    guard includingScenes else { return }
    for (name, label) in Self.sceneNotifications {
      observe(name) { sender in
        let scenes = UIApplication.running?.connectedScenes ?? []
        return scenes.contains { ObjectIdentifier($0) == sender } ? label : nil
      }
    }
  }

  /// Records a notification under the label `label` gives for its object, if any.
  private func observe(
    _ name: NSNotification.Name, label: @escaping @MainActor @Sendable (ObjectIdentifier) -> String?
  ) {
    let token = NotificationCenter.default.addObserver(
      forName: name, object: nil, queue: nil
    ) { [weak self] notification in
      let sender = (notification.object as AnyObject?).map(ObjectIdentifier.init)
      MainActor.assumeIsolated {
        guard let self, let sender, let text = label(sender) else { return }
        self.entries.append("notification \(text)")
      }
    }
    observers.append(token)
  }

  /// Stops observing.
  func stop() {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
    observers = []
  }
}

/// An app delegate that records every call, and may build a scene app's window in code.
@MainActor
final class RecordingAppDelegate: UIApplicationDelegate {
  let recorder: LifecycleRecorder
  var window: UIWindow?

  init(_ recorder: LifecycleRecorder) {
    self.recorder = recorder
  }

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    recorder.entries.append("app didFinishLaunching")
    return true
  }

  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    recorder.entries.append("app configurationForConnecting")
    return UISceneConfiguration(
      name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }

  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {
    recorder.entries.append("app didDiscardSceneSessions \(sceneSessions.count)")
  }

  func applicationDidBecomeActive(_ application: UIApplication) {
    recorder.entries.append("app didBecomeActive")
  }

  func applicationWillResignActive(_ application: UIApplication) {
    recorder.entries.append("app willResignActive")
  }

  func applicationDidEnterBackground(_ application: UIApplication) {
    recorder.entries.append("app didEnterBackground")
  }

  func applicationWillEnterForeground(_ application: UIApplication) {
    recorder.entries.append("app willEnterForeground")
  }

  func applicationWillTerminate(_ application: UIApplication) {
    recorder.entries.append("app willTerminate")
  }
}

/// A scene delegate that records every call; `buildsWindow` makes it a code-only app that
/// builds its window in `scene(_:willConnectTo:options:)`.
@MainActor
final class RecordingSceneDelegate: UIWindowSceneDelegate {
  let recorder: LifecycleRecorder
  let buildsWindow: Bool
  var window: UIWindow?

  init(_ recorder: LifecycleRecorder, buildsWindow: Bool = false) {
    self.recorder = recorder
    self.buildsWindow = buildsWindow
  }

  func scene(
    _ scene: UIScene,
    willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    let root = window?.rootViewController.map { "\(type(of: $0))" } ?? "none"
    recorder.entries.append("scene willConnectTo (window root: \(root))")
    guard buildsWindow, let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: UIViewController())
    self.window = window
    window.makeKeyAndVisible()
  }

  func sceneDidDisconnect(_ scene: UIScene) {
    recorder.entries.append("scene didDisconnect")
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    recorder.entries.append("scene didBecomeActive")
  }

  func sceneWillResignActive(_ scene: UIScene) {
    recorder.entries.append("scene willResignActive")
  }

  func sceneWillEnterForeground(_ scene: UIScene) {
    recorder.entries.append("scene willEnterForeground")
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    recorder.entries.append("scene didEnterBackground")
  }
}
