// ExportKit's messages in Japanese: `stepwise export`'s notes. Its tables are in the files beside
// this one.

import StepwiseBasics

/// The Japanese of the messages ExportKit shows (see ``LocalizedText``): its own tables, and the
/// catalogs of the modules below it whose messages it shows too.
package enum ExportKitJapanese {
  /// The module's catalog.
  package static let catalog = JapaneseCatalog(
    own: [commands], including: [StepwiseBasicsJapanese.catalog])
}

/// A message in the current language, from this module's catalog.
func localized(_ text: LocalizedText) -> String {
  ExportKitJapanese.catalog.inCurrentLanguage(text)
}
