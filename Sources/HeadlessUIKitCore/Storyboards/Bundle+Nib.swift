// Loading a nib through the bundle, as UIKit's additions to NSBundle do.

import Foundation

extension Bundle {
  /// Makes the top-level objects of the nib of this name, as
  /// `UINib(nibName:bundle:).instantiate(withOwner:options:)` does: a name the app has no
  /// nib of stops the app with UIKit's "Could not load NIB in bundle" message.
  @MainActor
  public func loadNibNamed(
    _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil
  ) -> [Any]? {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}
