// The language a learner reads the lessons in: their instructions and hints.

import StepwiseBasics

/// The language of the lessons' instructions and hints: the tool's ``Language``, English
/// unless the learner asks for Japanese (`--lang ja`, `STEPWISE_LANG`, the locale).
///
/// A lesson's Japanese instructions sit beside its English ones, as `README.ja.md` next to
/// `README.md`; its Japanese hints sit beside its English hints in the catalog.
package typealias LessonLanguage = Language

extension Language {
  /// The language a command's lessons are in: the one `--lang` chose for the running
  /// command, else the one the environment asks for (`STEPWISE_LANG` if set, else the first
  /// of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set; Japanese when it starts with `ja`).
  package static func current(_ variables: [String: String]) -> Language {
    chosen ?? Language(environment: variables)
  }

  /// The name of a lesson's instructions in this language: `README.md`, `README.ja.md`.
  package var instructionsName: String {
    self == .english ? "README.md" : "README.\(rawValue).md"
  }
}
