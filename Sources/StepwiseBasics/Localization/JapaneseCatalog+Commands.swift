// Japanese for the commands that work on packages and projects: diff, install, render,
// port, export and classroom.

extension JapaneseCatalog {
  /// What diff, install, render, port, export and classroom say. Diffs, the reports written
  /// to files (PORTING.md, EXPORT.md), grade sheets, CSV and JSON stay English: they are
  /// read by programs, or are files of the learner's project.
  static let commands: [String: String] = [
    // diff
    "(apps: {0})":
      "(アプリ: {0})",
    "there is no stage \"{0}\": no folder Sources/{1}":
      "段階 \"{0}\" はありません: フォルダー Sources/{1} がありません",
    "neither {0} nor {1} has a file \"{2}\"":
      "{0} にも {1} にも、ファイル \"{2}\" はありません",
    "{0} is the same in {1} and {2}":
      "{0} は {1} と {2} で同じです",
    "cannot read the sources: {0}":
      "ソースを読み込めません: {0}",
    "--stat shows every file: leave out <file>":
      "--stat はすべてのファイルを表示します: <file> は指定しないでください",
    // install
    "Building stepwise in release mode (the first time compiles everything, optimised: minutes)…":
      "stepwise をリリースモードでビルドしています (初回はすべてを最適化してコンパイルするので、数分かかります)…",
    "the release build failed; nothing was installed":
      "リリースビルドに失敗しました。何もインストールしていません",
    "cannot build stepwise: {0}":
      "stepwise をビルドできません: {0}",
    "cannot copy stepwise to {0}: {1}":
      "stepwise を {0} にコピーできません: {1}",
    "Installed ":
      "インストールしました: ",
    "stepwise at {0}":
      "stepwise ({0})",
    "Check it with: stepwise --version":
      "確かめるには: stepwise --version",
    "{0} is not on your PATH yet. Add it, then open a new terminal:":
      "{0} はまだ PATH に入っていません。追加してから、新しいターミナルを開きます:",
    // render: the labels keep the English ones' width, so the paths line up
    "up to date: ":
      "最新です: ",
    "Run {0} render to bring them up to date.":
      "{0} render を実行すると最新になります。",
    "deleted  ":
      "削除     ",
    "wrote    ":
      "作成     ",
    "updated  ":
      "更新     ",
    "rendered: ":
      "生成しました: ",
    "missing:     ":
      "未作成:      ",
    "left over:   ":
      "不要:        ",
    " (no script draws it)":
      " (描くスクリプトがありません)",
    "out of date: ":
      "古い:        ",
    "line {0}: {1}":
      "{0} 行目: {1}",
    "1 chapter":
      "章 1 個",
    "{0} chapters":
      "章 {0} 個",
    "1 generated block":
      "生成ブロック 1 個",
    "{0} generated blocks":
      "生成ブロック {0} 個",
    "1 picture":
      "図 1 個",
    "{0} pictures":
      "図 {0} 個",
    "{0}, {1}, {2}":
      "{0}、{1}、{2}",
    // port
    "no such folder: {0}":
      "そのフォルダーはありません: {0}",
    "{0} is not an Xcode project folder (it holds no .xcodeproj)":
      "{0} は Xcode プロジェクトのフォルダーではありません (.xcodeproj がありません)",
    "{0} is inside the course ({1}); a ported app is a package of its own, outside the course: choose another folder with --to DIR":
      "{0} はコース ({1}) の中にあります。移植したアプリはコースの外に置く独立したパッケージです: --to DIR で別のフォルダーを指定してください",
    "{0} is not empty: the port writes only into a new or empty folder":
      "{0} は空ではありません: port は新しいフォルダーか空のフォルダーにだけ書き込みます",
    "Ported ":
      "移植しました: ",
    "{0} ({1} Swift files, {2}) into {3}":
      "{0} (Swift ファイル {1} 個、{2}) → {3}",
    "{0} ({1} Swift files) into {2}":
      "{0} (Swift ファイル {1} 個) → {2}",
    "The report is also in PORTING.md. Run the app:":
      "レポートは PORTING.md にもあります。アプリを実行するには:",
    "Run its tests (a test that crashes stops only itself, as in Xcode):":
      "テストを実行するには (Xcode と同じく、クラッシュしたテストはそのテストだけが止まります):",
    // export
    " to ":
      " から ",
    "export takes the Checklists stages ({0}) and your tutorial package; {1} is a side track, whose target holds the app both as its article wrote it and as fixed, and has no one Storyboard.swift":
      "export が受け付けるのは Checklists の各段階 ({0}) と、チュートリアルのパッケージです。{1} はサイドトラックで、ターゲットには記事のとおりのアプリと直したアプリの両方があり、Storyboard.swift が 1 つに決まりません",
    ", and no folder {0} here":
      "。ここにフォルダー {0} もありません",
    "{0} is inside the course ({1}); an exported app is a project of its own, outside the course: choose another folder with --to DIR":
      "{0} はコース ({1}) の中にあります。書き出したアプリはコースの外に置く独立したプロジェクトです: --to DIR で別のフォルダーを指定してください",
    "Exported ":
      "書き出しました: ",
    "{0} ({1} Swift files, Main.storyboard) into {2}":
      "{0} (Swift ファイル {1} 個、Main.storyboard) → {2}",
    "What Xcode will need from you:":
      "Xcode で必要になる作業:",
    "The report is also in EXPORT.md. On a Mac, open the project in Xcode:":
      "レポートは EXPORT.md にもあります。Mac で、プロジェクトを Xcode で開きます:",
    "(It was written and read back here, never opened in Xcode.)":
      "(ここで書き出して読み戻しただけで、Xcode では一度も開いていません。)",
    "{0} is not a package made by `stepwise tutorial start` (no Package.swift and Sources/<app>/ holding the app's Swift files)":
      "{0} は `stepwise tutorial start` で作ったパッケージではありません (Package.swift と、アプリの Swift ファイルを収めた Sources/<app>/ がありません)",
    "{0} has no storyboard declaration (a file with `extension UIStoryboard` and UIStoryboard(name:initialScene:scenes:)): nothing to draw Main.storyboard from":
      "{0} にはストーリーボードの宣言 (`extension UIStoryboard` と UIStoryboard(name:initialScene:scenes:) のあるファイル) がありません: Main.storyboard の元になるものがありません",
    "{0}:{1}: the storyboard declaration cannot be read: {2}":
      "{0}:{1}: ストーリーボードの宣言を読み取れません: {2}",
    "{0} is inside the Xcode project being ported ({1}); its files would be taken for the app's own by Xcode and by the next port: choose a folder outside it with --to DIR, such as {2}":
      "{0} は移植する Xcode プロジェクト ({1}) の中にあります。そのファイルを Xcode も次の移植もアプリ自身のものと取り違えてしまいます: --to DIR でプロジェクトの外のフォルダーを指定してください (例: {2})",
    "{0} is not empty: the export writes only into a new or empty folder":
      "{0} は空ではありません: export は新しいフォルダーか空のフォルダーにだけ書き込みます",
    "{0} is inside the package being exported ({1}); its Swift files, which import UIKit, would break the package's build: choose a folder outside it with --to DIR, such as {2}":
      "{0} は書き出すパッケージ ({1}) の中にあります。import UIKit する Swift ファイルがパッケージのビルドを壊してしまいます: --to DIR でパッケージの外のフォルダーを指定してください (例: {2})",
    "{0} holds links the export does not follow: it reads only the package's own files, through a link only to a file inside the package. Nothing was written; replace each link with a copy of what it leads to, or remove it:":
      "{0} には export がたどらないリンクがあります: export が読むのはパッケージ自身のファイルだけで、リンクはパッケージの中のファイルを指すものしかたどりません。何も書き込んでいません。各リンクを、リンク先のコピーに置き換えるか、削除してください:",
    "outside the package":
      "パッケージの外",
    "nothing is there":
      "その先に何もありません",
    "a folder":
      "フォルダー",
    "{0} is {1}: the export reads no Swift file over {2}, larger than any of an app's. Nothing was written":
      "{0} は {1} あります: export は {2} を超える Swift ファイルを読みません。どのアプリのファイルよりも大きいサイズです。何も書き込んでいません",
    "with {0} the Swift files read would pass {1}, more than any app's: the export reads no more. Nothing was written":
      "{0} を読むと、読んだ Swift ファイルの合計が {1} を超えます。どのアプリよりも大きいので、export はそれ以上読みません。何も書き込んでいません",
    "{0} cannot be read: {1}. Nothing was written":
      "{0} を読み込めません: {1}。何も書き込んでいません",
    "it is not a file":
      "ファイルではありません",
    "it is not UTF-8 text":
      "UTF-8 のテキストではありません",
    "cannot write {0}: {1}. Nothing of the export was left there, so it can be run again":
      "{0} を書き込めません: {1}。書き出しの途中のものは何も残していないので、もう一度実行できます",
    // classroom: the grade sheet, the CSV, the JSON report and the class report's page are
    // read by programs or shared with the class, so they stay English
    "say what to do: init, grade, points, report or collect (see {0} help classroom)":
      "何をするかを指定してください: init、grade、points、report、collect のどれかです ({0} help classroom を参照)",
    "there is no course \"{0}\": say {1}":
      "コース \"{0}\" はありません: {1} のどれかを指定してください",
    "cannot grade: {0}":
      "採点できません: {0}",
    "run each student's code (their build, tests and app) as USER, such as\nnobody, not with your rights (Linux, as root)":
      "学生ごとのコード (ビルド、テスト、アプリ) を、あなたの権限ではなく nobody の\nような USER として実行します (Linux で root として)",
    "Each student's code (their build, tests and app) runs as {0}, uid {1}; the checks are judged with your rights.":
      "学生ごとのコード (ビルド、テスト、アプリ) は {0} (uid {1}) として動きます。チェックの判定はあなたの権限で行います。",
    "running students' code as {0} needs the grader to run as root (sudo), which alone can hand a program another user's rights":
      "学生のコードを {0} として動かすには、採点を root (sudo) で実行してください。プログラムにほかのユーザーの権限を渡せるのは root だけです",
    "there is no user named {0} on this machine":
      "このマシンには {0} というユーザーがいません",
    "{0} is root: students' code must run as a user without the grader's rights, such as nobody":
      "{0} は root です: 学生のコードは nobody のような、採点する側の権限を持たないユーザーとして動かしてください",
    "setpriv is not installed (it comes with util-linux): it runs students' code as {0}":
      "setpriv がインストールされていません (util-linux に含まれます): 学生のコードを {0} として動かすのに使います",
    "cannot make {0} for {1}: {2}":
      "{1} のための {0} を作れません: {2}",
    "running students' code as another user needs Linux's setpriv; grade on Linux, or without --as-user":
      "学生のコードをほかのユーザーとして動かすには Linux の setpriv が必要です。Linux で採点するか、--as-user を付けずに採点してください",
    "cannot give {0} to {1}: {2}":
      "{0} を {1} に渡せません: {2}",
    "The checks type names drawn from seed {0} ({1}={2} draws them again).":
      "チェックが入力する名前はシード {0} から選びました ({1}={2} で同じ名前をもう一度選べます)。",
    "cannot make the grading build: {0}":
      "採点用ビルドを作れません: {0}",
    "The grading build is ready in {0}.":
      "採点用ビルドは {0} にできています。",
    "The grading build was made from another version of the course: making it again…":
      "採点用ビルドは、別の版のコースから作られていました: 作り直します…",
    "cannot write the results: {0}":
      "結果を書き込めません: {0}",
    "{0} is not a grade: {1}":
      "{0} は採点結果ではありません: {1}",
    "cannot read {0}: did the Grade step run?":
      "{0} を読み込めません: Grade のステップは実行されましたか?",
    "{0} is {1}, too large to read (at most {2})":
      "{0} は {1} あり、大きすぎて読み込めません (上限は {2})",
    "{0} is {1}, too large to read (at most {2}): the report leaves out the hints shown":
      "{0} は {1} あり、大きすぎて読み込めません (上限は {2}): レポートには表示したヒントを含めません",
    "{0} has no step \"{1}\"":
      "{0} にステップ \"{1}\" はありません",
    "{0} is not a folder of students":
      "{0} は学生のフォルダーを集めたフォルダーではありません",
    "cannot read {0}: {1}":
      "{0} を読み込めません: {1}",
    "cannot write the report: {0}":
      "レポートを書き込めません: {0}",
    "Wrote {0} and {1}.":
      "{0} と {1} を書き出しました。",
    "cannot read the course's commit (is it a git repository?): say which with --course-ref REF":
      "コースのコミットを読み取れません (git リポジトリですか?): --course-ref REF で指定してください",
    "the course has no origin on GitHub: say where the students' workflow gets it with --course-repo OWNER/NAME":
      "コースには GitHub の origin がありません: 学生のワークフローがコースを取得する場所を --course-repo OWNER/NAME で指定してください",
    "\"{0}\" is not OWNER/NAME":
      "\"{0}\" は OWNER/NAME の形ではありません",
    "The template is in {0}: {1} tests of 1 point, checks from {2} at {3}.":
      "テンプレートは {0} にあります: テスト {1} 個 (各 1 点)、チェックは {2} の {3} から取得します。",
    "The template is in {0}: {1} tests of {2} points, checks from {3} at {4}.":
      "テンプレートは {0} にあります: テスト {1} 個 (各 {2} 点)、チェックは {3} の {4} から取得します。",
    "Push it to a new GitHub repository, mark it a template, and make it the starter code\nof a GitHub Classroom assignment (Chapters/teaching.md says how).":
      "新しい GitHub リポジトリにプッシュしてテンプレートに指定し、GitHub Classroom の課題の\nスターターコードにします (手順は Chapters/teaching.md にあります)。",
    "Wrote {0} and ASSIGNMENT.md.":
      "{0} と ASSIGNMENT.md を書き出しました。",
    "Wrote {0}, README.md and the starter files of {1} exercises in Chapters/Exercises/.":
      "{0}、README.md と、Chapters/Exercises/ にある練習問題 {1} 個のスターターファイルを書き出しました。",
    // classroom report's table in the terminal (its page and CSV stay English)
    "(done)":
      "(完了)",
    "Student":
      "学生",
    "Reached":
      "到達",
    "Passed":
      "合格",
    "Last change":
      "最終更新",
    "Stuck on":
      "つまずき",
    "Why":
      "理由",
    ", ":
      "、",
    "1 student ({0}); {1} passed every step of the {2} in {3}.":
      "学生 1 人 ({0})。{3} の {2} ステップすべてに合格したのは {1} 人です。",
    "{0} students ({1}); {2} passed every step of the {3} in {4}.":
      "学生 {0} 人 ({1})。{4} の {3} ステップすべてに合格したのは {2} 人です。",
    "{0} report":
      "レポート {0}",
    "{0} progress only":
      "進捗のみ {0}",
    "{0} no results":
      "結果なし {0}",
    "{0} empty":
      "空 {0}",
    "{0} not a package":
      "パッケージ以外 {0}",
    "{0} damaged":
      "破損 {0}",
    "{0} not graded":
      "採点できず {0}",
    "\"{0}\" is not a time in ISO 8601 (2026-12-01T23:59:00Z)":
      "\"{0}\" は ISO 8601 の日時ではありません (2026-12-01T23:59:00Z の形)",
    "\"{0}\" is not a seed (a whole number)":
      "\"{0}\" はシードではありません (整数を指定してください)",
    "say whose work to collect: a roster with --org and --prefix, or --from FILE":
      "誰の課題を集めるかを指定してください: --org と --prefix を付けた名簿か、--from FILE です",
    "a roster needs --org OWNER and --prefix PREFIX to find the repositories":
      "名簿からリポジトリを見つけるには --org OWNER と --prefix PREFIX が必要です",
    "Every student's checks type names drawn from seed {0} (--seed {1} draws them again).":
      "どの学生のチェックも、シード {0} から選んだ名前を入力します (--seed {1} で同じ名前をもう一度選べます)。",
    "{0}: fetching {1}…":
      "{0}: {1} を取得しています…",
    "{0}: grading {1}…":
      "{0}: {1} を採点しています…",
  ]
}
