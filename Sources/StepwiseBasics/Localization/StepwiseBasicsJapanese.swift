// StepwiseBasics' messages in Japanese: the bottom layer's messages, and the few that modules
// which do not use one another both show. Its tables are in the files beside this one.

/// The Japanese of the messages StepwiseBasics shows (see ``LocalizedText``), in its own tables:
/// the bottom layer's catalog, which every other module's includes.
package enum StepwiseBasicsJapanese {
  /// The module's catalog.
  package static let catalog = JapaneseCatalog(
    own: [commands, others])
}

/// A message in the current language, from this module's catalog.
func localized(_ text: LocalizedText) -> String {
  StepwiseBasicsJapanese.catalog.inCurrentLanguage(text)
}

extension StepwiseBasicsJapanese {
  /// The messages of other groups that StepwiseBasics shows, a few of each: commandLine,
  /// simulator.
  static let others: [String: String] = [
    "did you mean {0}?": "もしかして: {0}",
    " and ": " と ",
    "unknown command \"{0}\" (did you mean {1}?)": "不明なコマンドです: \"{0}\" (もしかして: {1})",
    "unknown command \"{0}\"": "不明なコマンドです: \"{0}\"",
    " or ":
      " または ",
  ]
}
