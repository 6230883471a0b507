// SourceDiff's messages in Japanese: a change shown as a diff. Its tables are in the files beside
// this one.

import AppProgram
import StepwiseBasics

/// The Japanese of the messages SourceDiff shows (see ``LocalizedText``): its own tables, and the
/// catalogs of the modules below it whose messages it shows too.
package enum SourceDiffJapanese {
  /// The module's catalog.
  package static let catalog = JapaneseCatalog(
    own: [commands], including: [AppProgramJapanese.catalog])
}

/// A message in the current language, from this module's catalog.
func localized(_ text: LocalizedText) -> String {
  SourceDiffJapanese.catalog.inCurrentLanguage(text)
}
