// Japanese for stepwise serve: the page's labels and the server's messages.

extension JapaneseCatalog {
  /// The web page's labels and the server's messages.
  static let page: [String: String] = [
    "This session has ended. Open {0} for a new one.":
      "このセッションは終了しました。新しいセッションは {0} を開いてください。",
    "The server has stopped. Start it again with stepwise serve, then reload this page.":
      "サーバーが止まりました。stepwise serve でもう一度起動してから、このページを再読み込みしてください。",
    "the last gesture":
      "最後のジェスチャー",
    "No files yet.":
      "まだファイルはありません。",
    "Pick a date and time (yyyy-MM-dd HH:mm):":
      "日付と時刻を選んでください (yyyy-MM-dd HH:mm):",
    "App":
      "アプリ",
    "Background":
      "バックグラウンドへ",
    "Foreground":
      "フォアグラウンドへ",
    "Terminate":
      "終了",
    "Crash":
      "クラッシュ",
    "Relaunch":
      "再起動",
    "any script line: tap row 0, paste \"Milk\", scroll to row 20":
      "スクリプトの行 (英語のまま): tap row 0、paste \"Milk\"、scroll to row 20 など",
    "Script line":
      "スクリプトの行",
    "Send":
      "送信",
    "The phone: click to touch, type to use the keyboard":
      "iPhone: クリックでタッチ、キー入力でキーボード",
    "Click to tap, drag a row to the left to delete it. Type on the keyboard while the phone has the focus: Backspace and Return work too.":
      "クリックでタップ、行を左へドラッグで削除します。iPhone にフォーカスがあるときはキーボードで入力できます (Backspace と Return も使えます)。",
    "What {0} did":
      "{0}がしたこと",
    "Sandbox":
      "サンドボックス",
    "Script":
      "スクリプト",
    "Copy":
      "コピー",
    "Download":
      "ダウンロード",
    "The gestures so far as a walkthrough script":
      "ここまでのジェスチャーを記録した操作スクリプト",
    "This session has ended: the server was restarted or closed it.":
      "このセッションは終了しました: サーバーが再起動したか、セッションを閉じました。",
    "Start a new session":
      "新しいセッションを始める",
  ]
}
