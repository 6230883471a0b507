// Japanese for the help of tutorial and exercises: the two courses.

extension JapaneseCatalog {
  /// The help of `tutorial` and `exercises` and their actions, and of their options.
  static let courseHelp: [String: String] = [
    "build your own Checklists app, step by step, checked as you go":
      "自分の Checklists アプリを、1 ステップずつチェックを受けながら作ります",
    """
    The build-along tutorial: you write the Checklists app yourself, in a package of
    your own, one small step at a time, and each step is checked by playing a walkthrough
    script on your app through the simulated device (and, where a step is about the
    shape of the code, a few tests that use the names it asks for). Code arranged
    differently from the book's passes as long as the app behaves.

    Start with: stepwise tutorial start (makes MyChecklists/ in the current folder, or
    beside the course's folder when run in the course), then cd into it as start says and
    run stepwise tutorial. The steps' instructions and checks are in
    this course's Chapters/Tutorial/; your progress is in .stepwise/tutorial/ in your
    package.

    With no action: show progress and the current step, check it, then check every
    earlier step still in force and name the first that broke; move on when all pass.

    """:
      """
    作りながら学ぶチュートリアルです。Checklists アプリを自分のパッケージの中で、
    1 つずつ小さなステップで自分で書いていきます。各ステップは、シミュレートした
    デバイス上であなたのアプリに操作スクリプトを再生してチェックします
    (ステップがコードの形に関するものなら、指示した名前を使ういくつかのテストも)。
    本とは違う書き方のコードでも、アプリが正しく動けば合格です。

    始め方: stepwise tutorial start (現在のフォルダーに、コースの中で実行したときは
    コースのフォルダーの隣に MyChecklists/ を作ります)。start の表示どおりに cd して、
    stepwise tutorial を実行します。ステップの説明とチェックはこのコースの
    Chapters/Tutorial/ にあり、進捗はあなたのパッケージの .stepwise/tutorial/ に
    あります。

    アクションなしの場合: 進捗と現在のステップを表示してチェックし、まだ有効な前の
    ステップもすべてチェックして、最初に壊れたものを示します。すべて合格なら次へ
    進みます。

    """,
    "your app's package (default: the one the current folder is in)":
      "あなたのアプリのパッケージ (既定: 現在のフォルダーを含むもの)",
    """
    check every step and write the results as JSON (the shape of
    Exercism's results.json, version 3, one entry per step)
    """:
      """
    すべてのステップをチェックし、結果を JSON で書き出します (Exercism の
    results.json バージョン 3 の形で、ステップごとに 1 エントリ)
    """,
    "the current step's instructions":
      "現在のステップの説明",
    """
    Shows the current step's instructions, formatted for the terminal.

    """:
      """
    現在のステップの説明を、ターミナル向けに整えて表示します。

    """,
    "what a step done changed in the reference, as a diff":
      "済んだステップが模範解答で変えたところの diff",
    "every step, done or not":
      "すべてのステップと、完了したかどうか",
    """
    Lists every step with its number, whether it is done, and its title.

    """:
      """
    すべてのステップを、番号、完了したかどうか、タイトルとともに一覧にします。

    """,
    "make the previous step current":
      "前のステップを現在のステップにします",
    "make the next step current":
      "次のステップを現在のステップにします",
    "show the current step's next hint":
      "現在のステップのヒントを 1 つ表示します",
    """
    Shows one more hint of the current step, gentlest first.

    """:
      """
    現在のステップのヒントをもう 1 つ、控えめなものから順に表示します。

    """,
    "make your own app's package, with the smallest app that launches":
      "自分のアプリのパッケージを、起動するだけの最小のアプリで作ります",
    """
    Makes a Swift package of your own in DIR (default: MyChecklists, in the current
    folder, or beside the course's folder when you are in the course), which must be new
    or empty and outside the course: a manifest that uses this course's simulated
    UIKit by path, and an app that launches (an app delegate marked @main, its Info.plist
    declaration, a storyboard with one empty table screen and its controller). It makes a
    git repository with a first commit, so you can always see what each step changed.

    """:
      """
    自分の Swift パッケージを DIR (既定: 現在のフォルダーに、コースの中にいるときは
    コースのフォルダーの隣に MyChecklists) に作ります。DIR は新しいか空で、コースの
    外になければなりません。中身は、このコースのシミュレートした UIKit をパスで使う
    マニフェストと、起動するアプリ (@main を付けたアプリデリゲート、その Info.plist の
    宣言、空のテーブル画面 1 つとそのコントローラーのストーリーボード) です。最初の
    コミット付きの git リポジトリも作るので、各ステップで何が変わったかをいつでも
    確認できます。

    """,
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
    package under .build/exercises/ (the first run also builds the kit). Watch mode
    polls the files' modification times every 0.1 seconds,
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
    練習問題のモジュールとテストだけをビルドします (初回はキットもビルドします)。
    ウォッチモードは 0.1 秒ごとにファイルの更新日時を調べるので、どのファイル
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
