// Japanese for the tool's other commands.
// The messages of this group that AppProgram shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension AppProgramJapanese {
  /// The other commands' messages: run, play, diff, render, install, port, export.
  static let tool: [String: String] = [
    "{0} is a file: no folder can be made under it":
      "{0} はファイルです: その下にフォルダーは作れません",
    "no folder can be made in {0} (it cannot be written)":
      "{0} の中にはフォルダーを作れません (書き込めません)",
    "cannot read the script {0}":
      "スクリプト {0} を読み込めません",
    "cannot read the script {0}: it is a link that leads nowhere, or back to itself":
      "スクリプト {0} を読み込めません: どこにもつながらないか、自分自身に戻るリンクです",
    "cannot read the script {0}: there is no such file":
      "スクリプト {0} を読み込めません: そのファイルはありません",
    "cannot read the script {0}: it is a folder; play takes a script file":
      "スクリプト {0} を読み込めません: フォルダーです。play にはスクリプトファイルを指定します",
    "cannot read the script {0}: you are not allowed to read it":
      "スクリプト {0} を読み込めません: 読む権限がありません",
    "cannot read the script {0}: it is larger than any script (at most {1} MB)":
      "スクリプト {0} を読み込めません: どのスクリプトよりも大きなファイルです (最大 {1} MB)",
    "{0} is not UTF-8 text (line {1} holds bytes that are not UTF-8); save it as UTF-8":
      "{0} は UTF-8 のテキストではありません (UTF-8 でないバイトが {1} 行目にあります)。UTF-8 で保存してください",
    "there is no app \"{0}\" (did you mean {1}?)":
      "アプリ \"{0}\" はありません (もしかして: {1})",
    "there is no app \"{0}\" (apps: {1})":
      "アプリ \"{0}\" はありません (アプリ: {1})",
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
    // An `@main` app's own program: its help and its failures
    "cannot start {0} in its sandbox: {1}":
      "{0} をサンドボックスの中で起動できません: {1}",
    "cannot open the sandbox {0}: {1}":
      "サンドボックス {0} を開けません: {1}",
    "warning: {0}, not in the sandbox: files saved there land outside it":
      "警告: {0} がサンドボックスの外にあります: そこに保存したファイルはサンドボックスの外に置かれます",
    "cannot start {0} again: {1}":
      "{0} をもう一度起動できません: {1}",
    "Runs {0} in the simulator: the screen is drawn, you type a command (tap \"+\",\ntap row 0, type \"Milk\", relaunch, …; help lists them), the app acts, and the screen\nis drawn again. With --play, plays a walkthrough script instead.\n\nThe app lives in its sandbox, as on a phone: NSHomeDirectory(), FileManager's\ndocuments directory and UserDefaults.standard all point into it. relaunch runs this\nprogram over again, so only what the app saved survives.":
      """
    {0} をシミュレーターで動かします: 画面が描かれ、コマンド (tap "+"、tap row 0、
    type "Milk"、relaunch など。help で一覧が出ます) を入力すると、アプリが動いて、
    画面がもう一度描かれます。--play を付けると、代わりに操作スクリプトを
    再生します。

    アプリは iPhone と同じくサンドボックスの中で動きます: NSHomeDirectory()、
    FileManager のドキュメントディレクトリ、UserDefaults.standard はどれもその中を
    指します。relaunch はこのプログラムを最初から実行し直すので、残るのはアプリが
    保存したものだけです。
    """,
    "the app's container (default: $XDG_DATA_HOME/stepwise/<bundle id>,\nelse ~/.local/share/stepwise/<bundle id>)":
      "アプリのコンテナー (既定: $XDG_DATA_HOME/stepwise/<bundle id>、\nなければ ~/.local/share/stepwise/<bundle id>)",
    "empty the container first, as if the app were just installed":
      "先にコンテナーを空にします (インストールした直後の状態になります)",
    "the device's language, which the app shows its strings in (ja, en, fr-CA;\ndefault en); --lang chooses the language of this program's own messages":
      "デバイスの言語です。アプリはこの言語で文字列を表示します (ja、en、fr-CA など。\n既定は en)。このプログラム自身のメッセージの言語は --lang で選びます",
    "fail a gesture when a row's cell shows what its data source does not give it\n(the tutorial's check); without it the row shows its cell, as on iOS, with a note":
      "行のセルがデータソースの返さないものを表示していたら、\nジェスチャーを失敗にします (チュートリアルのチェック)。\n付けなければ、iOS と同じようにセルをそのまま表示し、注記を添えます",
    "be driven by stepwise serve --dir: read one script line at a time and answer\neach with the screen and the flow, on a line of its own":
      "stepwise serve --dir から操作されます: スクリプトを 1 行ずつ読み、\nそれぞれに画面とフローを 1 行で答えます",
    "be driven by a check of stepwise tutorial or classroom grade: read one script line\nat a time and answer each with the screen as data, which the tool judges":
      "stepwise tutorial や classroom grade のチェックから操作されます: スクリプトを 1 行ずつ\n読み、それぞれに画面をデータで答えます。判定はツールが行います",
    "from --app":
      "--app で指定",
    "the app itself":
      "アプリ自身",
    "(playing {0}, {1})":
      "({0} として再生、{1})",
    "--fresh leaves it alone":
      "--fresh はそのフォルダーに手を付けません",
    " and {0} more":
      " ほか {0} 個",
    "{0} holds {1}{2} besides Documents/ and Library/, so it does not look like an app's sandbox; {3}":
      "{0} には Documents/ と Library/ のほかに {1}{2} があるので、アプリのサンドボックスには見えません。{3}",
    "{0} is a file, not a folder; --sandbox names the folder an app keeps its data in":
      "{0} はフォルダーではなくファイルです。--sandbox には、アプリがデータを置くフォルダーを指定します",
    "stepwise leaves it alone: choose a new or empty folder for --sandbox":
      "stepwise はそのフォルダーに手を付けません: --sandbox には新しいフォルダーか空のフォルダーを指定してください",
  ]
}
