// LearnerCommands' messages in Japanese: the learner's `stepwise` handing the other commands to
// the whole tool.

import LessonEngine
import StepwiseBasics
import TutorialCourse

/// The Japanese of the messages LearnerCommands shows (see ``LocalizedText``): its own table,
/// and the catalogs of the modules below it whose messages it shows too.
package enum LearnerCommandsJapanese {
  /// The module's catalog.
  package static let catalog = JapaneseCatalog(
    own: [others],
    including: [TutorialCourseJapanese.catalog, LessonEngineJapanese.catalog])
}

/// A message in the current language, from this module's catalog.
func localized(_ text: LocalizedText) -> String {
  LearnerCommandsJapanese.catalog.inCurrentLanguage(text)
}

extension LearnerCommandsJapanese {
  /// The messages LearnerCommands shows: tool.
  static let others: [String: String] = [
    "the path of this program is not known":
      "このプログラムのパスがわかりません",
    "Compiling the rest of stepwise, once: its other commands and the apps (about half a minute)…":
      "stepwise の残り (ほかのコマンドとアプリ) をコンパイルしています。最初の 1 回だけです (30 秒ほど)…",
    "{0} is missing: stepwise needs it beside it for every command but tutorial and exercises; run swift run stepwise install in the course again":
      "{0} がありません。stepwise は tutorial と exercises 以外のコマンドにこれを使います。コースで swift run stepwise install をもう一度実行してください",
    "could not build {0}, which runs every command but tutorial and exercises: swift {1} in {2}":
      "tutorial と exercises 以外のコマンドを実行する {0} をビルドできませんでした: {2} で swift {1}",
  ]
}
