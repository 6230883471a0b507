// Japanese for the web server's plain-text answers: the requests it refuses, and why.
// The messages of this group that ToolCommands shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension ToolCommandsJapanese {
  /// The bodies of the server's error responses. The status line and the headers stay as
  /// HTTP writes them; a script line quoted in a body stays as it was sent.
  static let server: [String: String] = [
    // serve in the terminal
    "{0} at {1}":
      "{0} ({1})",
    "your {0} at {1}":
      "あなたの {0} ({1})",
    " serves {0}":
      " で配信中: {0}",
    "The first tab's sandbox: ":
      "最初のタブのサンドボックス: ",
    "the one swift run {0} uses":
      "swift run {0} が使うもの",
    "Open the address in a browser; Ctrl-C stops the server.":
      "ブラウザーでこのアドレスを開きます。Ctrl-C でサーバーを止めます。",
    "No Japanese font is installed, so the page shows Japanese as boxes (□). On Debian or Ubuntu: sudo apt-get install fonts-noto-cjk":
      "日本語のフォントが入っていないので、ページの日本語は四角 (□) で表示されます。Debian や Ubuntu では sudo apt-get install fonts-noto-cjk で入ります",
    "stopped; every app was terminated properly":
      "止めました。どのアプリも正しく終了させました",
    "Building {0} in {1} with swift build…":
      "{1} の {0} を swift build でビルドしています…",
    "there is no folder {0}":
      "フォルダー {0} はありません",
    "{0} is a file: --dir takes the folder of your app's package":
      "{0} はファイルです: --dir にはアプリのパッケージのフォルダーを指定します",
    "{0} is not a Swift package: it has no Package.swift. Give the folder of your app's package, the one stepwise tutorial start or stepwise port wrote":
      "{0} は Swift パッケージではありません: Package.swift がありません。stepwise tutorial start か stepwise port が書き出した、アプリのパッケージのフォルダーを指定してください",
    "cannot run {0}: {1}":
      "{0} を実行できません: {1}",
    "cannot read {0}/Package.swift:":
      "{0}/Package.swift を読み取れません:",
    "swift reads {0}/Package.swift and builds its app: the package's manifest and code run with your rights, as with swift build.":
      "swift が {0}/Package.swift を読み込み、アプリをビルドします: パッケージのマニフェストとコードは、swift build と同じくあなたの権限で実行されます。",
    "it has none":
      "1 つもありません",
    "its apps: {0}":
      "アプリ: {0}",
    "{0} has no app executable {1} ({2})":
      "{0} にアプリの実行ファイル {1} はありません ({2})",
    "{0} has no app: none of its executable targets uses {1}. An app is an .executableTarget that depends on .product(name: \"{2}\", …), whose app delegate is marked @main":
      "{0} にアプリがありません: {1} を使う実行ターゲットが 1 つもありません。アプリとは、.product(name: \"{2}\", …) に依存し、アプリデリゲートに @main が付いた .executableTarget のことです",
    "{0} has several apps ({1}): name one, such as stepwise {2} --dir {3} {4}{5}":
      "{0} にはアプリが複数あります ({1}): stepwise {2} --dir {3} {4}{5} のように 1 つを指定してください",
  ]
}
