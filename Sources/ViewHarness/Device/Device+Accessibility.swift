// The screen as accessibility exposes it, for UI tests over the launch channel.

import Foundation
import HeadlessUIKitCore

extension Device {
  /// The screen as accessibility exposes it (see
  /// `ScreenSnapshot.accessibilityTree(appTitle:)`), with the identifiers and labels the app
  /// set on its views and bar button items; nil while the app is not running.
  package var accessibilityTree: AccessibilityElement? {
    guard let reader else { return nil }
    return reader.accessibilityTree(appTitle: app.title)
  }
}
