// Japanese for the command line: usage errors, `--lang`, and the frame of every help.
// The messages of this group that ToolCommands shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension ToolCommandsJapanese {
  /// Usage errors, the global `--lang`, and the help's headings and overview.
  static let commandLine: [String: String] = [
    // The help's frame
    "no help on \"{0}\" (topics: {1})": "\"{0}\" のヘルプはありません (トピック: {1})",
    "the last Checklists stage": "Checklists の最後の段階",
    "stepwise: run the Stepwise apps on a simulated phone in the terminal":
      "stepwise: Stepwise のアプリを、ターミナルの中のシミュレートした iPhone で動かします",
    "Usage:": "使い方:",
    """
    With no command, stepwise opens the finished Checklists app
    ({0}) in the interactive simulator, on a sandbox
    kept under ~/.local/share/stepwise (see stepwise help run).
    """: """
    コマンドを付けずに実行すると、完成した Checklists アプリ ({0}) を
    対話型シミュレーターで開きます。サンドボックスは ~/.local/share/stepwise の
    下に保存されます (stepwise help run を参照)。
    """,
    """
    Every command takes --lang ja or --lang en: the language the tool speaks
    (else STEPWISE_LANG, else the locale: LC_ALL, LC_MESSAGES or LANG).
    """: """
    どのコマンドも --lang ja または --lang en で、ツールが使う言語を選べます
    (指定がなければ STEPWISE_LANG、次にロケール LC_ALL・LC_MESSAGES・LANG の順)。
    """,
    "Commands:": "コマンド:",
    " (also {0})": " (別名: {0})",
    "See stepwise help <command> for a command's options.":
      "各コマンドのオプションは stepwise help <command> で確認できます。",
    "Actions:": "アクション:",
    "show this help": "このヘルプを表示します",
    """
    Exit codes:
      0  success: every command ran and every expectation held
      1  an expectation failed, a command in a script could not run, or port or
         export could not write its folder
      2  usage error: bad arguments, an unknown app or stage, an unreadable or
         invalid script, no package found for diff or render, for port a folder
         that is not an Xcode project, for export one that is not a package or
         that it cannot read, or a destination that is not empty or is inside
         the course or the package exported

    """: """
    終了コード:
      0  成功: すべてのコマンドが実行され、すべての期待が満たされた
      1  期待が満たされなかった、スクリプトのコマンドを実行できなかった、
         または port や export がフォルダーを書き込めなかった
      2  使い方の誤り: 引数の誤り、不明なアプリや段階、読めないスクリプトや
         不正なスクリプト、diff や render でパッケージが見つからない、port に
         Xcode プロジェクトでないフォルダー、export にパッケージでないフォルダーや
         読めないパッケージを渡した、または書き込み先が空でないか、コースや
         書き出すパッケージの中にある

    """,
  ]
}
