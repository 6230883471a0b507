// The app delegate: the object the system tells about the app's life.

import HeadlessUIKit

/// Receives the app's launch. The storyboard builds the window and the screens, so there is
/// nothing else to do yet.
final class AppDelegate: UIApplicationDelegate {
  /// The window the storyboard's initial screen is shown in.
  var window: UIWindow?
}
