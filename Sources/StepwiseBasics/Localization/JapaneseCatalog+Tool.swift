// Japanese for the tool's other commands.

extension JapaneseCatalog {
  /// The other commands' messages: run, play, diff, render, install, port, export.
  static let tool: [String: String] = [
    "there is no app \"{0}\" (did you mean {1}?)":
      "アプリ \"{0}\" はありません (もしかして: {1})",
    "there is no app \"{0}\" (apps: {1})":
      "アプリ \"{0}\" はありません (アプリ: {1})",
    "cannot find the Stepwise package (a folder with Package.swift and Sources/HeadlessUIKit) above {0}; run stepwise from inside the package":
      "{0} から上に Stepwise のパッケージ (Package.swift と Sources/HeadlessUIKit のあるフォルダー) が見つかりません。パッケージの中で stepwise を実行してください",
    " in the simulator":
      " をシミュレーターで開きました",
    "Sandbox: ":
      "サンドボックス: ",
    "Type help for the commands, quit to leave.":
      "help でコマンドの一覧、quit で終了します。",
    "cannot empty {0}: {1}":
      "{0} を空にできません: {1}",
    "cannot create the sandbox {0}: {1}":
      "サンドボックス {0} を作れません: {1}",
    "relaunch: {0} started over as a new run of the program: every object is new, and only the files in its sandbox were kept":
      "relaunch: {0} をプログラムの新しい実行としてやり直しました。オブジェクトはすべて新しくなり、残ったのはサンドボックスのファイルだけです",
    "column {0}: ":
      "{0} 列目: ",
    "{0} terminated; its sandbox stays at {1}":
      "{0} を終了しました。サンドボックスは {1} に残ります",
    "{0} stopped; its sandbox stays at {1}":
      "{0} は止まっています。サンドボックスは {1} に残ります",
    "1 command could not run or did not hold: exit status 1":
      "1 つのコマンドが実行できないか、満たされませんでした: 終了コード 1",
    "{0} commands could not run or did not hold: exit status 1":
      "{0} 個のコマンドが実行できないか、満たされませんでした: 終了コード 1",
    "✓ holds":
      "✓ 満たされています",
    "passed: ":
      "合格: ",
    "1 command, ":
      "コマンド 1 個、",
    "{0} commands, ":
      "コマンド {0} 個、",
    "1 expectation held":
      "期待 1 個が満たされました",
    "{0} expectations held":
      "期待 {0} 個が満たされました",
    "{0} (before line 1)":
      "{0} (1 行目の前)",
    "expected: {0}":
      "期待:     {0}",
    "but:      {0}":
      "実際:     {0}",
    "The last gesture, as the harness saw it:":
      "最後のジェスチャー (ハーネスの記録):",
  ]
}
