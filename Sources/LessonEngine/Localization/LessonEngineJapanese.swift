// LessonEngine's messages in Japanese: the lessons of both courses: watch mode, builds, exercises
// and their help. Its tables are in the files beside this one.

import SourceDiff
import StepwiseBasics

/// The Japanese of the messages LessonEngine shows (see ``LocalizedText``): its own tables, and
/// the catalogs of the modules below it whose messages it shows too.
package enum LessonEngineJapanese {
  /// The module's catalog.
  package static let catalog = JapaneseCatalog(
    own: [runHelp, courseHelp, lessons, building, others], including: [SourceDiffJapanese.catalog])
}

/// A message in the current language, from this module's catalog.
func localized(_ text: LocalizedText) -> String {
  LessonEngineJapanese.catalog.inCurrentLanguage(text)
}

extension LessonEngineJapanese {
  /// The messages of other groups that LessonEngine shows, a few of each: classroomHelp,
  /// checking.
  static let others: [String: String] = [
    "the name the report gives (default: $USER)":
      "レポートに記す名前 (既定: $USER)",
    "in {0}, {1}:{2}":
      "{0} の中 ({1}:{2})",
    "Cannot build: {0}":
      "ビルドできません: {0}",
    "The build took too long and was stopped.":
      "ビルドに時間がかかりすぎたので、止めました。",
    "Your code compiles with 1 warning, which Xcode shows too:":
      "あなたのコードはコンパイルできますが、警告が 1 件あります（Xcode にも表示されます）:",
    "Your code compiles with {0} warnings, which Xcode shows too:":
      "あなたのコードはコンパイルできますが、警告が {0} 件あります（Xcode にも表示されます）:",
    "and 1 more warning.":
      "ほかに警告が 1 件あります。",
    "and {0} more warnings.":
      "ほかに警告が {0} 件あります。",
    "The build failed:":
      "ビルドに失敗しました:",
    "The build was stopped by signal {0} before it finished: it was interrupted, or the machine ran out of memory. Nothing is wrong with your code that this shows; check again.":
      "ビルドが終わる前に、シグナル {0} で止められました: 中断されたか、マシンのメモリが足りなくなったかです。これはコードの誤りを示すものではありません。もう一度チェックしてください。",
  ]
}

extension String {
  /// This English text, known only when the tool runs (a command's summary, an option's
  /// help), in the current language: its Japanese from this module's catalog, else itself.
  var localized: String {
    LessonEngineJapanese.catalog.inCurrentLanguage(LocalizedText(key: self))
  }
}
