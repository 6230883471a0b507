// Japanese for the tutorial, the exercises and watch mode.
// The messages of this group that TutorialCourse shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension TutorialCourseJapanese {
  /// The lesson engine's messages: progress, hints, watch mode, the tutorial and the exercises.
  static let lessons: [String: String] = [
    "write a function marked @Test that tests the app, as the step asks.":
      "ステップが求めるとおりに、アプリをテストする、@Test を付けた関数を書きましょう。",
    "It does not compile with your app yet, as expected before the code: now write it ({0}).":
      "コードを書く前なので、予想どおり、あなたのアプリではまだコンパイルできません。では、コードを書きましょう（{0}）。",
    "It fails on your app, as it should before the code (red): now make it pass ({0}).":
      "コードを書く前なので、あなたのアプリでは失敗します（レッド）。では、通るようにしましょう（{0}）。",
    "The tutorial has no steps.":
      "チュートリアルにステップがありません。",
    "Checking the {0} earlier step still in force…":
      "まだ有効な前の {0} ステップをチェックしています…",
    "Checking the {0} earlier steps still in force…":
      "まだ有効な前の {0} ステップをチェックしています…",
    "✗ But an earlier step broke: {0}, {1}.":
      "✗ ただし、前のステップが壊れました: {0}、{1}。",
    "{0} earlier step still passes.":
      "前の {0} ステップも合格のままです。",
    "{0} earlier steps still pass.":
      "前の {0} ステップも合格のままです。",
    "Compare your app with the book's: ":
      "本のアプリと比べる: ",
    "Every step is done: the app is yours. Well done!":
      "すべてのステップが完了しました。このアプリはもうあなたのものです。お疲れさまでした。",
    "The checks are not the ones the course shipped with:":
      "チェックがコースの配布時のものと違います:",
    "{0} has been changed or is missing":
      "{0} が変更されたか、ありません",
    "Put them back, in the course's folder ({0}):":
      "コースのフォルダー ({0}) で元に戻してください:",
    "Checking every step…":
      "すべてのステップをチェックしています…",
    "The first step that does not pass, {0}:":
      "合格していない最初のステップ {0}:",
    "{0} changed what it checks":
      "{0} がチェック内容を変えました",
    "Wrote {0}: {1} pass, {2} fail, {3} error, of {4} steps.":
      "{0} を書き出しました: {4} ステップ中、合格 {1}、不合格 {2}、エラー {3}。",
    "Compare shows your app beside the book's once a step passes; none has yet.":
      "compare は、ステップに合格するとあなたのアプリと本のアプリを並べて表示します。まだ合格したステップはありません。",
    "Check the current step with {0}.":
      "現在のステップは {0} でチェックできます。",
    "{0} ({1}) beside {2}, the reference at the end of {3}, file by file:":
      "{0} ({1}) と、{3} の終わりの模範解答 {2} を、ファイルごとに並べます:",
    "Your app":
      "あなたのアプリ",
    "Only in the reference: {0} (a later step may ask for what it holds).":
      "模範解答にだけあるもの: {0} (後のステップで求められるかもしれません)。",
    "Only in yours: {0}.":
      "あなたのアプリにだけあるもの: {0}。",
    "Lines with - are yours, + the reference's, as it is at the end of {0}. Another arrangement that passes the checks is just as right.":
      "- の行はあなたのもの、+ の行は {0} の終わりの時点の模範解答のものです。チェックに合格するなら、別の書き方でも同じように正解です。",
    "Cannot compare: {0}":
      "比べられません: {0}",
    "Step {0} of {1}: {2}":
      "ステップ {0}/{1}: {2}",
    "Step {0}":
      "ステップ {0}",
    "Read   again with show, or in {0}":
      "説明   show でもう一度、または {0}",
    "Read   {0}, or {1}":
      "説明   {0}、または {1}",
    "Write  your test, in {0}; then your app, in {1}/":
      "書く   あなたのテスト ({0})、次にあなたのアプリ ({1}/)",
    "Edit   your app, in {0}/":
      "編集   あなたのアプリ ({0}/)",
    "Check  {0}/{1}/":
      "確認   {0}/{1}/",
    "(read it, do not change it)":
      "(読むだけにして、変更しないでください)",
    "The course has lost {0}.":
      "コースから {0} がなくなっています。",
    "Check it with {0}; {1} gives a hint, one at a time.":
      "{0} でチェックします。{1} でヒントを 1 つずつ表示します。",
    ": your app does what the step asks ({0} checks).":
      ": あなたのアプリはステップの求めるとおりに動きます (チェック {0} 個)。",
    ": your app does what the step asks.":
      ": あなたのアプリはステップの求めるとおりに動きます。",
    ": a check did not hold.":
      ": チェックが満たされませんでした。",
    "cannot write {0}: {1}":
      "{0} に書き込めません: {1}",
    """
    Your app is in {0}. Next, in that folder:
      cd {1}
      {2} tutorial
          the first step's instructions, and its check
      {3} tutorial watch
          the check again on every save
      {4} run --dir .
          your app in the simulator, built where the course's kit is compiled
          (the first command but tutorial and exercises compiles the rest of the tool)
    """:
      """
    あなたのアプリは {0} にあります。次に、そのフォルダーで:
      cd {1}
      {2} tutorial
          最初のステップの説明と、そのチェック
      {3} tutorial watch
          保存のたびにもう一度チェックします
      {4} run --dir .
          シミュレーターであなたのアプリを動かします (コースのキットがコンパイル済みの場所でビルドします)
          (tutorial と exercises 以外の最初のコマンドが、ツールの残りをコンパイルします)
    """,
    """
    (That is this course's stepwise. To type just stepwise, run
    swift run stepwise install in the course.)
    """:
      """
    (これはこのコースの stepwise です。stepwise とだけ入力したいときは、
    コースの中で swift run stepwise install を実行します。)
    """,
    "{0} is not in a tutorial package: make one with {1} tutorial start, or say where yours is with --dir DIR":
      "{0} はチュートリアルのパッケージの中ではありません。{1} tutorial start で作るか、--dir DIR であなたのパッケージの場所を指定してください",
    "{0} is inside the course ({1}); your app is a package of its own, outside the course: for example {2}":
      "{0} はコース ({1}) の中です。あなたのアプリはコースの外の、独立したパッケージにします: たとえば {2}",
    "{0} is inside the Swift package {1}, whose build would take its files as its own; your app is a package of its own, outside it: for example {2}":
      "{0} は Swift パッケージ {1} の中です。そのビルドがこのフォルダーのファイルを自分のものとして扱ってしまいます。あなたのアプリはその外の、独立したパッケージにします: たとえば {2}",
    "{0} is a file, not a folder":
      "{0} はファイルで、フォルダーではありません",
    "{0} already holds {1}{2}; {3} makes a new package in an empty or new folder, and changes nothing else":
      "{0} にはすでに {1}{2} があります。{3} は空か新しいフォルダーにパッケージを作り、ほかには何も変更しません",
    "{0} is not empty":
      "{0} は空ではありません",
    "{0}: {1}; nothing was left there, so the command can be run again":
      "{0}: {1}。そこには何も残していないので、もう一度コマンドを実行できます",
    "Wrote the package: Package.swift and {0} files in {1}/, and a test target for your own tests in {2}/.":
      "パッケージを書き出しました: Package.swift と、{1}/ の {0} 個のファイル、そしてあなた自身のテストのためのテストターゲット ({2}/)。",
    "git is not installed here, so the package has no repository; the tutorial works without one.":
      "ここには git がインストールされていないので、パッケージにリポジトリはありません。リポジトリがなくてもチュートリアルは進められます。",
    "git init made a repository, but the first commit failed:":
      "git init でリポジトリを作りましたが、最初のコミットに失敗しました:",
    "Made a git repository with a first commit.":
      "最初のコミット付きの git リポジトリを作りました。",
    "Made a git repository with a first commit (as \"Stepwise learner\": git has no name for you yet).":
      "最初のコミット付きの git リポジトリを作りました (git にまだあなたの名前がないので \"Stepwise learner\" として)。",
  ]
}
