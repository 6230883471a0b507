// Japanese for building and testing a learner's code: the exercises' headings and why a
// test run stopped.

import StepwiseBasics

extension LessonEngineJapanese {
  /// The headings over the compiler's and the tests' own output, and the notes on a run
  /// that stopped or a progress file that could not be read.
  static let building: [String: String] = [
    "The exercise was not run.":
      "この練習問題は実行されませんでした。",
    "The code does not compile:":
      "コードがコンパイルできません:",
    "here the course's {0} stands for {1}: write `import {2}` in its place, as the course's own files do (`stepwise export` writes `import {3}` back for Xcode).":
      "ここではコースの {0} が {1} の代わりです。代わりに `import {2}` と書きましょう。コース自身のファイルもそう書いています (Xcode に持っていくときは、`stepwise export` が `import {3}` に戻します)。",
    "this file imports Foundation as well as HeadlessUIKit. HeadlessUIKit stands for UIKit, which brings Foundation with it, and its own FileManager and UserDefaults names find the app's container: delete the line `import Foundation` from this file.":
      "このファイルは HeadlessUIKit に加えて Foundation も import しています。HeadlessUIKit は UIKit の代わりで、UIKit と同じく Foundation も一緒に持ってきます。そして HeadlessUIKit 自身の FileManager と UserDefaults の名前がアプリのコンテナーを見つけます。このファイルから `import Foundation` の行を削除しましょう。",
    "The tests could not be run:":
      "テストを実行できませんでした:",
    "The results of the course's tests were written by other code than the test runner (line {0} of them is not the runner's): the code in the exercise's files wrote them while the tests ran. The exercise is not counted.":
      "コースのテストの結果を、テストを実行するプログラム以外のコードが書きました (結果の {0} 行目は、そのプログラムが書いたものではありません)。テストの実行中に、練習問題のファイルのコードが書いたものです。この練習問題は数えません。",
    "The exercise has no tests.":
      "この練習問題にはテストがありません。",
    "The test process could not be started.":
      "テストのプロセスを起動できませんでした。",
    "The tests did not finish within {0} seconds and were stopped. Does a loop in your code never end?":
      "テストが {0} 秒以内に終わらなかったので、止めました。終わらないループがコードにありませんか?",
    "The test process ended in the middle of this test, with exit status {0}. Does your code call exit()? An app never ends its own process: the system does.":
      "このテストの途中で、テストのプロセスが終了コード {0} で終わりました。コードが exit() を呼んでいませんか? アプリが自分でプロセスを終わらせることはありません。終わらせるのはシステムです。",
    "Your XCTest cases could not even be listed: the test program stopped first, so none of them ran.":
      "XCTest のテストケースを一覧にすることすらできませんでした。その前にテストのプログラムが止まったので、どのケースも実行されていません。",
    "A test method isolated to the main actor (@MainActor, or in a @MainActor class) must be async here, as XCTest on Linux calls it: write @MainActor func testSomething() async throws.":
      "メインアクターに隔離されたテストメソッド（@MainActor を付けたもの、または @MainActor のクラスの中のもの）は、ここでは async にする必要があります。Linux の XCTest はそのように呼び出すからです。@MainActor func testSomething() async throws と書きましょう。",
    "Your code declares the operator {0} outside the types it declares. The course's tests compare with Swift's own operators, and yours would answer in their place, so the exercise is not run. Declare it in a type of yours (static func == in extension ChecklistItem: Equatable, say), or remove it:":
      "あなたのコードは、自分で宣言した型の外で演算子 {0} を宣言しています。コースのテストは Swift 自身の演算子で比較しますが、あなたの演算子がその代わりに答えてしまうので、この練習問題は実行しません。自分の型の中で宣言する（たとえば extension ChecklistItem: Equatable の中の static func ==）か、削除しましょう:",
    "This test did not finish: the test process stopped when {0} crashed.":
      "このテストは終わっていません: {0} がクラッシュしたときに、テストのプロセスが止まりました。",
    "The test process stopped: the app crashed.":
      "テストのプロセスが止まりました: アプリがクラッシュしました。",
    "only on the left of ==: {0}; only on the right: {1}":
      "== の左辺にだけあるもの: {0}、右辺にだけあるもの: {1}",
    "only on the left of ==: {0}":
      "== の左辺にだけあるもの: {0}",
    "only on the right of ==: {0}":
      "== の右辺にだけあるもの: {0}",
    "The test process stopped during this test (a crash, or the time limit).":
      "このテストの途中で、テストのプロセスが止まりました (クラッシュか、制限時間です)。",
    "This test did not run: the test process stopped before it.":
      "このテストは実行されませんでした: その前にテストのプロセスが止まりました。",
    "The progress file could not be read{0}; it was kept as {1} and progress starts afresh.":
      "進捗ファイルを読み込めませんでした{0}。ファイルは {1} として残し、進捗は最初からになります。",
    "The progress file could not be read{0}; progress starts afresh.":
      "進捗ファイルを読み込めませんでした{0}。進捗は最初からになります。",
    " ({0} holds a value of another kind than a progress file's)":
      " ({0} の値の種類が、進捗ファイルのものと違います)",
    " (it is {0}, larger than any progress file)":
      " (大きさが {0} で、どの進捗ファイルよりも大きいです)",
    "format {0} is not one this version of the tool reads":
      "形式 {0} は、このバージョンのツールでは読めません",
    "{0} has {1} hints shown, and a count cannot be negative":
      "{0} のヒント表示回数が {1} ですが、回数は負になりません",
    // exercises verify: the project's proof that every starter fails its tests
    "Checking that every starter, as shipped, fails its tests…":
      "出荷時のままのスターターが、どれもテストに失敗することを確かめています…",
    "{0}: the starter fails {1} of {2} tests, as it should":
      "{0}: スターターはテスト {2} 個のうち {1} 個に失敗します (期待どおりです)",
    "{0}: the starter passes all {1} tests":
      "{0}: スターターがテスト {1} 個すべてに合格してしまいます",
    "{0}: no test ran":
      "{0}: テストが 1 つも実行されませんでした",
    "Every starter fails its tests.":
      "どのスターターもテストに失敗します。",
    "Some starters do not fail their tests as they should.":
      "テストに失敗するはずなのに失敗しないスターターがあります。",
    // exercises verify: and every reference solution passes them
    "Checking that every reference solution passes its tests…":
      "どの模範解答もテストに合格することを確かめています…",
    "{0}: the solution passes all {1} tests":
      "{0}: 模範解答はテスト {1} 個すべてに合格します",
    "{0}: the solution fails {1} of {2} tests":
      "{0}: 模範解答がテスト {2} 個のうち {1} 個に失敗します",
    "the solution's {0} cannot be read":
      "模範解答の {0} を読み込めません",
    "Every solution passes its tests.":
      "どの模範解答もテストに合格します。",
    "Some solutions do not pass their tests.":
      "テストに合格しない模範解答があります。",
    "the starter {0} is no longer {1} with its header: copy the stage's file again (and update the solution and the recorded SHA-256)":
      "スターター {0} が、ヘッダーを付けた {1} と同じではなくなっています: 段階のファイルをコピーし直してください (解答と記録した SHA-256 も更新します)",
    "{0}: the starter's test lets {1} of {2} planted bugs through, as it should":
      "{0}: スターターのテストは、仕込んだバグ {2} 個のうち {1} 個を見逃します (期待どおりです)",
    "{0}: the starter's test already catches every planted bug":
      "{0}: スターターのテストが、仕込んだバグをすでにすべて見つけてしまいます",
    "{0}: the starter's test does not pass on the course's app, or did not run":
      "{0}: スターターのテストがコースのアプリで合格しないか、実行されませんでした",
  ]
}
