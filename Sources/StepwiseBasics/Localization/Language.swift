// Which language the tool speaks: `--lang`, then `STEPWISE_LANG`, then the locale.

import Foundation
import Synchronization

/// A language the tool's messages come in.
///
/// The tool speaks English unless the reader asks for Japanese: `--lang ja`, else
/// `STEPWISE_LANG=ja`, else a locale starting with `ja` in the first of `LC_ALL`,
/// `LC_MESSAGES` and `LANG` that is set (as POSIX reads them: `LC_ALL=C` wins over
/// `LANG=ja_JP.UTF-8`). Anything else, `LANG=C` or no locale at all, is English.
///
/// ```swift
/// let language = Language(environment: ["LANG": "ja_JP.UTF-8"])  // .japanese
/// Language.$chosen.withValue(language) { print(localized("unknown command")) }
/// ```
package enum Language: String, CaseIterable, Sendable {
  case english = "en"
  case japanese = "ja"

  /// The language chosen for the running task, if it chose one (the tool's run does, for
  /// the command it runs; tests do, without touching the process's).
  @TaskLocal package static var chosen: Language?

  /// The language messages are written in now: the task's choice, else the process's.
  package static var current: Language {
    chosen ?? process.withLock { $0 }
  }

  /// The process's language, which threads the tool starts (the web server's) see too.
  ///
  /// A program the tool did not start itself, such as a test process, speaks English unless
  /// `STEPWISE_LANG` says otherwise: the locale alone does not change what tests read. The
  /// tool sets it, and passes it on to the programs it starts (a learner's tests).
  private static let process = Mutex<Language>(
    Language(code: ProcessInfo.processInfo.environment[choiceVariable] ?? "") ?? .english)

  /// The variable that chooses the language, and that the tool passes on to its children.
  package static let choiceVariable = "STEPWISE_LANG"

  /// Sets the process's language, once the command line has said which, and passes it on
  /// to the programs the process starts.
  package static func setProcessLanguage(_ language: Language) {
    process.withLock { $0 = language }
    setenv(choiceVariable, language.rawValue, 1)
  }

  /// The language a `--lang` value names: `ja` or `en` (a locale such as `ja_JP` too).
  package init?(code: String) {
    let lowered = code.lowercased()
    if lowered.hasPrefix("ja") {
      self = .japanese
    } else if lowered.hasPrefix("en") {
      self = .english
    } else {
      return nil
    }
  }

  /// The language the environment asks for: `STEPWISE_LANG`, else the locale's variables.
  package init(environment: [String: String]) {
    let names = [Self.choiceVariable, "LC_ALL", "LC_MESSAGES", "LANG"]
    let value = names.lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    self = value.lowercased().hasPrefix("ja") ? .japanese : .english
  }
}
