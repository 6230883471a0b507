// Japanese for the tutorial's checking: building the learner's app with the step's checks,
// and a failing step explained in plain words.
// The messages of this group that TutorialCourse shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension TutorialCourseJapanese {
  /// The tutorial's check of a step: its progress lines, and why a step did not pass (the
  /// compiler's and Swift's own lines are quoted as they are printed).
  static let checking: [String: String] = [
    "step {0}":
      "ステップ {0}",
    "Judged on your test as it was when this step passed, kept in {0}:":
      "このステップが通ったときのあなたのテスト ({0} に保存したもの) で判定しました:",
    "Your app does not have the names {0} asks for: its checks use them, and do not compile.":
      "{0} で作るはずの名前が、あなたのアプリにありません。ステップのチェックはその名前を使うので、コンパイルできません。",
    "the compiler's errors below name them":
      "どの名前かは、下のコンパイラーのエラーに出ています",
    "The compiler, on the step's checks:":
      "ステップのチェックに対するコンパイラーの出力:",
    "(the check, in the course: {0}: {1})":
      "(コースのチェック: {0}: {1})",
    "{0}'s check {1} did not hold ({2}):":
      "{0} のチェック {1} が満たされませんでした ({2}):",
    "{0}'s check {1} did not pass.":
      "{0} のチェック {1} が合格しませんでした。",
    "UIKit stopped your app: {0}":
      "UIKit がアプリを止めました: {0}",
    "UIKit counts the table's rows again after insertRows or deleteRows, asking your data source: the model changes first (the item appended to, or removed from, your array), then the table is told of the same rows. The call below is where the counts disagreed.":
      "UIKit は insertRows や deleteRows のあと、データソースに尋ねてテーブルの行を数え直します。先にモデルを変え（配列にアイテムを加える、または配列から取り除く）、それから同じ行をテーブルに伝えます。数が合わなくなったのは、下の呼び出しのところです。",
    "Fatal error: {0}, at {1}":
      "致命的なエラー (Fatal error): {0} ({1})",
    "Fatal error: {0}":
      "致命的なエラー (Fatal error): {0}",
    "Could not cast a {0} to {1} (an as! found something else)":
      "{0} を {1} にキャストできませんでした (as! の対象が別の型でした)",
    "the as! {0} in your app: {1}":
      "アプリの中の as! {0}: {1}",
    "The check was playing: {0}":
      "チェックが再生していたコマンド: {0}",
    "`{0}` has no `{1}`":
      "`{0}` に `{1}` がありません",
    "(your {0}: {1})":
      "(あなたの {0}: {1})",
    "there is no type `{0}` in your app":
      "アプリに型 `{0}` がありません",
    ": did you mean your `{0}` ({1})?":
      "。あなたの `{0}`（{1}）のことではありませんか？",
    "your `{0}` asks for `{1}`":
      "あなたの `{0}` が求めているのは `{1}` です",
    ", where the step asks for `{0}`: did you mean that name?":
      "。ステップが求めているのは `{0}` です。この名前のつもりではありませんか？",
    "your `{0}` asks for `{1}` ({2}), where the step asks for `{3}`: did you mean that name?":
      "あなたの `{0}` が求めているのは `{1}`（{2}）ですが、ステップが求めているのは `{3}` です。この名前のつもりではありませんか？",
    "there is nothing named `{0}` in your app":
      "アプリに `{0}` という名前のものがありません",
    "`{0}` does not adopt `{1}`, or lacks one of its methods":
      "`{0}` が `{1}` に準拠していないか、そのメソッドのどれかが足りません",
    "Building your app (the first build also compiles the kit, once; later builds reuse it)…":
      "アプリをビルドしています (初回のビルドではキットも一度だけコンパイルし、以降のビルドはそれを再利用します)…",
    "Your app's folder, {0}/, is not in {1}: the check builds your app from it. If you moved it, move it back; git restore {2} brings back what you last committed.":
      "アプリのフォルダー {0}/ が {1} にありません。チェックはこのフォルダーからアプリをビルドします。移動したのなら元に戻してください。git restore {2} で最後にコミットした内容を戻せます。",
    "Building your app…":
      "アプリをビルドしています…",
    "Running your test of {0} on the course's app and on each planted bug…":
      "{0} のあなたのテストを、コースのアプリと仕込んだ各バグの上で実行しています…",
    "Running your test on the course's app, on each planted bug, and on yours…":
      "あなたのテストを、コースのアプリ、仕込んだ各バグ、あなたのアプリの上で実行しています…",
    "Running the structure checks…":
      "構造チェックを実行しています…",
    "Running your own tests…":
      "あなた自身のテストを実行しています…",
    "Your own tests no longer compile with your app, and a step is not done while your tests fail. Bring them up to date with your code (a name you changed, a method you moved), as you would in Xcode:":
      "あなた自身のテストが、いまのアプリではコンパイルできなくなっています。テストが通らないあいだ、ステップは完了になりません。Xcode でするのと同じように、テストをコードに合わせて直してください（変えた名前、移したメソッドなど）：",
    "Your own tests fail on your app, and a step is not done while they fail. Fix your code, or the test if what it expects has changed on purpose:":
      "あなた自身のテストが、あなたのアプリで失敗しています。テストが通らないあいだ、ステップは完了になりません。コードを直してください。期待する動きを意図して変えたのなら、テストのほうを直します：",
    "did not pass.":
      "は通りませんでした。",
    "The results of the structure checks were written by other code than the test runner (line {0} of them is not the runner's): your app's code wrote them while the checks ran, so they do not count.":
      "構造のチェックの結果を、テストを実行するプログラム以外のコードが書きました (結果の {0} 行目は、そのプログラムが書いたものではありません)。チェックの実行中にアプリのコードが書いたものなので、数えません。",
    "The structure checks of {0} did not run.":
      "{0} の構造チェックが実行されませんでした。",
    "The check cannot be read: {0}":
      "チェックを読み込めません: {0}",
    "Your app did not finish the check within 1 second and was stopped. Does a loop in your code never end?":
      "アプリが 1 秒以内にチェックを終えなかったので、止めました。終わらないループがコードにありませんか?",
    "Your app did not finish the check within {0} seconds and was stopped. Does a loop in your code never end?":
      "アプリが {0} 秒以内にチェックを終えなかったので、止めました。終わらないループがコードにありませんか?",
    "Your app crashed during the check:":
      "チェックの途中でアプリがクラッシュしました:",
    "Your app does not compile:":
      "アプリがコンパイルできません:",
    "The structure checks do not compile with your app: they use the names the step asks you to create.":
      "構造チェックがあなたのアプリと一緒にコンパイルできません: チェックは、ステップで作るように求めた名前を使っています。",
    "The structure checks did not finish within {0} seconds and were stopped. Does a loop in your code never end?":
      "構造チェックが {0} 秒以内に終わらなかったので、止めました。終わらないループがコードにありませんか?",
    "Your app's code crashed during this check:":
      "このチェックの途中で、アプリのコードがクラッシュしました:",
    "{0} is not a test-first step.":
      "{0} はテストを先に書くステップではありません。",
    "Write your test in {0} first, as the step asks: a function marked @Test that tests the app (`{1} tutorial hint` shows how).":
      "ステップのとおり、まず {0} にテストを書きます: アプリをテストする、@Test を付けた関数です (書き方は `{1} tutorial hint` で確かめられます)。",
    "The course's planted bugs cannot be read: {0}":
      "コースに仕込んだバグを読み込めません: {0}",
    // The session around a check, and compare
    "The step was not checked.":
      "このステップはチェックされませんでした。",
    "An earlier step broke: {0}":
      "前のステップが壊れました: {0}",
    "{0} ({1}) has no reference of its own in the course yet, and the book's code at the end of {2} holds its later steps too: compare shows it once you finish {3}.":
      "{0} ({1}) には、コースにまだ専用の模範解答がありません。{2} の最後の時点の本のコードには後のステップの内容も含まれるので、compare は {3} を終えたときに表示します。",
    "A hint shows the way meanwhile: {0}.":
      "それまでは {0} でヒントを見られます。",
    "What {0} changed in the book's app":
      "{0} で本のアプリが変わったところ",
    " ({0}): this step's change only, each file as the steps before it left it (-) and as it is after it (+), named as in your {1}.":
      " ({0})。このステップの変更だけを示します。各ファイルを、前のステップまでの内容（-）と、このステップの後の内容（+）で並べ、あなたの {1} での名前で示します。",
    "Compare shows a step once it passes, and {0} ({1}) has not yet.":
      "compare はステップに合格してから表示します。{0} ({1}) にはまだ合格していません。",
    "What you changed in {0} since your app last passed a check ({1}): - then, + now.":
      "最後にチェックに合格したとき（{1}）から、あなたが {0} で変えたところです。- がそのとき、+ がいまです。",
    "Your files":
      "あなたのファイル",
    "You have no {0}: you may have put what it holds elsewhere.":
      "{0} はありません。中身を別の場所に書いたのかもしれません。",
    "Your {0} is as the book's after this step.":
      "あなたの {0} は、このステップの後の本のものと同じです。",
    "Your {0} is not the book's after this step, line for line.":
      "あなたの {0} は、このステップの後の本のものと行単位では同じではありません。",
    "This step removes {0} (renamed or gone in the book's app); you still have it.":
      "このステップでは {0} をなくします（本のアプリでは名前が変わったか、なくなりました）。あなたのパッケージにはまだあります。",
    "This step also removes {0}, which you no longer have.":
      "このステップでは {0} もなくします。あなたのパッケージにはもうありません。",
    "Nothing of a later step shows. Another arrangement that passes the checks is just as right.":
      "後のステップの内容は出ません。チェックに合格するなら、別の書き方でも同じように正解です。",
    "{0} ({1}) changes nothing in the book's app: it checks that your earlier steps already do what it asks, so there is no code of its own to show.":
      "{0} ({1}) は本のアプリを何も変えません。求められていることがそれまでのステップでもうできているかを確かめるステップなので、見せるコードがありません。",
    "Its instructions say what to look for: {0}.":
      "何を確かめればよいかは手順に書いてあります: {0}。",
    "The course's own test":
      "コース自身のテスト",
    " for {0} ({1}), to read beside yours ({2}):":
      " ({0}、{1})。あなたのテスト ({2}) と見比べてください:",
    "Your package has no Package.swift.":
      "あなたのパッケージに Package.swift がありません。",
    "This step needs a test target in your package, and your Package.swift is not the one start wrote, so it is yours to change: add, after the app's target in `targets: [ … ]` (with a comma between them):":
      "このステップでは、パッケージにテストターゲットが必要です。あなたの Package.swift は start が書き出したものから変わっているので、変更はあなたに任せます: `targets: [ … ]` の中のアプリのターゲットの後に (間にカンマを入れて) 次を追加します:",
    "and make the folder {0}/ for your test files.":
      "そして、テストファイルを置くフォルダー {0}/ を作ります。",
    "Your package had no test target, so this step added one: Package.swift now declares {0}, your unit tests of the app, and they go in {1}/. Run them with `swift test`.":
      "パッケージにテストターゲットがなかったので、このステップで追加しました: Package.swift で、アプリの単体テストのターゲット {0} を宣言しています。テストは {1}/ に置き、`swift test` で実行します。",
    // A test-first step's verdict on the learner's test
    "your test file":
      "あなたのテストファイル",
    "the code":
      "そのコード",
  ]
}
