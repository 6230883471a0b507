// ToolCommands' messages in Japanese: the commands: their help and what they print. Its tables are
// in the files beside this one.

import Classroom
import ExportKit
import StepwiseBasics
import StepwiseServe

/// The Japanese of the messages ToolCommands shows (see ``LocalizedText``): its own tables, and
/// the catalogs of the modules below it whose messages it shows too.
package enum ToolCommandsJapanese {
  /// The module's catalog.
  package static let catalog = JapaneseCatalog(
    own: [commandLine, commandHelp, runHelp, portHelp, commands, server, others],
    including: [
      ClassroomJapanese.catalog, StepwiseServeJapanese.catalog, ExportKitJapanese.catalog,
    ])
}

/// A message in the current language, from this module's catalog.
func localized(_ text: LocalizedText) -> String {
  ToolCommandsJapanese.catalog.inCurrentLanguage(text)
}

extension ToolCommandsJapanese {
  /// The messages of other groups that ToolCommands shows, a few of each: tool.
  static let others: [String: String] = [
    "{0} does not start with launch <app>; add that line or pass --app <id>":
      "{0} が launch <app> で始まっていません。その行を加えるか、--app <id> を指定してください",
    "run needs <app>, or --dir PACKAGE for your own app":
      "run には <app> を指定します。あなた自身のアプリなら --dir PACKAGE を指定します",
    "--language takes a language such as ja, en or en-GB, not {0}":
      "--language には ja、en、en-GB のような言語を指定します (指定されたのは {0})",
    "--port takes a number from 0 to 65535, not {0}":
      "--port には 0 から 65535 までの数を指定します (指定されたのは {0})",
  ]
}

extension String {
  /// This English text, known only when the tool runs (a command's summary, an option's
  /// help), in the current language: its Japanese from this module's catalog, else itself.
  var localized: String {
    ToolCommandsJapanese.catalog.inCurrentLanguage(LocalizedText(key: self))
  }
}
