// Foundation's names for an app's bundled files, answered from the app's bundle as iOS does.

import Foundation
import HeadlessUIKitCore

// As `Foundation+Localization.swift` does for string tables, these take the place of
// Foundation's own for code that imports this module alone (as iOS code imports UIKit): a
// ported app's bundled files (a word list, a JSON file) are in its target's SwiftPM resource
// bundle beside the program, where Foundation's `Bundle.main` does not look.

extension Bundle {
  /// The URL of a file the bundle holds, by name and extension; nil when it has none. A nil
  /// or empty extension takes the name as it is; a nil name, the first file with the
  /// extension.
  public func url(forResource name: String?, withExtension ext: String?) -> URL? {
    AppResources.url(forResource: name, withExtension: ext, in: self)
  }

  /// The path of a file the bundle holds, by name and type (its extension); nil when it has
  /// none.
  public func path(forResource name: String?, ofType ext: String?) -> String? {
    url(forResource: name, withExtension: ext)?.path
  }
}
