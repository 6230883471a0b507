// The notifications a scene posts as its state changes (FIDELITY 29).

import Foundation

// Names as UIKit declares them: `nonisolated`, so code off the main actor can name them.
// Each is posted on `NotificationCenter.default` with the `UIScene` as its object and no
// user info, right after the scene delegate method it goes with and right before the
// application's own notification for the same change.
extension UIScene {
  /// Posted after `sceneWillEnterForeground(_:)`, at launch too.
  nonisolated public static let willEnterForegroundNotification = NSNotification.Name(
    "UISceneWillEnterForegroundNotification")
  /// Posted after `sceneDidBecomeActive(_:)`.
  nonisolated public static let didActivateNotification = NSNotification.Name(
    "UISceneDidActivateNotification")
  /// Posted after `sceneWillResignActive(_:)`.
  nonisolated public static let willDeactivateNotification = NSNotification.Name(
    "UISceneWillDeactivateNotification")
  /// Posted after `sceneDidEnterBackground(_:)`.
  nonisolated public static let didEnterBackgroundNotification = NSNotification.Name(
    "UISceneDidEnterBackgroundNotification")
}
