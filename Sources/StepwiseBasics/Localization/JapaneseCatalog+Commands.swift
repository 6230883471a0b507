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
  ]
}
