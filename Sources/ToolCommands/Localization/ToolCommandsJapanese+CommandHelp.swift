// Japanese for the command table: the summary, help and options of list, serve, diff,
// render, install and help (the others are in the files beside it).

import StepwiseBasics

extension ToolCommandsJapanese {
  /// The help of every command and action, and of their options.
  static let commandHelp: [String: String] = [
    "show help for a command, or for the script language (help script)":
      "コマンドのヘルプ、またはスクリプト言語のヘルプ (help script) を表示します",
    """
    Shows the help of a command (stepwise help run, stepwise help exercises hint), or of
    the walkthrough-script language (stepwise help script).

    """:
      """
    コマンドのヘルプ (stepwise help run、stepwise help exercises hint) や、
    操作スクリプトの言語のヘルプ (stepwise help script) を表示します。

    """,
    "build stepwise in release mode and put it on your PATH":
      "stepwise をリリースモードでビルドし、PATH の通った場所に置きます",
    """
    Builds the tool's two programs in release mode (swift build -c release;
    minutes the first time) and copies them to ~/.local/bin, or DIR/bin with --prefix
    DIR: stepwise, and stepwise-all beside it, which stepwise starts for every command
    but tutorial and exercises. If that folder is not on your PATH, it says how to add
    it. The installed tool finds this package from any folder inside it, and from where
    it was built.

    Run it from the package: swift run stepwise install

    """:
      """
    ツールの 2 つのプログラムをリリースモードでビルドし (swift build -c release。
    初回は数分かかります)、~/.local/bin に、--prefix DIR を付けると DIR/bin に
    コピーします: stepwise と、その隣の stepwise-all です。stepwise は tutorial と
    exercises 以外のコマンドで stepwise-all を起動します。そのフォルダーが PATH に
    入っていなければ、追加のしかたを表示します。インストールしたツールは、この
    パッケージの中のどのフォルダーからでも、またビルドした場所からでもこの
    パッケージを見つけます。

    パッケージの中で実行します: swift run stepwise install

    """,
    "install into DIR/bin (default: ~/.local, so ~/.local/bin)":
      "DIR/bin にインストールします (既定: ~/.local、つまり ~/.local/bin)",
    "regenerate the chapters' excerpts, screens, diffs and pictures":
      "章の抜粋、画面、差分、画像を生成し直します",
    """
    Rewrites every generated block in Chapters/*.md and in the translations
    (Chapters/ja/*.md) from the package itself:

      <!-- excerpt: Checklists01/ChecklistItem.swift#toggle -->   a marked region of a
                                   file under Sources/ (between // excerpt: toggle and
                                   // end excerpt), or the whole file without #name;
                                   a test file is Tests/Checklists01Tests/File.swift
                                   (or ../Tests/…, or Checklists01Tests/File.swift)
      <!-- screen: checklists-01#2 -->   the screen at the 2nd show of
                                   Chapters/scripts/checklists-01.stepwise
      <!-- diff: checklists-01..checklists-02 -->   stepwise diff --stat of two stages
      <!-- diff: checklists-01..checklists-02 ChecklistViewController.swift -->
                                   that file's diff

    Each comment is followed by the fenced block it fills (render adds one if missing).
    Every show of every script is also drawn as a picture of a phone,
    Chapters/images/<app>-<n>.svg; pictures no script draws any more are deleted.
    Scripts are played on a fresh sandbox with the clock fixed at 2026-01-01 09:00 UTC,
    so a date picker nobody has turned shows the same date at every render.

    A translation has the English chapter's blocks, the same sources in the same order
    (its pictures are ../images/<app>-<n>.svg); a block that differs is a problem.

    Problems (a missing file or marker, a script whose expectations fail) are listed with
    the chapter's line; the blocks concerned are left as they are, and render exits with 1.

    """:
      """
    Chapters/*.md と翻訳 (Chapters/ja/*.md) の生成ブロックを、パッケージ自身から
    すべて書き直します:

      <!-- excerpt: Checklists01/ChecklistItem.swift#toggle -->   Sources/ の下の
                                   ファイルの印を付けた範囲 (// excerpt: toggle と
                                   // end excerpt の間)。#name がなければファイル全体。
                                   テストファイルは Tests/Checklists01Tests/File.swift
                                   (または ../Tests/…、Checklists01Tests/File.swift)
      <!-- screen: checklists-01#2 -->   Chapters/scripts/checklists-01.stepwise の
                                   2 回目の show の画面
      <!-- diff: checklists-01..checklists-02 -->   2 つの段階の stepwise diff --stat
      <!-- diff: checklists-01..checklists-02 ChecklistViewController.swift -->
                                   そのファイルの差分

    各コメントの後には、それが埋めるコードブロックが続きます (なければ render が
    追加します)。どのスクリプトのどの show も、iPhone の画像
    Chapters/images/<app>-<n>.svg としても描きます。どのスクリプトも描かなくなった
    画像は削除します。スクリプトは新しいサンドボックスで、時計を 2026-01-01 09:00 UTC
    に固定して再生するので、誰も回していない日付ピッカーは毎回同じ日付を表示します。

    翻訳には英語の章と同じブロックが、同じソースで同じ順に並びます (画像は
    ../images/<app>-<n>.svg)。違うブロックは問題として扱います。

    問題 (ファイルや印がない、スクリプトの期待が満たされないなど) は章の行番号とともに
    一覧にします。該当するブロックはそのままにし、render は終了コード 1 で終わります。

    """,
    "change nothing: list what is out of date, and exit with 1 if anything is":
      "何も変更せず、古くなったものを一覧にします。あれば終了コード 1 で終わります",
    "show what changed between two stages' sources":
      "2 つの段階のソースの違いを表示します",
    """
    Prints a unified diff of the sources of two stages (Sources/<Target>/), file by
    file, after a summary of the files added, removed, renamed and changed with their
    line counts. Files are paired by name; a file that was renamed, such as
    AddItemViewController.swift becoming ItemDetailViewController.swift, is paired with
    the new file it most resembles. Stages are named by app id (checklists-02) or by
    target name (Checklists02). The lines that mark the chapters' excerpts
    (// excerpt: name, // end excerpt) are left out.

    With <file> (a file name in either stage, such as ChecklistViewController.swift),
    only that file's diff is printed; with --stat, only the summary. The chapters' diff
    blocks hold exactly this output.

    The package is found by looking upward from the current folder, then from the
    stepwise executable, for Package.swift next to Sources/HeadlessUIKit.

    """:
      """
    2 つの段階のソース (Sources/<Target>/) の unified diff をファイルごとに
    表示します。先頭には、追加、削除、名前の変更、変更のあったファイルの行数付きの
    要約が付きます。ファイルは名前で対応付けます。AddItemViewController.swift が
    ItemDetailViewController.swift になったような名前の変わったファイルは、新しい
    ファイルのうち最も似ているものと対応付けます。段階はアプリ ID
    (checklists-02) かターゲット名 (Checklists02) で指定します。章の抜粋の印の行
    (// excerpt: name、// end excerpt) は除きます。

    <file> (ChecklistViewController.swift のような、どちらかの段階のファイル名) を
    付けるとそのファイルの差分だけを、--stat を付けると要約だけを表示します。章の
    diff ブロックの中身は、まさにこの出力です。

    パッケージは、現在のフォルダーから上へ、次に stepwise の実行ファイルから上へ
    たどり、Sources/HeadlessUIKit の隣に Package.swift があるものを探します。

    """,
    "only the summary: each file added, removed, renamed or changed":
      "要約だけ: 追加、削除、名前の変更、変更のあった各ファイル",
    "open the simulated phone in a web page, with the MVC flow of each gesture":
      "シミュレートした iPhone を Web ページで開き、ジェスチャーごとの MVC の流れを示します",
    """
    Serves a page on 127.0.0.1 (never another interface) and prints its address: open
    it in a browser. The page shows the phone, drawn from the same screen as the
    chapters' pictures, live: click a button, a row or its accessory, an alert's button;
    drag a row to the left to delete it; type while the phone has the focus (Backspace
    and Return too); click a date picker to pick a date. The buttons above it send the
    app to the background and back, terminate, crash or relaunch it, and the picker
    starts another app (every id of stepwise list). Each of these is sent as one line of
    the script language and run as stepwise run runs it; a gesture that cannot be made
    shows the harness's message.

    Beside the phone: what the last gesture did, as a sequence diagram in four lanes
    (View, Controller, Model, Storage), where each call a view makes says who asks whom
    (the table asks its data source) and a screen's call to its delegate goes from
    controller to controller; then the sandbox's files decoded, then the gestures so
    far as a walkthrough script to copy or download, whose first line names the command
    that replays it (stepwise play, or with --dir your app's own --play). After a crash,
    the phone says that the app ended and offers to relaunch it.

    With --dir PACKAGE, the page shows your own app instead: the package you made
    with stepwise tutorial start (or one stepwise port wrote) is built with swift build
    (its compiler errors are shown at your files and lines) and its app runs with the
    same phone, flow, sandbox and script panels, in the sandbox swift run uses. When
    the package has several apps, <app> names the one to serve. The package's manifest
    and code run with your rights, as with swift build; a package whose Package.swift
    names no app (an .executableTarget that uses HeadlessUIKit) is refused before any
    of it runs.

    With --language CODE, every tab's device starts in that language, as the script
    line language CODE sets it (after the launch, so the app starts over in it); the
    app shows its string tables' words in it. When the app has string tables in two
    or more languages, a picker above the phone changes the device's language.

    Each tab is a session of its own. The first tab's app runs in the kept sandbox (the
    one stepwise run uses, or --sandbox DIR), so its data is there next time; every
    other tab's app runs in a temporary container of its own, deleted when the server
    stops, so two tabs never write over each other's files.

    Ctrl-C stops the server: every running app is terminated properly, so its delegate
    can save. A page left open then says that the server has stopped.

    """:
      """
    127.0.0.1 (ほかのインターフェースは使いません) でページを配信し、そのアドレスを
    表示します。ブラウザーで開いてください。ページには章の画像と同じ画面から描いた
    iPhone がライブで表示されます: ボタン、行やそのアクセサリ、アラートのボタンを
    クリックする、行を左へドラッグして削除する、iPhone にフォーカスがあるときに入力
    する (Backspace と Return も)、日付ピッカーをクリックして日付を選ぶ、といった操作が
    できます。上のボタンでアプリをバックグラウンドに送って戻す、終了させる、
    クラッシュさせる、再起動することができ、ピッカーでは別のアプリ (stepwise list の
    どの ID でも) を起動できます。これらはどれもスクリプト言語の 1 行として送られ、
    stepwise run と同じように実行されます。できないジェスチャーには、ハーネスの
    メッセージが表示されます。

    iPhone の隣には、最後のジェスチャーが何をしたかを 4 つのレーン (ビュー、
    コントローラー、モデル、ストレージ) のシーケンス図で表示します。ビューからの呼び出しには
    誰が誰に尋ねるか (テーブルがデータソースに尋ねる) を添え、画面がデリゲートを呼ぶところは
    コントローラーからコントローラーへの矢印で描きます。次にサンドボックスのファイルを
    解読したもの、そしてここまでのジェスチャーをコピーやダウンロードのできる
    操作スクリプトとして表示します。その 1 行目には再生するコマンド (stepwise play、
    --dir のときはあなたのアプリ自身の --play) が書かれています。アプリがクラッシュすると、
    iPhone にアプリが終了したことと再起動のボタンが表示されます。

    --dir PACKAGE を付けると、ページにはあなた自身のアプリが表示されます: stepwise
    tutorial start で作ったパッケージ (または stepwise port が書いたもの) を swift build
    でビルドし (コンパイルエラーはあなたのファイルと行で表示されます)、同じ iPhone、
    フロー、サンドボックス、スクリプトのパネルで、swift run と同じサンドボックスで
    アプリを動かします。パッケージにアプリが複数あるときは、<app> で配信するものを
    指定します。パッケージのマニフェストとコードは、swift build と同じくあなたの
    権限で実行されます。Package.swift にアプリ (HeadlessUIKit を使う
    .executableTarget) が書かれていないパッケージは、何かを実行する前に断ります。

    --language CODE を付けると、どのタブのデバイスもその言語で始まります。スクリプトの
    language CODE の行と同じ設定で (起動の後に設定するので、アプリはその言語で
    再起動します)、アプリは文字列テーブルの言葉をその言語で表示します。アプリの
    文字列テーブルが 2 つ以上の言語にあるときは、iPhone の上のピッカーでデバイスの
    言語を変えられます。

    タブはそれぞれ別のセッションです。最初のタブのアプリは保存されるサンドボックス
    (stepwise run が使うもの、または --sandbox DIR) で動くので、データは次回も
    残ります。ほかのタブのアプリはそれぞれ専用の一時コンテナーで動き、サーバーが
    止まると削除されるので、2 つのタブが互いのファイルを上書きすることはありません。

    Ctrl-C でサーバーを止めます: 動いているアプリはどれも正しく終了させるので、
    デリゲートは保存できます。開いたままのページには、サーバーが止まったと表示
    されます。

    """,
    """
    serve your own app: the package in PACKAGE (stepwise tutorial start's,
    or one stepwise port wrote) is built, and its app served
    """:
      """
    あなた自身のアプリを配信します: PACKAGE のパッケージ (stepwise tutorial start
    で作ったもの、または stepwise port が書いたもの) をビルドし、そのアプリを配信します
    """,
    "the port on 127.0.0.1 (default 8017; 0 picks a free one)":
      "127.0.0.1 のポート (既定 8017。0 なら空いているポートを選びます)",
    """
    the app's container, holding DIR/Documents and DIR/Library/Preferences
    (default: $XDG_DATA_HOME/stepwise/<app>,
    else ~/.local/share/stepwise/<app>)
    """:
      """
    アプリのコンテナー。DIR/Documents と DIR/Library/Preferences を含みます
    (既定: $XDG_DATA_HOME/stepwise/<app>、
    なければ ~/.local/share/stepwise/<app>)
    """,
    "empty the sandbox first, as if the app were just installed":
      "まずサンドボックスを空にします。アプリをインストールした直後のように",
    "list the apps with their summaries and chapters":
      "アプリを、要約と章とともに一覧にします",
    """
    Lists every app the tool can run, in the order the chapters teach them: its id (what
    run, play and diff take), its one-line summary, and the chapter that teaches it.

    """:
      """
    ツールが動かせるアプリを、章で教える順にすべて一覧にします: ID (run、play、
    diff に渡すもの)、1 行の要約、そのアプリを教える章です。

    """,
  ]
}
