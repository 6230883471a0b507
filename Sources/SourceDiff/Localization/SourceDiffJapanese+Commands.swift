// Japanese for the commands that work on packages and projects: diff, install, render,
// port, export and classroom.
// The messages of this group that SourceDiff shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension SourceDiffJapanese {
  /// What diff, install, render, port, export and classroom say. Diffs, the reports written
  /// to files (PORTING.md, EXPORT.md), grade sheets, CSV and JSON stay English: they are
  /// read by programs, or are files of the learner's project.
  static let commands: [String: String] = [
    // diff
    "(apps: {0})":
      "(アプリ: {0})",
    "there is no stage \"{0}\": no folder Sources/{1}":
      "段階 \"{0}\" はありません: フォルダー Sources/{1} がありません",
    "neither {0} nor {1} has a file \"{2}\"":
      "{0} にも {1} にも、ファイル \"{2}\" はありません",
    "{0} is the same in {1} and {2}":
      "{0} は {1} と {2} で同じです",
  ]
}
