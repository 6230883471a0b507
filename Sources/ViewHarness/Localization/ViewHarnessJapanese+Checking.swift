// Japanese for the tutorial's checking: building the learner's app with the step's checks,
// and a failing step explained in plain words.
// The messages of this group that ViewHarness shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension ViewHarnessJapanese {
  /// The tutorial's check of a step: its progress lines, and why a step did not pass (the
  /// compiler's and Swift's own lines are quoted as they are printed).
  static let checking: [String: String] = [
    "The app could not be started: {0}":
      "アプリを起動できませんでした: {0}",
    "Your program ended without running the app: an app's program must start it with UIApplicationMain (or @main on its app delegate) and leave it running.":
      "あなたのプログラムは、アプリを動かさずに終了しました。アプリのプログラムは UIApplicationMain (またはアプリデリゲートの @main) でアプリを起動し、動かしたままにする必要があります。",
    "Your program ended during {0}, before the check was over: the app must run until its input ends.":
      "チェックが終わる前、{0} の途中であなたのプログラムが終了しました。アプリは入力が終わるまで動き続ける必要があります。",
    "Your app's code used UIKit off the main queue during this command, which iOS does not allow: UIKit is used only on the main queue. A completion handler that iOS runs on a queue of its own hands its UIKit work back with DispatchQueue.main.async { … }. Xcode's Main Thread Checker said:":
      "このコマンドの途中で、あなたのアプリのコードがメインキューの外から UIKit を使いました。iOS ではこれは許されません。UIKit はメインキューからだけ使います。iOS が専用のキューで呼ぶ完了ハンドラーでは、UIKit の処理を DispatchQueue.main.async { … } でメインキューに戻します。Xcode のメインスレッドチェッカーの報告:",
    "Your program printed {0}: the check's verdict comes only from the app's answers.":
      "あなたのプログラムが{0}を出力しました。チェックの判定は、アプリ自身の応答だけから決まります。",
    "an answer the tool cannot read":
      "ツールが読めない応答",
    "an answer without this run's secret":
      "今回の実行の合言葉を持たない応答",
    "an answer numbered {0} for command {1}":
      "コマンド {1} に対する、番号 {0} の応答",
    "{0} for {1}":
      "{1} の代わりに {0}",
    "This check types names of its own each time, so that no app can know them beforehand: {0}.":
      "このチェックは、どのアプリも前もって知ることができないよう、毎回独自の名前を入力します: {0}。",
  ]
}
