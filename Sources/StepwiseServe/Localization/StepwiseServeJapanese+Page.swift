// Japanese for stepwise serve: the page's labels and the server's messages.

import StepwiseBasics

extension StepwiseServeJapanese {
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
    "Device language":
      "デバイスの言語",
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
    "{0} crashed: the app has ended. Relaunch it to go on.":
      "{0} がクラッシュして、アプリは終了しました。続けるには再起動してください。",
    "{0} is not running. Relaunch it to go on.":
      "{0} は動いていません。続けるには再起動してください。",
    // The flow diagram: its lanes, and who calls whom.
    "View":
      "ビュー",
    "Controller":
      "コントローラー",
    "Model":
      "モデル",
    "Storage":
      "ストレージ",
    "the table asks its data source:":
      "テーブルがデータソースに尋ねる：",
    "the table tells its delegate:":
      "テーブルがデリゲートに伝える：",
    "the text field asks its delegate:":
      "テキストフィールドがデリゲートに尋ねる：",
    "the text view asks its delegate:":
      "テキストビューがデリゲートに尋ねる：",
    "a direct call, through {0}:":
      "{0} を通した直接の呼び出し：",
    "a delegate call, through {0} ({1}):":
      "{0}（{1}）を通したデリゲートの呼び出し：",
    "What the last gesture did, lane by lane":
      "最後のジェスチャーがしたこと（レーンごと）",
    "No gesture yet: touch the phone.":
      "まだジェスチャーはありません：iPhone をタッチしてください。",
    "… and {0} more steps":
      "…ほかに {0} ステップ",
    "1 note":
      "メモ 1 件",
    "{0} notes":
      "メモ {0} 件",
    "{0} more steps ({1}): show them":
      "ほかに {0} ステップ（{1}）：クリックで表示",
  ]
}
