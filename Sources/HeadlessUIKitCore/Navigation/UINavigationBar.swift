// The bar at the top of a navigation controller's screens.

import Foundation

/// The bar a navigation controller shows above its screens: the top controller's title, its
/// bar buttons and the back button. HeadlessUIKit's harness draws it from the controllers'
/// navigation items; the bar keeps the settings an app makes on it.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// Whether titles may be shown large, as each item's `largeTitleDisplayMode` decides;
  /// false by default.
  open var prefersLargeTitles = false

  /// The bar's background colour; nil uses the system's.
  open var barTintColor: UIColor?

  /// Whether the bar is translucent; true by default.
  open var isTranslucent = true
}
