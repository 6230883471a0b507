// ViewHarness' messages in Japanese: the harness's messages: what an expectation looked for and
// found, the simulated device and its script. Its tables are in the files beside this one.

import StepwiseBasics

/// The Japanese of the messages ViewHarness shows (see ``LocalizedText``): its own tables, and
/// the catalogs of the modules below it whose messages it shows too.
package enum ViewHarnessJapanese {
  /// The module's catalog.
  package static let catalog = JapaneseCatalog(
    own: [checking, simulator, harness, script, others], including: [StepwiseBasicsJapanese.catalog]
  )
}

/// A message in the current language, from this module's catalog.
func localized(_ text: LocalizedText) -> String {
  ViewHarnessJapanese.catalog.inCurrentLanguage(text)
}

extension ViewHarnessJapanese {
  /// The messages of other groups that ViewHarness shows, a few of each: lessons, tool.
  static let others: [String: String] = [
    "The screen:":
      "画面:",
    "{0} (before line 1)":
      "{0} (1 行目の前)",
    "expected: {0}":
      "期待:     {0}",
    "but:      {0}":
      "実際:     {0}",
    "The last gesture, as the harness saw it:":
      "最後のジェスチャー (ハーネスの記録):",
  ]
}

extension String {
  /// This English text, known only when the tool runs (a command's summary, an option's
  /// help), in the current language: its Japanese from this module's catalog, else itself.
  var localized: String {
    ViewHarnessJapanese.catalog.inCurrentLanguage(LocalizedText(key: self))
  }
}
