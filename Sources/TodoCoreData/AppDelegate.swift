// The app delegate: the storyboard does all the setting up, so it only holds the window.

import HeadlessUIKit

/// The app delegate. The list loads its own data when its view loads.
final class AppDelegate: UIApplicationDelegate {
  var window: UIWindow?
}
