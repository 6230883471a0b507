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
      "ステージ \"{0}\" はありません: フォルダー Sources/{1} がありません",
    "neither {0} nor {1} has a file \"{2}\"":
      "{0} にも {1} にも、ファイル \"{2}\" はありません",
    "{0} is the same in {1} and {2}":
      "{0} は {1} と {2} で同じです",
    "cannot read the sources: {0}":
      "ソースを読み込めません: {0}",
    "--stat shows every file: leave out <file>":
      "--stat はすべてのファイルを表示します: <file> は指定しないでください",
    // install
    "Building stepwise in release mode (about a minute the first time)…":
      "stepwise をリリースモードでビルドしています (初回は 1 分ほどかかります)…",
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
    // export
    " to ":
      " から ",
    "export takes the Checklists stages ({0}) and your tutorial package; {1} is a side track, whose target holds the app both as its article wrote it and as fixed, and has no one Storyboard.swift":
      "export が受け付けるのは Checklists の各ステージ ({0}) と、チュートリアルのパッケージです。{1} はサイドトラックで、ターゲットには記事のとおりのアプリと直したアプリの両方があり、Storyboard.swift が 1 つに決まりません",
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
    "{0} is not empty: the export writes only into a new or empty folder":
      "{0} は空ではありません: export は新しいフォルダーか空のフォルダーにだけ書き込みます",
  ]
}
