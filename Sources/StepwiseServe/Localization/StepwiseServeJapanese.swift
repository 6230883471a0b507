// StepwiseServe's messages in Japanese: the page and its server. Its tables are in the files
// beside this one.

import AppProgram
import StepwiseBasics

/// The Japanese of the messages StepwiseServe shows (see ``LocalizedText``): its own tables, and
/// the catalogs of the modules below it whose messages it shows too.
package enum StepwiseServeJapanese {
  /// The module's catalog.
  package static let catalog = JapaneseCatalog(
    own: [page, server], including: [AppProgramJapanese.catalog])
}

/// A message in the current language, from this module's catalog.
func localized(_ text: LocalizedText) -> String {
  StepwiseServeJapanese.catalog.inCurrentLanguage(text)
}
