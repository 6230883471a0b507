// Japanese for the command line: usage errors, `--lang`, and the frame of every help.
// The messages of this group that CommandLineKit shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension CommandLineKitJapanese {
  /// Usage errors, the global `--lang`, and the help's headings and overview.
  static let commandLine: [String: String] = [
    "actions: {0}": "アクション: {0}",
    "unknown action \"{0}\" ({1})": "不明なアクションです: \"{0}\" ({1})",
    "unknown option {0}": "不明なオプションです: {0}",
    "unknown option {0} for {1}": "{1} に {0} というオプションはありません",
    "{0} is given twice": "{0} が 2 回指定されています",
    "{0} needs a value: {1} {2}": "{0} には値が必要です: {1} {2}",
    "{0} needs a non-empty {1}": "{0} には空でない {1} が必要です",
    "{0} takes no value": "{0} は値を取りません",
    "{0} needs {1}": "{0} には {1} が必要です",
    "unexpected argument \"{0}\"": "余分な引数があります: \"{0}\"",
    "{0} takes ja or en, not \"{1}\"": "{0} に指定できるのは ja か en です (\"{1}\" は指定できません)",
    "the language to speak: ja (Japanese) or en (English)":
      "ツールが使う言語: ja (日本語) または en (英語)",
    "Usage: {0}": "使い方: {0}",
    "See {0} help {1}.": "詳しくは {0} help {1} を参照してください。",
    "See {0} --help.": "詳しくは {0} --help を参照してください。",
  ]
}
