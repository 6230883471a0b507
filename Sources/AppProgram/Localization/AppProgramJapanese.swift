// AppProgram's messages in Japanese: an app as a program: its options, its sandbox, its relaunch.
// Its tables are in the files beside this one.

import CommandLineKit
import StepwiseBasics
import ViewHarness

/// The Japanese of the messages AppProgram shows (see ``LocalizedText``): its own tables, and the
/// catalogs of the modules below it whose messages it shows too.
package enum AppProgramJapanese {
  /// The module's catalog.
  package static let catalog = JapaneseCatalog(
    own: [tool, others], including: [CommandLineKitJapanese.catalog, ViewHarnessJapanese.catalog])
}

/// A message in the current language, from this module's catalog.
func localized(_ text: LocalizedText) -> String {
  AppProgramJapanese.catalog.inCurrentLanguage(text)
}

extension AppProgramJapanese {
  /// The messages of other groups that AppProgram shows, a few of each: commandLine, runHelp,
  /// commands.
  static let others: [String: String] = [
    "Options:": "オプション:",
    "play a walkthrough script and check its expectations":
      "操作スクリプトを再生し、その期待をチェックします",
  ]
}

extension String {
  /// This English text, known only when the tool runs (a command's summary, an option's
  /// help), in the current language: its Japanese from this module's catalog, else itself.
  var localized: String {
    AppProgramJapanese.catalog.inCurrentLanguage(LocalizedText(key: self))
  }
}
