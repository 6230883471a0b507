// The app delegate: the storyboard does all the setting up, so it only holds the window.

import HeadlessUIKit

/// The app delegate.
final class AppDelegate: UIApplicationDelegate {
  var window: UIWindow?
}
