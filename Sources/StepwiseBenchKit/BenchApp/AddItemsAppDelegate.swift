// The benchmark app's delegate: it only holds the window.

import HeadlessUIKitCore

/// Holds the window the storyboard's first screen is shown in.
final class AddItemsAppDelegate: UIApplicationDelegate {
  /// The app's window.
  var window: UIWindow?
}
