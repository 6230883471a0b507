// Japanese for the tutorial, the exercises and watch mode.
// The messages of this group that LessonEngine shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension LessonEngineJapanese {
  /// The lesson engine's messages: progress, hints, watch mode, the tutorial and the exercises.
  static let lessons: [String: String] = [
    "Stepwise exercises":
      "Stepwise 練習問題",
    "exercise":
      "練習問題",
    "The tests say exactly what they expect.":
      "テストに、期待することがそのまま書かれています。",
    "tests":
      "テスト",
    "Stepwise tutorial":
      "Stepwise チュートリアル",
    "step":
      "ステップ",
    "The check says exactly what it expects: read the step's check.stepwise.":
      "チェックに、期待することがそのまま書かれています: ステップの check.stepwise を読んでください。",
    "checks":
      "チェック",
    "{0} of {1} done":
      "{1} 個中 {0} 個完了",
    "Start any of them with {0} <number, id or title>.":
      "どれでも {0} <番号、ID またはタイトル> で始められます。",
    "Hint {0} of {1}":
      "ヒント {0}/{1}",
    " for {0}:":
      " ({0}):",
    "Ask again for the next hint: {0}":
      "次のヒントは、もう一度: {0}",
    "That was the last hint. {0}":
      "これが最後のヒントです。{0}",
    "Every hint for {0} is out already:":
      "{0} のヒントはすべて表示済みです:",
    "{0} has no hints.":
      "{0} にはヒントがありません。",
    "{0} is the last {1}.":
      "{0} が最後の{1}です。",
    "{0} is the first {1}.":
      "{0} が最初の{1}です。",
    "({0} is not done yet: {1} goes back.)":
      "({0} はまだ完了していません。{1} で戻れます。)",
    "Run its {0} with {1} (or {2} {3} watch).":
      "{1} で{0}を実行します ({2} {3} watch でも実行できます)。",
    "Your code already does what {0} asks, so it is done. Read it above, then type next to move on.":
      "あなたのコードはもう {0} の求めることをしているので、完了にしました。上の説明を読んでから、next と打って次へ進んでください。",
    "{0} was done already: it stays the current {1}. Type next to move on.":
      "{0} は完了済みなので、現在の{1}のままにします。次へ進むには next と入力します。",
    "Next: {0} {1}, {2}: {3}":
      "次は{0} {1}、{2}: {3}",
    "Starting it…":
      "開始します…",
    "Run {0} to start it.":
      "{0} で開始します。",
    "Saved: running the {0} again…":
      "保存されました。{0}をもう一度実行します…",
    "Watching {0} for saves (type help for the commands).":
      "{0} の保存を監視しています (コマンドは help で表示します)。",
    """
    Watching {0} for saves: it always polls their modification times every {1} s, with no file-system notifications, so it works on every file system.
    Type hint, run, next, previous, list, check or quit, then Return; help lists all.
    """:
      """
    {0} の保存を監視しています。ファイルシステムの通知は使わず、{1} 秒ごとに更新日時を調べるので、どのファイルシステムでも動きます。
    hint、run、next、previous、list、check、quit のどれかを入力して Return を押します。help ですべてのコマンドを表示します。
    """,
    "no {0} ran":
      "{0}は実行されていません",
    "Result {0} after the save (build {1}, {2}).":
      "保存から {0} で結果が出ました (ビルド {1}、{2})。",
    "Every check done {0} after it.":
      "すべてのチェックが終わったのは保存の {0} 後です。",
    "Unknown command \"{0}\": type help for the commands.":
      "不明なコマンドです: \"{0}\" (コマンドは help で表示します)",
    "--report takes the file to write, and {0} is a folder":
      "--report には書き込むファイルを指定します。{0} はフォルダーです",
    "Cannot write {0}: {1}":
      "{0} に書き込めません: {1}",
    "Could not save the progress: {0}":
      "進捗を保存できませんでした: {0}",
    "Stuck? {0} shows hint {1} of {2}.":
      "行き詰まったら: {0} でヒント {1}/{2} を表示します。",
    "There are no exercises.":
      "練習問題がありません。",
    "Compare with the reference solution: ":
      "模範解答と比べる: ",
    "Every exercise is done. Well done!":
      "すべての練習問題が完了しました。お疲れさまでした。",
    " (done)":
      " (完了)",
    "Exercise {0} of {1}: {2}":
      "練習問題 {0}/{1}: {2}",
    "Edit   {0}":
      "編集   {0}",
    "Read   {0}":
      "説明   {0}",
    "Tests  {0}":
      "テスト {0}",
    "Judge  the course's app (Sources/{0}) and {1} planted bugs ({2})":
      "判定 コースのアプリ（Sources/{0}）と、仕込まれた {1} 個のバグ（{2}）",
    "(read them, do not change them)":
      "(読むだけにして、変更しないでください)",
    "✗ {0}: no test ran.":
      "✗ {0}: テストが 1 つも実行されませんでした。",
    "✓ {0}: its test passes.":
      "✓ {0}: テストに合格しました。",
    "✓ {0}: all {1} tests pass.":
      "✓ {0}: {1} 個のテストすべてに合格しました。",
    "✗ {0}: {1} of {2} tests failed.":
      "✗ {0}: {2} 個中 {1} 個のテストが失敗しました。",
    "line {0}":
      "{0} 行目",
    "What the app did (the harness transcript, latest last):":
      "アプリがしたこと (ハーネスの記録、新しいものが最後):",
    "… {0} more lines":
      "… ほか {0} 行",
    "Building (the first build also compiles the kit, once; later builds reuse it)…":
      "ビルドしています (初回はキットもコンパイルします。2 回目からは再利用します)…",
    "Building…":
      "ビルドしています…",
    "Built in {0}.":
      "{0} でビルドしました。",
    "Testing…":
      "テストしています…",
    "Your test does not compile:":
      "あなたのテストはコンパイルできません：",
    "{0} has no test yet: {1}":
      "{0} にはまだテストがありません。{1}",
    "Your test fails on the course's own app, which does what is asked, so it would fail on a right app too:":
      "あなたのテストは、求められたとおりに動くコース自身のアプリで失敗します。これでは正しいアプリでも失敗してしまいます：",
    "Your test passes on a new install of the course's app, but fails when it runs a second time: on a simulator the app's container (its files and preferences) is kept from one run of the tests to the next, so in Xcode this test would fail from its second run on. Start it by removing what an earlier run may have left. The second run:":
      "あなたのテストは、新しくインストールしたコースのアプリでは通りますが、2 回目に実行すると失敗します。シミュレーターではアプリのコンテナー（ファイルと設定）がテストの実行から次の実行まで残るので、Xcode ではこのテストは 2 回目の実行から失敗します。前の実行が残したかもしれないものを消すところから始めましょう。2 回目の実行：",
    "Your test passes on the course's app, but it catches {0} of the {1} planted bugs. Make it fail on these:":
      "あなたのテストはコースのアプリで通りますが、仕込まれた {1} 個のバグのうち {0} 個しか捕まえません。次のバグで失敗するようにしましょう：",
    "Your test is good: it passes on the course's app and fails on each of the {0} planted bugs.":
      "よいテストです。コースのアプリで通り、仕込まれた {0} 個のバグのどれでも失敗します。",
    "write a function marked @Test that launches the app as a unit test in Xcode does (the storyboard's first screen in a UIWindow) and calls what the user's taps call (`stepwise exercises hint` shows how).":
      "@Test を付けた関数を書き、Xcode の単体テストと同じようにアプリを起動して（ストーリーボードの最初の画面を UIWindow に置きます）、ユーザーのタップが呼ぶものを呼びましょう（`stepwise exercises hint` がやり方を示します）。",
    "Running your test on the course's app and on each planted bug…":
      "あなたのテストを、コースのアプリと、仕込まれた各バグの上で実行しています…",
    "Running every exercise's tests…":
      "すべての練習問題のテストを実行しています…",
    "Running every exercise's tests for the report…":
      "レポートのために、すべての練習問題のテストを実行しています…",
    "Wrote {0}: {1} pass, {2} fail, {3} error, of {4}.":
      "{0} を書き出しました: {4} 個中、合格 {1}、不合格 {2}、エラー {3}。",
    "{0} of {1} tests pass":
      "{1} 個中 {0} 個のテストに合格",
    "the test catches {0} of {1} planted bugs":
      "テストは仕込まれた {1} 個のバグのうち {0} 個を捕まえます",
    "Reset {0}? This puts {1} back as shipped: your changes to it are lost, and the exercise is no longer done. [y/N]":
      "{0} をリセットしますか? {1} を配布時の状態に戻します。あなたの変更は失われ、練習問題は未完了に戻ります。[y/N]",
    "Reset {0}? This puts {1} back as shipped: your changes to them are lost, and the exercise is no longer done. [y/N]":
      "{0} をリセットしますか? {1} を配布時の状態に戻します。あなたの変更は失われ、練習問題は未完了に戻ります。[y/N]",
    "Nothing was changed.":
      "何も変更しませんでした。",
    "{0} was already as shipped; it is no longer marked done.":
      "{0} はすでに配布時のままでした。完了の印は外しました。",
    "Reset {0}.":
      "{0} をリセットしました。",
    "Cannot reset {0}: {1}":
      "{0} をリセットできません: {1}",
    "{0} is not done yet: its reference solution opens once its tests pass.":
      "{0} はまだ完了していません。模範解答はテストに合格すると見られます。",
    "✓ {0} is the same as the reference solution.":
      "✓ {0} は模範解答と同じです。",
    "Your {0} next to the reference solution:":
      "あなたの {0} と模範解答:",
    "Lines with - are yours only, lines with + the reference's only. Both pass the tests; yours need not match.":
      "- の行はあなたのものだけに、+ の行は模範解答だけにあります。どちらもテストに合格するので、同じでなくてかまいません。",
    "{0} is a link to {1}, not the file as shipped":
      "{0} は {1} へのリンクで、配布したファイルではありません",
    "{0} is missing":
      "{0} がありません",
    "{0} has been changed (its SHA-256 is {1}…, the tests as shipped have {2}…)":
      "{0} は変更されています (SHA-256 は {1}… ですが、配布したテストは {2}… です)",
    "The tests of {0} are not the ones it shipped with:":
      "{0} のテストが配布時のものと違います:",
    """
    An exercise only counts with its tests as shipped, so these tests were not run.
    Change your code, not the tests. To put the tests back:
    """:
      """
    練習問題は配布したままのテストでしか数えないので、これらのテストは実行しませんでした。
    テストではなく、あなたのコードを変更してください。テストを元に戻すには:
    """,
    "There is no {0} \"{1}\": see list.":
      "{0} \"{1}\" はありません。list で確認してください。",
    "there is no {0} \"{1}\" (see {2} {3} list)":
      "{0} \"{1}\" はありません ({2} {3} list で確認してください)",
  ]
}
