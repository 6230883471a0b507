// Japanese for the help of tutorial and exercises: the two courses.
// The messages of this group that TutorialCourse shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension TutorialCourseJapanese {
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
  ]
}
