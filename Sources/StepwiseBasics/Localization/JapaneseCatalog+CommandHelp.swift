// Japanese for the command table: every command's summary, help and options.

extension JapaneseCatalog {
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
    Builds the stepwise executable in release mode (swift build -c release; about a
    minute the first time) and copies it to ~/.local/bin/stepwise, or DIR/bin with
    --prefix DIR. If that folder is not on your PATH, it says how to add it. The installed
    tool finds this package from any folder inside it, and from where it was built.

    Run it from the package: swift run stepwise install

    """:
      """
    stepwise の実行ファイルをリリースモードでビルドし (swift build -c release。
    初回は 1 分ほどかかります)、~/.local/bin/stepwise に、--prefix DIR を付けると
    DIR/bin にコピーします。そのフォルダーが PATH に入っていなければ、追加の
    しかたを表示します。インストールしたツールは、このパッケージの中のどの
    フォルダーからでも、またビルドした場所からでもこのパッケージを見つけます。

    パッケージの中で実行します: swift run stepwise install

    """,
    "install into DIR/bin (default: ~/.local, so ~/.local/bin)":
      "DIR/bin にインストールします (既定: ~/.local、つまり ~/.local/bin)",
    "write an app as an Xcode project to open on a Mac":
      "アプリを Xcode プロジェクトとして書き出し、Mac で開けるようにします",
    """
    Takes a stage of the course (an app id, such as checklists-04) or your own package
    (the folder `stepwise tutorial start` made) and writes an Xcode project:

      <App>/                 the app's Swift files, with import UIKit, @IBOutlet on the
                             properties the storyboard connects and @IBAction on the
                             methods it calls; the app delegate marked @main
      <App>/Base.lproj/Main.storyboard
                             Storyboard.swift drawn in Interface Builder's XML
      <App>/Info.plist       the bundle's keys, the main storyboard, a launch screen
      <App>.xcodeproj        one iPhone app target (iOS 15)
      <App>Tests/, <App>UITests/
                             your package's tests (Tests/…) as a hosted unit-test
                             target and a UI-test target, with a shared scheme
      EXPORT.md              the report printed at the end

    Storyboard.swift is read as Swift, not run: its actions are closures and its
    outlets key paths, whose names only the source holds. What Interface Builder
    cannot draw (a view made in code) is listed as path:line: what, and why.

    `stepwise port` reads the project back into the same app. It has not been tried in
    Xcode here. Nothing is ever overwritten: the destination must not exist or be
    empty, and it must be outside the course and outside the package. The project is
    written whole or not at all. Only the package's own Swift files are read: a link
    out of it, or a file over 1 MiB (8 MiB in all), stops the export before it writes.
    Example: stepwise export checklists-04 --to ~/Checklists04

    """:
      """
    コースの段階 (checklists-04 のようなアプリ ID) か、自分のパッケージ
    (`stepwise tutorial start` が作ったフォルダー) を受け取り、Xcode プロジェクトを
    書き出します:

      <App>/                 アプリの Swift ファイル。import UIKit を付け、
                             ストーリーボードが接続するプロパティに @IBOutlet、
                             呼び出すメソッドに @IBAction を付け、アプリデリゲートに
                             @main を付けたもの
      <App>/Base.lproj/Main.storyboard
                             Storyboard.swift を Interface Builder の XML で描いたもの
      <App>/Info.plist       バンドルのキー、メインストーリーボード、起動画面
      <App>.xcodeproj        iPhone アプリのターゲット 1 つ (iOS 15)
      <App>Tests/, <App>UITests/
                             パッケージのテスト (Tests/…) を、アプリに読み込まれる
                             単体テストのターゲットと UI テストのターゲットにした
                             もの。両方でテストする共有スキーム付き
      EXPORT.md              最後に表示するレポート

    Storyboard.swift は実行せず、Swift として読み取ります。アクションはクロージャー、
    アウトレットはキーパスで書かれていて、その名前はソースにしかないからです。
    Interface Builder で描けないもの (コードで作ったビュー) は、path:line: 内容と
    理由の形で一覧にします。

    `stepwise port` はこのプロジェクトを読み戻して同じアプリにします。ここでは Xcode
    での動作は確かめていません。何も上書きしません: 書き出し先は存在しないか空で、
    コースの外、パッケージの外になければなりません。プロジェクトは全部を書き出すか、
    何も書き出さないかのどちらかです。読むのはパッケージ自身の Swift ファイルだけで、
    パッケージの外へのリンクや 1 MiB (合計 8 MiB) を超えるファイルがあると、書き込む
    前に止まります。
    例: stepwise export checklists-04 --to ~/Checklists04

