// What the app delegate is told about the app's life.

import Foundation

/// What the app delegate is told about the app's life; every method has a default.
///
/// In an app that uses scenes (its ``AppDescriptor`` has a scene delegate), UIKit does not
/// call the four foreground and background methods here: the scene delegate is told instead.
/// Launch, `configurationForConnecting`, `didDiscardSceneSessions` and termination still come
/// here.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
  /// The app's window. A storyboard app without scenes gets one before launch finishes.
  var window: UIWindow? { get set }
  /// Told when launch is nearly done: the window and its root controller exist, but the root
  /// view has not loaded yet.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// Asked which configuration a new scene session gets (apps that use scenes only); by
  /// default the "Default Configuration" for the session's role.
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// Told when scene sessions were discarded: when the user closed the app's scene.
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  /// Told when the app became active (not with scenes).
  func applicationDidBecomeActive(_ application: UIApplication)
  /// Told when the app is about to stop being active (not with scenes).
  func applicationWillResignActive(_ application: UIApplication)
  /// Told when the app moved to the background; save here (not with scenes).
  func applicationDidEnterBackground(_ application: UIApplication)
  /// Told when the app is coming back from the background (not with scenes).
  func applicationWillEnterForeground(_ application: UIApplication)
  /// Told when the app is about to be terminated. Never called after a crash.
  func applicationWillTerminate(_ application: UIApplication)
  /// Told when the system is low on memory.
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)

  /// What the app's Info.plist says, for an app whose delegate is its `@main` type: not a
  /// UIKit name (UIKit reads the file itself). Nil by default.
  static var infoPlist: InfoPlist? { get }
}

extension UIApplicationDelegate {
  /// By default there is none: the app is launched through an ``AppDescriptor``.
  public static var infoPlist: InfoPlist? { nil }

  /// A delegate that declares no window has none.
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  /// By default launch succeeds.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  /// By default the configuration Info.plist's scene manifest names first.
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }
  /// By default nothing happens.
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
  /// By default nothing happens.
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  /// By default nothing happens.
  public func applicationWillResignActive(_ application: UIApplication) {}
  /// By default nothing happens.
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  /// By default nothing happens.
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  /// By default nothing happens.
  public func applicationWillTerminate(_ application: UIApplication) {}
  /// By default nothing happens.
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}
