// Japanese for the commands that work on packages and projects: diff, install, render,
// port, export and classroom.
// The messages of this group that Classroom shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension ClassroomJapanese {
  /// What diff, install, render, port, export and classroom say. Diffs, the reports written
  /// to files (PORTING.md, EXPORT.md), grade sheets, CSV and JSON stay English: they are
  /// read by programs, or are files of the learner's project.
  static let commands: [String: String] = [
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
    "The checks type names drawn from seed {0} ({1}={2} draws them again).":
      "チェックが入力する名前はシード {0} から選びました ({1}={2} で同じ名前をもう一度選べます)。",
    "cannot make the grading build: {0}":
      "採点用ビルドを作れません: {0}",
    "The grading build is ready in {0}.":
      "採点用ビルドは {0} にできています。",
    "Another grade is using {0}: this one starts when it ends…":
      "別の採点が {0} を使っています: それが終わってから始めます…",
    "The grading build was made from another version of the course: making it again…":
      "採点用ビルドは、別の版のコースから作られていました: 作り直します…",
    "The grading build is unfinished, or was made by another version of stepwise: making it again…":
      "採点用ビルドは作りかけか、別の版の stepwise が作ったものです: 作り直します…",
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
    " ({0}; {1} is this report, the CSV beside it is still the one before)":
      " ({0}。{1} は今回のレポートですが、隣の CSV は前回のままです)",
    "cannot write the report: {0}":
      "レポートを書き込めません: {0}",
    "Wrote {0} and {1}.":
      "{0} と {1} を書き出しました。",
    "cannot read the course's commit (is it a git repository?): say which with --course-ref REF":
      "コースのコミットを読み取れません (git リポジトリですか?): --course-ref REF で指定してください",
    "the course has no origin on GitHub: say where the students' workflow gets it with --course-repo OWNER/NAME":
      "コースには GitHub の origin がありません: 学生のワークフローがコースを取得する場所を --course-repo OWNER/NAME で指定してください",
    "\"{0}\" is not a git commit, tag or branch name: the workflow checks the course out at it":
      "\"{0}\" は git のコミット、タグ、ブランチの名前ではありません: ワークフローはコースをその名前でチェックアウトします",
    "No student: the folder holds no student's folder nor report ({0} steps in {1}).":
      "学生がいません: フォルダーには学生のフォルダーもレポートもありません ({1} のステップは {0} 個です)。",
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
