// The notifications the app posts as its state changes, for objects other than its delegates.

import Foundation

// Names as UIKit declares them: `nonisolated`, so code off the main actor can name them.
// Each is posted on `NotificationCenter.default` with the `UIApplication` as its object and
// no user info, right after the delegate method it goes with (with scenes, right after the
// scene delegate's), whether or not the app uses scenes.
extension UIApplication {
  /// Posted after `application(_:didFinishLaunchingWithOptions:)` returns.
  nonisolated public static let didFinishLaunchingNotification = NSNotification.Name(
    "UIApplicationDidFinishLaunchingNotification")
  /// Posted after the app became active.
  nonisolated public static let didBecomeActiveNotification = NSNotification.Name(
    "UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is about to stop being active.
  nonisolated public static let willResignActiveNotification = NSNotification.Name(
    "UIApplicationWillResignActiveNotification")
  /// Posted after the app entered the background.
  nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app is coming back from the background (not at launch).
  nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// Posted when the app is about to be terminated; never after a crash.
  nonisolated public static let willTerminateNotification = NSNotification.Name(
    "UIApplicationWillTerminateNotification")
  /// Posted when the system is low on memory.
  nonisolated public static let didReceiveMemoryWarningNotification = NSNotification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")

  /// Posts one of the application notifications, or with a scene one of the scene's, if the
  /// app is still running.
  func post(_ name: NSNotification.Name, of scene: UIScene? = nil) {
    guard isRunning else { return }
    NotificationCenter.default.post(name: name, object: scene ?? self)
  }
}
