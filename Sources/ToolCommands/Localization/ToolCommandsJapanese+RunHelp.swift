// Japanese for the help of play, run and checklists (an app played or opened in the
// simulator), and of the courses' check, watch and go actions.
// The messages of this group that ToolCommands shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension ToolCommandsJapanese {
  /// The help of the commands that run an app, and of their options.
  static let runHelp: [String: String] = [
    """
    Runs the walkthrough script one command at a time, printing each command and the
    screen after it. Every expect must hold: at the first one that does not, or the first
    command that cannot run, play stops and reports the line, what was expected, what the
    screen shows, and the harness transcript of the last gesture, then exits with 1.

    A script starts with launch <app>, or takes the app from --app. See stepwise help script
    for the language.

    With --dir PACKAGE, your own app plays the script instead (a script the page made
    for it names this line): the package you made with stepwise tutorial start (or one
    stepwise port wrote) is built as stepwise run --dir builds it, and its app's own
    program plays the script, in a new temporary container unless --sandbox names one.
    --app then names the package's app, when it has several.

    """:
      """
    操作スクリプトをコマンドごとに実行し、各コマンドとその後の画面を
    表示します。expect はすべて満たされなければなりません: 満たされない最初の
    expect か、実行できない最初のコマンドで play は止まり、その行、期待した内容、
    画面の内容、最後のジェスチャーのハーネスの記録を表示して、終了コード 1 で
    終わります。

    スクリプトは launch <app> で始めるか、--app でアプリを指定します。言語については
    stepwise help script を参照してください。

    --dir PACKAGE を付けると、代わりにあなた自身のアプリがスクリプトを再生します
    (ページがそのアプリのために作ったスクリプトは、この行を示します): stepwise
    tutorial start で作ったパッケージ (または stepwise port が書いたもの) を
    stepwise run --dir と同じようにビルドし、アプリ自身のプログラムが、--sandbox で
    指定しない限り新しい一時コンテナーでスクリプトを再生します。パッケージにアプリが
    いくつもあるときは、--app でそのアプリを指定します。

    """,
    """
    play on your own app: the package in PACKAGE (stepwise tutorial start's,
    or one stepwise port wrote) is built, and its app plays the script
    """:
      """
    あなた自身のアプリで再生します: PACKAGE のパッケージ (stepwise tutorial start
    で作ったもの、または stepwise port が書いたもの) をビルドし、そのアプリがスクリプトを再生します
    """,
    """
    the app to play on: launched before the first line when the script
    does not start with launch, and instead of the app a launch line names
    """:
      """
    再生するアプリ: スクリプトが launch で始まらないときは最初の行の前に
    起動し、launch の行が指定するアプリの代わりにもなります
    """,
    """
    the app's container, kept afterwards (by default a new temporary one,
    deleted afterwards, so the script replays the same way every time)
    """:
      """
    アプリのコンテナー。終わった後も残します (既定では新しい一時コンテナーを
    使って後で削除するので、スクリプトは毎回同じように再生されます)
    """,
    "open an app in the interactive simulator":
      "アプリを対話型シミュレーターで開きます",
    """
    Opens <app> in the interactive simulator: the screen is drawn, you type a command
    (the same commands as walkthrough scripts: tap "+", tap row 0, type "Milk", return,
    expect title "Checklists", relaunch, …), the app acts, and the screen is drawn again.
    Type help for the list. A command that cannot run prints one line and the session
    goes on. quit, or the end of input (Ctrl-D), terminates the app properly, so its
    delegate can save.

    The app keeps its data between sessions in its sandbox, whose path is printed at
    launch. Commands may also be piped in: printf 'tap row 0\\nquit\\n' | stepwise run <app>

    Colour is used only on a terminal, and never when NO_COLOR is set.

    With --dir PACKAGE, your own app runs instead, as swift run would run it: the
    package you made with stepwise tutorial start (or one stepwise port wrote) is
    built with swift build, in the course's .build when the package uses this course
    by path (the simulated UIKit is compiled there already), and its app then takes
    this process's place, in the sandbox swift run uses (or --sandbox DIR). When the
    package has several apps, <app> names the one to run.

    """:
      """
    <app> を対話型シミュレーターで開きます: 画面が描かれ、コマンドを入力すると
    (操作スクリプトと同じコマンド: tap "+"、tap row 0、type "Milk"、
    return、expect title "Checklists"、relaunch など)、アプリが反応し、画面がもう
    一度描かれます。一覧は help と入力すると表示されます。実行できないコマンドは
    1 行のメッセージを表示し、セッションは続きます。quit か入力の終わり (Ctrl-D) で
    アプリを正しく終了させるので、デリゲートは保存できます。

    アプリはセッションをまたいでデータをサンドボックスに保存します。そのパスは起動時
    に表示します。コマンドはパイプでも渡せます:
    printf 'tap row 0\\nquit\\n' | stepwise run <app>

    色はターミナルでだけ使い、NO_COLOR が設定されているときは使いません。

    --dir PACKAGE を付けると、代わりにあなた自身のアプリを swift run と同じように
    動かします: stepwise tutorial start で作ったパッケージ (または stepwise port が
    書いたもの) を swift build でビルドします。パッケージがこのコースをパスで使って
    いれば、シミュレートした UIKit がコンパイル済みのコースの .build でビルドします。
    それからアプリがこのプロセスに代わって、swift run が使うサンドボックス (または
    --sandbox DIR) で動きます。パッケージにアプリがいくつもあるときは、<app> で
    動かすものを指定します。

    """,
    """
    run your own app: the package in PACKAGE (stepwise tutorial start's,
    or one stepwise port wrote) is built, and its app run
    """:
      """
    あなた自身のアプリを動かします: PACKAGE のパッケージ (stepwise tutorial start
    で作ったもの、または stepwise port が書いたもの) をビルドし、そのアプリを動かします
    """,
    "open the finished Checklists app in the interactive simulator":
      "完成した Checklists アプリを対話型シミュレーターで開きます",
    """
    With no command, stepwise opens the finished Checklists app (the last Checklists
    stage in stepwise list) in the interactive simulator, exactly as stepwise run <app>
    does: see stepwise help run.

    """:
      """
    コマンドを付けずに実行すると、stepwise は完成した Checklists アプリ
    (stepwise list の最後の Checklists 段階) を、stepwise run <app> とまったく
    同じように対話型シミュレーターで開きます: stepwise help run を参照してください。

    """,
  ]
}
