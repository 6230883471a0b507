// Japanese for the web server's plain-text answers: the requests it refuses, and why.
// The messages of this group that StepwiseServe shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension StepwiseServeJapanese {
  /// The bodies of the server's error responses. The status line and the headers stay as
  /// HTTP writes them; a script line quoted in a body stays as it was sent.
  static let server: [String: String] = [
    "See {0}":
      "{0} を参照してください",
    "there is no page at {0}: open / to start a session":
      "{0} にページはありません: / を開くとセッションが始まります",
    "there is no page at {0}":
      "{0} にページはありません",
    "{0} takes {1} only":
      "{0} が受け付けるのは {1} だけです",
    "there is no session {0}: the server may have restarted; open / again":
      "セッション {0} はありません: サーバーが再起動したのかもしれません。/ を開き直してください",
    "this line is {0} characters long; the page takes lines of at most {1}: send a longer text in parts, or play a script file with stepwise play":
      "この行は {0} 文字あります。ページが受け取る行は {1} 文字までです: 長いテキストは分けて送るか、スクリプトファイルを stepwise play で再生してください",
    "send one line of the script language in UTF-8, such as tap row 0":
      "スクリプト言語の行を 1 行、UTF-8 で送ってください (例: tap row 0)",
    "the line holds no command: send one such as tap row 0":
      "この行にはコマンドがありません: tap row 0 のようなコマンドを送ってください",
    "{0} is not a gesture: the page sends gestures and launch only":
      "{0} はジェスチャーではありません: ページが送るのはジェスチャーと launch だけです",
    "a request without a Host":
      "Host のないリクエスト",
    "this server answers only to {0}, not {1}":
      "このサーバーが応答するのは {0} だけで、{1} には応答しません",
    "requests from {0} are not answered":
      "{0} からのリクエストには応答しません",
    "requests from another site are not answered":
      "別のサイトからのリクエストには応答しません",
    "too many connections at once":
      "同時の接続が多すぎます",
    "the server is stopping":
      "サーバーは停止中です",
    "the server did not answer in time":
      "サーバーが時間内に応答しませんでした",
    "the request did not arrive in {0} seconds":
      "リクエストが {0} 秒以内に届きませんでした",
    "the connection closed before the request was complete":
      "リクエストが届ききる前に接続が閉じられました",
    "the request's headers are over {0} bytes":
      "リクエストのヘッダーが {0} バイトを超えています",
    "the request line and headers must be plain ASCII":
      "リクエスト行とヘッダーは ASCII だけで書きます",
    "the request line must be METHOD /path HTTP/1.1":
      "リクエスト行は METHOD /path HTTP/1.1 の形で書きます",
    "\"{0}\" is not a method":
      "\"{0}\" はメソッドではありません",
    "only HTTP/1.1 and HTTP/1.0 are spoken here":
      "このサーバーが対応しているのは HTTP/1.1 と HTTP/1.0 だけです",
    "the path is over {0} characters":
      "パスが {0} 文字を超えています",
    "more than {0} headers":
      "ヘッダーが {0} 個を超えています",
    "a header line has no colon: {0}":
      "ヘッダーの行にコロンがありません: {0}",
    "\"{0}\" is not a header name":
      "\"{0}\" はヘッダー名ではありません",
    "two different Content-Length headers":
      "値の異なる Content-Length ヘッダーが 2 つあります",
    "chunked bodies are not accepted: send a Content-Length":
      "chunked 形式の本文は受け付けません: Content-Length を付けて送ってください",
    "Content-Length \"{0}\" is not a number":
      "Content-Length \"{0}\" は数値ではありません",
    "the body is over {0} bytes":
      "本文が {0} バイトを超えています",
    "the path must start with /":
      "パスは / で始めます",
    "the path has a %-escape that is broken or is not UTF-8 text":
      "パスの %-エスケープが壊れているか、UTF-8 のテキストではありません",
    "the path holds a control character or a backslash":
      "パスに制御文字かバックスラッシュが含まれています",
    "a path may not climb with .. or name .":
      "パスで .. を使って上へ移動したり、. を指定したりはできません",
    "the query has a broken %-escape":
      "クエリの %-エスケープが壊れています",
    "(Is another server using port {0}? Choose another port with --port, such as --port {1}, or --port 0 for any free one.)":
      "(別のサーバーがポート {0} を使っていませんか? --port {1} のように --port で別のポートを選ぶか、--port 0 で空いているポートを使います。)",
  ]
}
