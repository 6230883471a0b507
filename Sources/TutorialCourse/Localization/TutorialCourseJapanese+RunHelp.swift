// Japanese for the help of play, run and checklists (an app played or opened in the
// simulator), and of the courses' check, watch and go actions.
// The messages of this group that TutorialCourse shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension TutorialCourseJapanese {
  /// The help of the commands that run an app, and of their options.
  static let runHelp: [String: String] = [
    """
    Makes a step the current one: <name> is its id, its short name or its number.

    """:
      """
    ステップを現在のステップにします: <name> はステップの ID、短い名前、または番号です。

    """,
    """
    Makes the next step in the list the current one.

    """:
      """
    一覧で次のステップを現在のステップにします。

    """,
    """
    Makes the previous step in the list the current one.

    """:
      """
    一覧で前のステップを現在のステップにします。

    """,
    """
    Once a step passes: that step's change alone in the book's app, as a diff, and whether your files of the same names are as the book's after it. <name> is a step done (its id, short name or number); without it, the current step when it is done, else the last step done before it. Yours will differ; any arrangement that passes the checks is right.

    """:
      """
    ステップに合格したら: そのステップだけで本のアプリが変わったところを diff で表示し、同じ名前のあなたのファイルが、そのステップの後の本のものと同じかどうかを示します。<name> は済んだステップです（ID、短い名前、番号のどれか）。省くと、現在のステップが済んでいればそれを、そうでなければその前で最後に済んだステップを示します。違いがあって当然で、チェックに合格する書き方ならどれも正解です。

    """,
    """
    Runs every step's checks with one build; those that pass count as done. A step can also be retired: a later step changed on purpose what it checked (the sample items gave way to saved ones), and that later step passes; it counts as done.

    """:
      """
    1 回のビルドですべてのステップのチェックを実行します。合格したものを完了と数えます。ステップは引退 (retired) することもあります: 後のステップがチェック内容を意図して変え (サンプルのアイテムが保存したアイテムに置き換わったなど)、その後のステップが合格している場合で、これも完了と数えます。

    """,
    """
    Runs the current step's checks, then again whenever you save a file.

    """:
      """
    現在のステップのチェックを実行し、ファイルを保存するたびにもう一度実行します。

    """,
    "make the step <name> names current":
      "<name> で指定したステップを現在のステップにします",
    "run every step's checks; those that pass count as done":
      "すべてのステップのチェックを実行します。合格したものを完了と数えます",
    "run the current step's checks, then again on every save; type commands meanwhile":
      "現在のステップのチェックを実行し、保存のたびにもう一度実行します。その間もコマンドを入力できます",
  ]
}
