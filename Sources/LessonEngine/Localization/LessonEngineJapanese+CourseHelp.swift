// Japanese for the help of tutorial and exercises: the two courses.
// The messages of this group that LessonEngine shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension LessonEngineJapanese {
  /// The help of `tutorial` and `exercises` and their actions, and of their options.
  static let courseHelp: [String: String] = [
    "the classroom exercises: progress, tests, hints":
      "教室用の練習問題: 進捗、テスト、ヒント",
    """
    The classroom exercises: small changes to the apps, each made in a starter file under
    Chapters/Exercises/ and checked by tests in Tests/ExerciseTests/ that run the app on the
    simulated device. Progress is kept in .stepwise/exercises/progress.json.

    With no action: show progress, run the current exercise's tests, and move on if they
    pass. <name> is an exercise's id (checklists-02/blank-text), its short name
    (blank-text) or its number in the list.

    An exercise counts only with its tests as shipped: their SHA-256 is checked before
    they run. Each run builds only the exercise's own module and tests, in a scratch
    package under .build/exercises/, built in the course's .build, where the tool's
    build compiled the kit (verify, and a run while another SwiftPM command holds
    that folder, use a folder of their own, whose first run builds the kit). Watch mode
    polls the files' modification times every 0.05 seconds,
    which works on every file system. stepwise learn is the same command.

    """:
      """
    教室用の練習問題です。アプリへの小さな変更で、どれも Chapters/Exercises/ の
    スターターファイルで行い、シミュレートしたデバイスでアプリを動かす
    Tests/ExerciseTests/ のテストでチェックします。進捗は
    .stepwise/exercises/progress.json に保存します。

    アクションなしの場合: 進捗を表示し、現在の練習問題のテストを実行して、合格すれば
    次へ進みます。<name> は練習問題の ID (checklists-02/blank-text)、短い名前
    (blank-text)、または一覧の番号です。

    練習問題は、配布したままのテストで合格したときだけ数えます: 実行前にテストの
    SHA-256 を確かめます。各実行では、.build/exercises/ の下の作業用パッケージで
    練習問題のモジュールとテストだけをビルドします。ビルドはコースの .build で行い、
    そこにはツールのビルドがコンパイルしたキットがあります (verify と、ほかの SwiftPM
    のコマンドがそのフォルダーを使っている間の実行は専用のフォルダーを使い、その初回は
    キットもビルドします)。
    ウォッチモードは 0.05 秒ごとにファイルの更新日時を調べるので、どのファイル
    システムでも動きます。stepwise learn は同じコマンドです。

    """,
    """
    run every exercise and write the results as JSON (the shape
    of Exercism's results.json, version 3), for a teacher
    """:
      """
    すべての練習問題を実行し、結果を JSON で書き出します (Exercism の
    results.json バージョン 3 の形)。先生向け
    """,
    "check that starters fail their tests and solutions pass (for the project's CI)":
      "どのスターターもテストに失敗し、どの模範解答も合格することを確かめます (プロジェクトの CI 用)",
    """
    Builds every starter as shipped and checks that each fails its tests, then every
    reference solution, which must pass them.

    """:
      """
    配布したままのスターターをすべてビルドし、どれもテストに失敗することを
    確かめます。続けて模範解答をすべてビルドし、どれもテストに合格することを
    確かめます。

    """,
    "compare your files with the reference, once passed":
      "合格したら、自分のファイルを模範解答と比べます",
    """
    Shows your files beside the reference solution, once the exercise passed.

    """:
      """
    練習問題に合格したら、あなたのファイルと模範解答を並べて表示します。

    """,
    "put an exercise's files back as shipped (asks first)":
      "練習問題のファイルを配布時の状態に戻します (先に確認します)",
    """
    Puts an exercise's starter files back as shipped, after asking y/N.

    """:
      """
    練習問題のスターターファイルを、y/N で確認したうえで配布時の状態に戻します。

    """,
    "every exercise, done or not":
      "すべての練習問題と、完了したかどうか",
    "make the previous exercise current":
      "前の練習問題を現在の練習問題にします",
    """
    Makes the previous exercise in the list the current one.

    """:
      """
    一覧で前の練習問題を現在の練習問題にします。

    """,
    "make the next exercise current":
      "次の練習問題を現在の練習問題にします",
    """
    Makes the next exercise in the list the current one.

    """:
      """
    一覧で次の練習問題を現在の練習問題にします。

    """,
    "show the current exercise's next hint":
      "現在の練習問題のヒントを 1 つ表示します",
    """
    Shows one more hint of the current exercise, gentlest first.

    """:
      """
    現在の練習問題のヒントをもう 1 つ、控えめなものから順に表示します。

    """,
    """
    Runs the current exercise's tests, then again whenever you save a file.

    """:
      """
    現在の練習問題のテストを実行し、ファイルを保存するたびにもう一度実行します。

    """,
  ]
}
