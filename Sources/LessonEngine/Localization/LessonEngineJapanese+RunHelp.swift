// Japanese for the help of play, run and checklists (an app played or opened in the
// simulator), and of the courses' check, watch and go actions.
// The messages of this group that LessonEngine shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension LessonEngineJapanese {
  /// The help of the commands that run an app, and of their options.
  static let runHelp: [String: String] = [
    """
    Lists every exercise with its number, whether it is done, and its title.

    """:
      """
    すべての練習問題を、番号、完了したかどうか、タイトルとともに一覧にします。

    """,
    """
    Makes a exercise the current one: <name> is its id, its short name or its number.

    """:
      """
    練習問題を現在の練習問題にします: <name> は練習問題の ID、短い名前、または番号です。

    """,
    "Runs every exercise's tests with one build; those that pass count as done. \n":
      """
    1 回のビルドですべての練習問題のテストを実行します。合格したものを完了と数えます。

    """,
    "make the exercise <name> names current":
      "<name> で指定した練習問題を現在の練習問題にします",
    "run every exercise's tests; those that pass count as done":
      "すべての練習問題のテストを実行します。合格したものを完了と数えます",
    "run the current exercise's tests, then again on every save; type commands meanwhile":
      "現在の練習問題のテストを実行し、保存のたびにもう一度実行します。その間もコマンドを入力できます",
  ]
}