    """,
    """
    write the project into DIR, which must be new or empty
    (default: beside the course, named after the stage's target, such as
    Checklists04; <package>-Xcode beside a package)
    """:
      """
    プロジェクトを DIR に書き出します。DIR は新しいか空でなければなりません
    (既定: コースの隣に、段階のターゲット名 (Checklists04 など) で。
    パッケージの場合はその隣に <package>-Xcode として)
    """,
    "turn an Xcode project into a package that runs headless":
      "Xcode プロジェクトを、ヘッドレスで動くパッケージに変換します",
    """
    Reads an Xcode project folder (the one holding the .xcodeproj): the app's Swift
    files and its test targets, its main storyboard and .xib files, its Info.plist and
    build settings, and its asset catalog's image names. Writes a Swift package that
    runs the app in the terminal simulator with HeadlessUIKit:

      Package.swift       one executable target named after the app's module
      Sources/<module>/   the Swift files, with the edits Linux needs
      Storyboard.swift    the main storyboard, declared in Swift
      Info.swift          the Info.plist, declared by the @main app delegate
      <Name>.xib.swift    each .xib file (a cell or a view), declared in Swift
      Tests/<target>/     each test target: unit tests @testable import the app, UI
                          tests drive it with HeadlessXCUIAutomation
      PORTING.md          the report printed at the end

    The mechanical edits: import UIKit becomes import HeadlessUIKit, and @IBOutlet,
    @IBAction and @objc go (Linux has no Objective-C runtime to connect them by name;
    Storyboard.swift connects them). What Swift on Linux forbids is rewritten where it
    can be: an override in an extension moves into its class, @UIApplicationMain and
    main.swift become @main, a target-action #selector whose method is known becomes a
    UIAction. Everything else is listed as path:line: what, and why.

    Nothing is ever overwritten: the destination must not exist or be empty, and it
    must be outside the course and outside the project.
    Example: stepwise port ~/Code/Checklists --to ~/Code/Checklists-headless

    """:
      """
    Xcode プロジェクトのフォルダー (.xcodeproj があるフォルダー) から、アプリの
    Swift ファイルとテストターゲット、メインストーリーボードと .xib ファイル、Info.plist と
    ビルド設定、アセットカタログの画像名を読み取ります。そして、HeadlessUIKit で
    ターミナルのシミュレーター上にアプリを動かす Swift パッケージを書き出します:

      Package.swift       アプリのモジュール名の実行ターゲット 1 つ
      Sources/<module>/   Linux に必要な修正を加えた Swift ファイル
      Storyboard.swift    Swift で宣言したメインストーリーボード
      Info.swift          @main のアプリデリゲートが宣言する Info.plist
      <Name>.xib.swift    Swift で宣言した .xib ファイル (セルやビュー) 1 つずつ
      Tests/<target>/     テストターゲットごと: 単体テストはアプリを @testable
                          import し、UI テストは HeadlessXCUIAutomation で操作します
      PORTING.md          最後に表示するレポート

    機械的な修正: import UIKit は import HeadlessUIKit になり、@IBOutlet、@IBAction、
    @objc は取り除きます (Linux には名前で接続する Objective-C ランタイムがなく、
    Storyboard.swift が接続します)。Linux の Swift が許さない書き方は、できる限り
    書き換えます: extension の中の override はクラスの中へ移し、@UIApplicationMain と
    main.swift は @main にし、メソッドのわかっている target-action の #selector は
    UIAction にします。それ以外は path:line: 内容と理由の形で一覧にします。

    何も上書きしません: 書き出し先は存在しないか空で、コースの外、プロジェクトの外に
    なければなりません。
    例: stepwise port ~/Code/Checklists --to ~/Code/Checklists-headless

    """,
    """
    write the package into DIR, which must be new or empty
    (default: <project>-headless beside the project folder)
    """:
      """
    パッケージを DIR に書き出します。DIR は新しいか空でなければなりません
    (既定: プロジェクトのフォルダーの隣に <project>-headless として)
    """,
    "the teacher's side: an assignment template, grading, the class view":
      "先生向けの機能: 課題のテンプレート、採点、クラスの一覧",
    """
    For a class on GitHub Classroom. init writes an assignment template: the starting
    package and a workflow that grades every push on GitHub's machines, with the checks of
    this course at a commit you pin (the students cannot change them). grade is what the
    workflow runs, and runs here too. report reads a folder of students' repositories or
    reports and shows who is stuck where, as a table, an HTML page and CSV, and marks a
    report it cannot trust. collect fetches each student's commit and grades it here: the
    grade to trust. Chapters/teaching.md walks through it.

