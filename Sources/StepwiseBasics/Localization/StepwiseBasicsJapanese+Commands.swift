// Japanese for the commands that work on packages and projects: diff, install, render,
// port, export and classroom.
// The messages of this group that StepwiseBasics shows; the others are beside the modules that
// show them.

extension StepwiseBasicsJapanese {
  /// What diff, install, render, port, export and classroom say. Diffs, the reports written
  /// to files (PORTING.md, EXPORT.md), grade sheets, CSV and JSON stay English: they are
  /// read by programs, or are files of the learner's project.
  static let commands: [String: String] = [
    "running students' code as {0} needs the grader to run as root (sudo), which alone can hand a program another user's rights":
      "学生のコードを {0} として動かすには、採点を root (sudo) で実行してください。プログラムにほかのユーザーの権限を渡せるのは root だけです",
    "there is no user named {0} on this machine":
      "このマシンには {0} というユーザーがいません",
    "{0} is root: students' code must run as a user without the grader's rights, such as nobody":
      "{0} は root です: 学生のコードは nobody のような、採点する側の権限を持たないユーザーとして動かしてください",
    "setpriv is not installed (it comes with util-linux): it runs students' code as {0}":
      "setpriv がインストールされていません (util-linux に含まれます): 学生のコードを {0} として動かすのに使います",
    "cannot make {0} for {1}: {2}":
      "{1} のための {0} を作れません: {2}",
    "running students' code as another user needs Linux's setpriv; grade on Linux, or without --as-user":
      "学生のコードをほかのユーザーとして動かすには Linux の setpriv が必要です。Linux で採点するか、--as-user を付けずに採点してください",
    "cannot give {0} to {1}: {2}":
      "{0} を {1} に渡せません: {2}",
    "cannot close {0} to {1}: {2}":
      "{0} を {1} から閉じられません: {2}",
    // export: a string literal of the storyboard declaration
    "a string with an interpolation: write the text itself":
      "補間を含む文字列です: 補間をやめて、テキストそのものを書いてください",
    "\"\\{0}\" is not an escape Swift knows":
      "\"\\{0}\" は Swift のエスケープではありません",
    "\"\\u{{0}}\" names no Unicode scalar":
      "\"\\u{{0}}\" はどの Unicode スカラー値も表しません",
  ]
}
