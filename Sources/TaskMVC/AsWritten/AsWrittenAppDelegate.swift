// The article's app delegate: each screen makes its own data source.

import HeadlessUIKit

/// The app delegate of the article's version; it only holds the window.
final class AsWrittenAppDelegate: UIApplicationDelegate {
  var window: UIWindow?
}
