// The language a learner reads the lessons in: their instructions and hints.

/// The language of the lessons' instructions and hints, English unless the learner's
/// environment asks for Japanese.
///
/// A lesson's Japanese instructions sit beside its English ones, as `README.ja.md` next to
/// `README.md`; its Japanese hints sit beside its English hints in the catalog.
package enum LessonLanguage: String, Sendable, CaseIterable {
  /// English: `README.md`.
  case english = "en"
  /// Japanese: `README.ja.md`.
  case japanese = "ja"

  /// The language an environment asks for: `STEPWISE_LANG` if set, else the first of
  /// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set, as the C library reads the locale;
  /// Japanese when that starts with `ja`, English otherwise (`C`, `POSIX`, `en_US.UTF-8`).
  package static func current(_ variables: [String: String]) -> LessonLanguage {
    let names = ["STEPWISE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"]
    let chosen = names.lazy.compactMap { variables[$0] }.first { !$0.isEmpty } ?? ""
    return chosen.lowercased().hasPrefix("ja") ? .japanese : .english
  }

  /// The name of a lesson's instructions in this language: `README.md`, `README.ja.md`.
  package var instructionsName: String {
    self == .english ? "README.md" : "README.\(rawValue).md"
  }
}
