// CommandLineKit's messages in Japanese: the command line's messages: usage errors, the package's
// folder, the line editor. Its tables are in the files beside this one.

import StepwiseBasics

/// The Japanese of the messages CommandLineKit shows (see ``LocalizedText``): its own tables, and
/// the catalogs of the modules below it whose messages it shows too.
package enum CommandLineKitJapanese {
  /// The module's catalog.
  package static let catalog = JapaneseCatalog(
    own: [commandLine, others], including: [StepwiseBasicsJapanese.catalog])
}

/// A message in the current language, from this module's catalog.
func localized(_ text: LocalizedText) -> String {
  CommandLineKitJapanese.catalog.inCurrentLanguage(text)
}

extension CommandLineKitJapanese {
  /// The messages of other groups that CommandLineKit shows, a few of each: tool.
  static let others: [String: String] = [
    "cannot find the Stepwise package (a folder with Package.swift and Sources/HeadlessUIKit) above {0}; run stepwise from inside the package":
      "{0} から上に Stepwise のパッケージ (Package.swift と Sources/HeadlessUIKit のあるフォルダー) が見つかりません。パッケージの中で stepwise を実行してください",
    "the folder you are in no longer exists (it was deleted or moved): go to another folder and run the command again":
      "いまいるフォルダーはもうありません (削除されたか移動されました): ほかのフォルダーに移ってから、もう一度コマンドを実行してください",
  ]
}