    """:
      """
    GitHub Classroom の授業のためのコマンドです。init は課題のテンプレートを
    書き出します: 最初のパッケージと、プッシュのたびに GitHub のマシンで採点する
    ワークフローで、チェックは固定したコミットのこのコースのものを使います (学生は
    変更できません)。grade はワークフローが実行するもので、ここでも実行できます。
    report は学生のリポジトリかレポートのフォルダーを読み、誰がどこでつまずいて
    いるかを表、HTML ページ、CSV で示し、信用できないレポートには印を付けます。
    collect は学生ごとのコミットを取得してここで採点します: 信用できる成績です。
    Chapters/teaching.md で手順を説明しています。

    """,
    "who is stuck where: a table, an HTML page and CSV for a class":
      "誰がどこでつまずいているか: クラスの表、HTML ページ、CSV",
    """
    Reads a folder holding one folder per student (a clone of their repository, or the
    stepwise-report artifact the workflow uploads), or their reports as <name>.json, and
    prints a table: each student, the furthest step they passed, how many pass, when
    the report was made (or the progress saved), the first step that does not pass and
    its failing line. It writes the same as a page with no script and nothing fetched
    (the table, a bar per step of how many passed, each step's commonest failures), and
    as CSV for a gradebook. A folder that is empty, damaged or not a package is listed as
    such. A report that cannot be trusted is marked, with why, in the table's last column
    and the CSV's suspicious column: one the student committed, one of another commit
    than the folder's, one whose score or results do not match its verdicts or their
    digest, one with no provenance (format 1). Nothing in the students' folders is
    changed. The course is the one their reports name, unless --course says.

    """:
      """
    学生ごとに 1 つのフォルダー (リポジトリのクローンか、ワークフローが
    アップロードする stepwise-report アーティファクト)、または <name>.json の
    レポートが入ったフォルダーを読み、表を表示します: 学生ごとに、合格した一番先の
    ステップ、合格数、レポートの作成日時 (または進捗の保存日時)、合格していない
    最初のステップとその失敗した行です。同じ内容を、スクリプトも外部からの読み込みも
    ないページ (表、ステップごとの合格者数の棒、各ステップでよくある失敗) と、成績表
    向けの CSV にも書き出します。空のフォルダー、壊れたフォルダー、パッケージでない
    フォルダーはそのように表示します。信用できないレポートには、表の最後の列と CSV の
    suspicious 列に理由を付けて印を付けます: 学生がコミットしたもの、フォルダーと
    違うコミットのもの、点数や結果が判定やそのダイジェストと合わないもの、来歴の
    ないもの (形式 1) です。学生のフォルダーは何も変更しません。コースは --course で
    指定しない限り、レポートに書かれたものです。

    """,
    "tutorial (the default) or exercises":
      "tutorial (既定) または exercises",
    "the class's grade made here: fetch each student's commit and grade it":
      "クラスの成績をここで出す: 学生ごとのコミットを取得して採点します",
    """
    Reads GitHub Classroom's roster (ROSTER, the CSV it exports) with --org and --prefix
    (each student's repository is https://github.com/OWNER/PREFIX-USERNAME), or --from a
    list of folders or git URLs. Clones each (or fetches a clone made before) into
    DIR/repositories, checks out the last commit at or before --deadline (by its commit
    date; default: the newest), grades it as classroom grade does, with the seed given or
    one drawn and printed, and writes its report, with the commit, to DIR/reports. Then
    prints the table and writes the page and CSV that classroom report writes. A student
    who cannot be fetched, has no commit before the deadline or cannot be graded is listed
    with why, never left out; so is a roster line that names no GitHub user. One student
    at a time: each is built in the course's one grading build folder. With --as-user
    USER (Linux, as root), each student's code runs as USER, as classroom grade says.

    """:
      """
    GitHub Classroom の名簿 (ROSTER、書き出した CSV) を --org と --prefix とともに
    読むか (学生のリポジトリは https://github.com/OWNER/PREFIX-USERNAME です)、
    --from でフォルダーか git の URL の一覧を読みます。それぞれを DIR/repositories に
    クローンし (前に作ったクローンは取得し直し)、--deadline 以前の最後のコミット
    (コミットの日時で判断。既定は最新) をチェックアウトして、classroom grade と同じ
    ように採点します。シードは指定したもの、なければ選んで表示したものを使い、
    レポートはコミットとともに DIR/reports に書き出します。そのあと表を表示し、
    classroom report と同じページと CSV を書き出します。取得できない学生、締め切り
    までにコミットがない学生、採点できない学生は理由とともに一覧に載せ、省きません。
    GitHub のユーザーを指していない名簿の行も同じです。採点は 1 人ずつです: どの
    学生もコースの 1 つの採点用ビルドフォルダーでビルドするためです。--as-user USER
    を付けると (Linux で root として実行)、classroom grade の説明どおり、学生ごとの
    コードを USER として実行します。

    """,
    "the assignment's repository prefix (with a roster)":
      "課題のリポジトリ名の接頭辞 (名簿とともに指定)",
    "the GitHub organization of the classroom (with a roster)":
      "クラスルームの GitHub の organization (名簿とともに指定)",
    "a list of folders or git URLs, one a line, instead of a roster":
      "名簿の代わりに、1 行に 1 つのフォルダーか git の URL を並べた一覧",
    "where the clones and reports go (default: collected)":
      "クローンとレポートの置き場所 (既定: collected)",
    "grade the last commit at or before TIME (ISO 8601: 2026-12-01T23:59:00+09:00)":
      "TIME 以前の最後のコミットを採点する (ISO 8601: 2026-12-01T23:59:00+09:00)",
    "the seed of the names the checks type (default: one drawn)":
      "チェックが入力する名前のシード (既定: 毎回選ぶ)",
    "where the page goes (default: class-report.html)":
      "ページの書き出し先 (既定: class-report.html)",
    "where the CSV goes (default: class-report.csv)":
      "CSV の書き出し先 (既定: class-report.csv)",
    "one step's line of a grade: succeeds when it earned its points":
      "採点結果のうち 1 ステップの行: 満点なら成功",
    """
    Reads the points classroom grade --sheet FILE wrote and prints the step's line (and
    why it failed: its first failing line, or with --report, every failing line of the
    step, which go to standard error too). Succeeds when the step earned all its points,
    fails otherwise: the workflow's one test per step runs it, so that GitHub Classroom
    shows each step with why it failed.

    """:
      """
    classroom grade --sheet FILE が書いた点数を読み、そのステップの行 (と失敗の
    理由: 最初の失敗した行、--report を付けるとそのステップの失敗した行すべて。
    これらは標準エラーにも出します) を表示します。ステップが満点なら成功、そうで
    なければ失敗です。ワークフローはステップごとに 1 つのテストとしてこれを実行する
    ので、GitHub Classroom にステップごとの結果とその理由が表示されます。

    """,
    "the report grade wrote: every failing line of the step":
      "grade が書いたレポート: そのステップの失敗した行すべて",
    "the points grade wrote (default: grade.txt)":
      "grade が書いた点数 (既定: grade.txt)",
    "run the course's checks on a student's package and print the points":
      "学生のパッケージでコースのチェックを実行し、点数を表示します",
    """
    Runs every check of the course on the package (one build), with the checks of this
    course, never the package's, and prints one line per step: its id, its points over
    its most, and pass, retired (a later step changed what it checks, and passes), fail
    or error, with the failing line indented below; then the total:

      # stepwise classroom grade: tutorial, 24 steps, 1 point each
      checklists-01/01-launch 1/1 pass
      checklists-01/02-first-row 0/1 fail
        ✗ Chapters/Tutorial/checklists-01/02-first-row/check.stepwise:7: …
      total 1/24

    The exit status is 0 whenever the checks ran, whatever the points; it is not 0 only
    when the package could not be graded (not a package, the course's checks changed).
    The build's progress goes to standard error. The package is not changed but for its
    .build folder, where the checks' package is written anew. The app is built in a fresh
    copy of the course's grading build (.build/grading in the course, made by the first
    grade: the kit compiled, no student's code), removed after, so that nothing of one
    student is used for another; one grade at a time. With --prepare, grade only makes
    that grading build, before any student's code runs (the workflow caches it then).
    For the exercises, the package is the assignment's folder of starter files
    (Chapters/Exercises/<id>/), built into the course's stages, in the same way in a
    fresh copy of the exercises' grading build (.build/grading-exercises, made by the
    first grade). The report (--report, format 2) also says how the grade was made: the
    commit graded, whether the folder was as committed, the course's commit, the SHA-256
    of this stepwise, the seed of the names the checks typed (STEPWISE_CHECK_SEED, else
    one drawn and printed), and a digest of the verdicts, so that classroom report can
    tell an edited one.

    A student's Package.swift and code run when their package is built and checked. With
    --as-user USER (on Linux, run as root), they run as USER, such as nobody: the build,
    the tests and the app each get USER's rights, with a HOME of their own, in folders
    handed to USER for this grade alone (the fresh build copy, the checks' package, each
    sandbox). The course, its pristine grading build, this stepwise and the report stay
    out of their reach, and the checks are judged by this process, with your rights.

    """:
      """
    パッケージでコースのすべてのチェックを実行し (ビルドは 1 回)、パッケージの
    ものではなくこのコースのチェックを使って、ステップごとに 1 行を表示します: ID、
    満点に対する点数、そして pass、retired (後のステップがチェック内容を変え、その
    ステップが合格している)、fail、error のいずれかで、失敗した行を下に字下げして
    示します。最後に合計です:

      # stepwise classroom grade: tutorial, 24 steps, 1 point each
      checklists-01/01-launch 1/1 pass
      checklists-01/02-first-row 0/1 fail
        ✗ Chapters/Tutorial/checklists-01/02-first-row/check.stepwise:7: …
      total 1/24

    チェックを実行できれば、点数にかかわらず終了コードは 0 です。0 以外になるのは
    パッケージを採点できなかったとき (パッケージでない、コースのチェックが変わった)
    だけです。ビルドの進み具合は標準エラーに出ます。パッケージは、チェックの
    パッケージを書き直す .build フォルダーのほかは変更しません。アプリは、コースの
    採点用ビルド (コースの .build/grading。最初の採点が作ります: キットをコンパイル
    したもので、学生のコードは含みません) の新しいコピーの中でビルドし、終わったら
    消すので、ある学生のものがほかの学生に使われることはありません。採点は 1 度に
    1 つです。--prepare を付けると、grade はその採点用ビルドを作るだけで、学生の
    コードはまだ動きません (ワークフローはそこでそれをキャッシュします)。exercises
    では、パッケージは課題のスターターファイルのフォルダー (Chapters/Exercises/<id>/)
    で、コースの段階に組み込み、同じように練習問題用のビルド (.build/grading-exercises。最初の
    採点が作ります) の新しいコピーの中でビルドします。レポート (--report、形式 2) には
    採点の来歴も書きます: 採点したコミット、フォルダーがコミットどおりだったか、
    コースのコミット、この stepwise の SHA-256、チェックが入力した名前のシード
    (STEPWISE_CHECK_SEED、なければ選んで表示したもの)、判定のダイジェストです。
    これで classroom report は書き換えられたレポートを見分けられます。

    学生の Package.swift とコードは、パッケージをビルドしてチェックするときに動きます。
    --as-user USER を付けると (Linux で root として実行)、それらは nobody のような
    USER として動きます: ビルド、テスト、アプリはどれも USER の権限と専用の HOME で、
    この採点のためだけに USER に渡したフォルダー (ビルドの新しいコピー、チェックの
    パッケージ、各サンドボックス) の中で動きます。コース、その元の採点用ビルド、この
    stepwise、レポートには手が届かず、チェックの判定はこのプロセスがあなたの権限で
    行います。

    """,
    "the student's package (default: the current folder)":
      "学生のパッケージ (既定: 現在のフォルダー)",
    "also write every step's results as JSON (Exercism's v3)":
      "各ステップの結果を JSON (Exercism の v3) でも書き出します",
    "also write the points, as printed, to FILE":
      "表示した点数を FILE にも書き出します",
    "the name the report gives (default: $USER)":
      "レポートに記す名前 (既定: $USER)",
    "only make the course's grading build (the kit compiled), grading no one":
      "コースの採点用ビルド (キットをコンパイルしたもの) を作るだけで、誰も採点しません",
    "write an assignment template: the starting files and the grading workflow":
      "課題のテンプレートを書き出します: 最初のファイルと採点ワークフロー",
    """
    Writes, into DIR (default: checklists-assignment, beside the course when run in
    it), which must be new or empty and outside the course, what a template repository
    of a GitHub Classroom assignment holds: for the tutorial, the package tutorial start
    makes (its manifest finds the course in ../stepwise); for the exercises, the
    exercises' instructions and starter files; and .github/workflows/classroom.yml, in
    GitHub Classroom's autograding format. On every push the workflow runs in the
    official Swift image, checks the course out at REF, builds stepwise outside both
    checkouts and checks its checksum before each use, makes the grading build (both
    cached before the student's code runs), runs classroom grade, uploads the report,
    and gives one test per step with its points and failing lines, even when the build
    failed.

    """:
      """
    GitHub Classroom の課題のテンプレートリポジトリに入れるものを DIR (既定:
    checklists-assignment。コースの中で実行したときはコースの隣) に書き出します。DIR は
    新しいか空で、コースの外になければなりません: tutorial なら tutorial start が
    作るパッケージ (マニフェストが ../stepwise にあるコースを見つけます)、exercises
    なら練習問題の説明とスターターファイル、そして GitHub Classroom の自動採点形式の
    .github/workflows/classroom.yml です。ワークフローはプッシュのたびに公式の Swift
    イメージで動き、コースを REF でチェックアウトし、stepwise を両方のチェックアウト
    の外でビルドして、使うたびにそのチェックサムを確かめ、採点用ビルドを作り (どちら
    も学生のコードが動く前にキャッシュされます)、classroom grade を実行し、レポートを
    アップロードし、ビルドが失敗したときでも、ステップごとに点数と失敗した行を示す
    テストを 1 つ示します。

    """,
    """
    the commit of this course the checks come from (default: its
    current commit)
    """:
      """
    チェックを取り出すこのコースのコミット (既定: 現在の
    コミット)
    """,
    "the course's repository on GitHub (default: from its origin)":
      "GitHub 上のコースのリポジトリ (既定: origin から)",
    "build your own Checklists app, step by step, checked as you go":
      "自分の Checklists アプリを、1 ステップずつチェックを受けながら作ります",
    """
    The build-along tutorial: you write the Checklists app yourself, in a package of
    your own, one small step at a time, and each step is checked by playing a walkthrough
    script on your app through the simulated device (and, where a step is about the
    shape of the code, a few tests that use the names it asks for). Code arranged
    differently from the book's passes as long as the app behaves.

    Start with: stepwise tutorial start (makes MyChecklists/ in the current folder, or
    beside the course's folder when run in the course), then cd into it as start says and
    run stepwise tutorial. The steps' instructions and checks are in
    this course's Chapters/Tutorial/; your progress is in .stepwise/tutorial/ in your
    package.

    With no action: show progress and the current step, check it, then check every
    earlier step still in force and name the first that broke; move on when all pass.

    """:
      """
    作りながら学ぶチュートリアルです。Checklists アプリを自分のパッケージの中で、
    1 つずつ小さなステップで自分で書いていきます。各ステップは、シミュレートした
    デバイス上であなたのアプリに操作スクリプトを再生してチェックします
    (ステップがコードの形に関するものなら、指示した名前を使ういくつかのテストも)。
    本とは違う書き方のコードでも、アプリが正しく動けば合格です。

    始め方: stepwise tutorial start (現在のフォルダーに、コースの中で実行したときは
    コースのフォルダーの隣に MyChecklists/ を作ります)。start の表示どおりに cd して、
    stepwise tutorial を実行します。ステップの説明とチェックはこのコースの
    Chapters/Tutorial/ にあり、進捗はあなたのパッケージの .stepwise/tutorial/ に
    あります。

    アクションなしの場合: 進捗と現在のステップを表示してチェックし、まだ有効な前の
    ステップもすべてチェックして、最初に壊れたものを示します。すべて合格なら次へ
    進みます。

    """,
    "your app's package (default: the one the current folder is in)":
      "あなたのアプリのパッケージ (既定: 現在のフォルダーを含むもの)",
    """
    check every step and write the results as JSON (the shape of
    Exercism's results.json, version 3, one entry per step)
    """:
      """
    すべてのステップをチェックし、結果を JSON で書き出します (Exercism の
    results.json バージョン 3 の形で、ステップごとに 1 エントリ)
    """,
    "the current step's instructions":
      "現在のステップの説明",
    """
    Shows the current step's instructions, formatted for the terminal.

    """:
      """
    現在のステップの説明を、ターミナル向けに整えて表示します。

    """,
    "what a step done changed in the reference, as a diff":
      "済んだステップが模範解答で変えたところの diff",
    "every step, done or not":
      "すべてのステップと、完了したかどうか",
    """
    Lists every step with its number, whether it is done, and its title.

    """:
      """
    すべてのステップを、番号、完了したかどうか、タイトルとともに一覧にします。

    """,
    "make the previous step current":
      "前のステップを現在のステップにします",
    "make the next step current":
      "次のステップを現在のステップにします",
    "show the current step's next hint":
      "現在のステップのヒントを 1 つ表示します",
    """
    Shows one more hint of the current step, gentlest first.

    """:
      """
    現在のステップのヒントをもう 1 つ、控えめなものから順に表示します。

    """,
    "make your own app's package, with the smallest app that launches":
      "自分のアプリのパッケージを、起動するだけの最小のアプリで作ります",
    """
    Makes a Swift package of your own in DIR (default: MyChecklists, in the current
    folder, or beside the course's folder when you are in the course), which must be new
    or empty and outside the course: a manifest that uses this course's simulated
    UIKit by path, and an app that launches (an app delegate marked @main, its Info.plist
    declaration, a storyboard with one empty table screen and its controller). It makes a
    git repository with a first commit, so you can always see what each step changed.

    """:
      """
    自分の Swift パッケージを DIR (既定: 現在のフォルダーに、コースの中にいるときは
    コースのフォルダーの隣に MyChecklists) に作ります。DIR は新しいか空で、コースの
    外になければなりません。中身は、このコースのシミュレートした UIKit をパスで使う
    マニフェストと、起動するアプリ (@main を付けたアプリデリゲート、その Info.plist の
    宣言、空のテーブル画面 1 つとそのコントローラーのストーリーボード) です。最初の
    コミット付きの git リポジトリも作るので、各ステップで何が変わったかをいつでも
    確認できます。

    """,
    "the classroom exercises: progress, tests, hints":
      "教室用の練習問題: 進捗、テスト、ヒント",
    """
    The classroom exercises: small changes to the apps, each made in a starter file under
    Chapters/Exercises/ and checked by tests in Tests/ExerciseTests/ that run the app on the
    simulated device. Progress is kept in .stepwise/exercises/progress.json.

    With no action: show progress, run the current exercise's tests, and move on if they
    pass. <name> is an exercise's id (checklists-02/blank-text), its short name
    (blank-text) or its number in the list.

    An exercise counts only with its tests as shipped: their SHA-256 is checked before
    they run. Each run builds only the exercise's own module and tests, in a scratch
    package under .build/exercises/ (the first run also builds the kit). Watch mode
    polls the files' modification times every 0.2 seconds,
    which works on every file system. stepwise learn is the same command.

    """:
      """
    教室用の練習問題です。アプリへの小さな変更で、どれも Chapters/Exercises/ の
    スターターファイルで行い、シミュレートしたデバイスでアプリを動かす
    Tests/ExerciseTests/ のテストでチェックします。進捗は
    .stepwise/exercises/progress.json に保存します。

    アクションなしの場合: 進捗を表示し、現在の練習問題のテストを実行して、合格すれば
    次へ進みます。<name> は練習問題の ID (checklists-02/blank-text)、短い名前
    (blank-text)、または一覧の番号です。

    練習問題は、配布したままのテストで合格したときだけ数えます: 実行前にテストの
    SHA-256 を確かめます。各実行では、.build/exercises/ の下の作業用パッケージで
    練習問題のモジュールとテストだけをビルドします (初回はキットもビルドします)。
    ウォッチモードは 0.2 秒ごとにファイルの更新日時を調べるので、どのファイル
    システムでも動きます。stepwise learn は同じコマンドです。

    """,
    """
    run every exercise and write the results as JSON (the shape
    of Exercism's results.json, version 3), for a teacher
    """:
      """
    すべての練習問題を実行し、結果を JSON で書き出します (Exercism の
    results.json バージョン 3 の形)。先生向け
    """,
    "check that every starter fails its tests (for the project's CI)":
      "どのスターターもテストに失敗することを確かめます (プロジェクトの CI 用)",
    """
    Builds every starter as shipped and checks that each fails its tests.

    """:
      """
    配布したままのスターターをすべてビルドし、どれもテストに失敗することを
    確かめます。

    """,
    "compare your files with the reference, once passed":
      "合格したら、自分のファイルを模範解答と比べます",
    """
    Shows your files beside the reference solution, once the exercise passed.

    """:
      """
    練習問題に合格したら、あなたのファイルと模範解答を並べて表示します。

    """,
    "put an exercise's files back as shipped (asks first)":
      "練習問題のファイルを配布時の状態に戻します (先に確認します)",
    """
    Puts an exercise's starter files back as shipped, after asking y/N.

    """:
      """
    練習問題のスターターファイルを、y/N で確認したうえで配布時の状態に戻します。

    """,
    "every exercise, done or not":
      "すべての練習問題と、完了したかどうか",
    "make the previous exercise current":
      "前の練習問題を現在の練習問題にします",
    """
    Makes the previous exercise in the list the current one.

    """:
      """
    一覧で前の練習問題を現在の練習問題にします。

    """,
    "make the next exercise current":
      "次の練習問題を現在の練習問題にします",
    """
    Makes the next exercise in the list the current one.

    """:
      """
    一覧で次の練習問題を現在の練習問題にします。

    """,
    "show the current exercise's next hint":
      "現在の練習問題のヒントを 1 つ表示します",
    """
    Shows one more hint of the current exercise, gentlest first.

    """:
      """
    現在の練習問題のヒントをもう 1 つ、控えめなものから順に表示します。

    """,
    """
    Runs the current exercise's tests, then again whenever you save a file.

    """:
      """
    現在の練習問題のテストを実行し、ファイルを保存するたびにもう一度実行します。

    """,
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
    "play a walkthrough script and check its expectations":
      "操作スクリプトを再生し、その期待をチェックします",
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
    """
    Lists every exercise with its number, whether it is done, and its title.

    """:
      """
    すべての練習問題を、番号、完了したかどうか、タイトルとともに一覧にします。

    """,
    """
    Makes a exercise the current one: <name> is its id, its short name or its number.

    """:
      """
    練習問題を現在の練習問題にします: <name> は練習問題の ID、短い名前、または番号です。

    """,
    """
    Makes a step the current one: <name> is its id, its short name or its number.

    """:
      """
    ステップを現在のステップにします: <name> はステップの ID、短い名前、または番号です。

    """,
    """
    Makes the next step in the list the current one.

    """:
      """
    一覧で次のステップを現在のステップにします。

    """,
    """
    Makes the previous step in the list the current one.

    """:
      """
    一覧で前のステップを現在のステップにします。

    """,
    """
    Once a step passes: that step's change alone in the book's app, as a diff, and whether your files of the same names are as the book's after it. <name> is a step done (its id, short name or number); without it, the current step when it is done, else the last step done before it. Yours will differ; any arrangement that passes the checks is right.

    """:
      """
    ステップに合格したら: そのステップだけで本のアプリが変わったところを diff で表示し、同じ名前のあなたのファイルが、そのステップの後の本のものと同じかどうかを示します。<name> は済んだステップです（ID、短い名前、番号のどれか）。省くと、現在のステップが済んでいればそれを、そうでなければその前で最後に済んだステップを示します。違いがあって当然で、チェックに合格する書き方ならどれも正解です。

    """,
    "Runs every exercise's tests with one build; those that pass count as done. \n":
      """
    1 回のビルドですべての練習問題のテストを実行します。合格したものを完了と数えます。

    """,
    """
    Runs every step's checks with one build; those that pass count as done. A step can also be retired: a later step changed on purpose what it checked (the sample items gave way to saved ones), and that later step passes; it counts as done.

    """:
      """
    1 回のビルドですべてのステップのチェックを実行します。合格したものを完了と数えます。ステップは引退 (retired) することもあります: 後のステップがチェック内容を意図して変え (サンプルのアイテムが保存したアイテムに置き換わったなど)、その後のステップが合格している場合で、これも完了と数えます。

    """,
    """
    Runs the current step's checks, then again whenever you save a file.

    """:
      """
    現在のステップのチェックを実行し、ファイルを保存するたびにもう一度実行します。

    """,
    "make the exercise <name> names current":
      "<name> で指定した練習問題を現在の練習問題にします",
    "make the step <name> names current":
      "<name> で指定したステップを現在のステップにします",
    "run every exercise's tests; those that pass count as done":
      "すべての練習問題のテストを実行します。合格したものを完了と数えます",
    "run every step's checks; those that pass count as done":
      "すべてのステップのチェックを実行します。合格したものを完了と数えます",
    "run the current exercise's tests, then again on every save; type commands meanwhile":
      "現在の練習問題のテストを実行し、保存のたびにもう一度実行します。その間もコマンドを入力できます",
    "run the current step's checks, then again on every save; type commands meanwhile":
      "現在のステップのチェックを実行し、保存のたびにもう一度実行します。その間もコマンドを入力できます",
  ]
}
