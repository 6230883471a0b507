// Japanese for the help of classroom and its actions: the teacher's side.
// The messages of this group that Classroom shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension ClassroomJapanese {
  /// The help of `classroom` and its actions, and of their options.
  static let classroomHelp: [String: String] = [
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
    (Chapters/Exercises/<id>/), built into the course's stages, in a fresh copy of
    the same grading build: one kit compiled serves both courses. The report
    (--report, format 2) also says how the grade was made: the commit graded,
    whether the folder was as committed, the course's commit, the SHA-256
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
    で、コースの段階に組み込み、同じ採点用ビルドの新しいコピーの中でビルドします。
    コンパイルしたキット 1 つを両方のコースで使います。レポート (--report、形式 2) には
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
  ]
}
