// Japanese for the commands that work on packages and projects: diff, install, render,
// port, export and classroom.
// The messages of this group that ToolCommands shows; the others are beside the modules that
// show them.

import StepwiseBasics

extension ToolCommandsJapanese {
  /// What diff, install, render, port, export and classroom say. Diffs, the reports written
  /// to files (PORTING.md, EXPORT.md), grade sheets, CSV and JSON stay English: they are
  /// read by programs, or are files of the learner's project.
  static let commands: [String: String] = [
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
    "{0} is a file; export takes an app id or the folder of your package (the one that holds Package.swift)":
      "{0} はファイルです。export にはアプリの ID か、あなたのパッケージのフォルダー (Package.swift のあるフォルダー) を指定します",
    "{0} is a file; port takes the folder that holds the .xcodeproj":
      "{0} はファイルです。port には .xcodeproj のあるフォルダーを指定します",
    "{0} is the project itself; port takes the folder that holds it: {1}":
      "{0} はプロジェクトそのものです。port にはそれを含むフォルダーを指定します: {1}",
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
    "{0} is inside the Xcode project being ported ({1}); its files would be taken for the app's own by Xcode and by the next port: choose a folder outside it with --to DIR, such as {2}":
      "{0} は移植する Xcode プロジェクト ({1}) の中にあります。そのファイルを Xcode も次の移植もアプリ自身のものと取り違えてしまいます: --to DIR でプロジェクトの外のフォルダーを指定してください (例: {2})",
    "{0} is inside the package being exported ({1}); its Swift files, which import UIKit, would break the package's build: choose a folder outside it with --to DIR, such as {2}":
      "{0} は書き出すパッケージ ({1}) の中にあります。import UIKit する Swift ファイルがパッケージのビルドを壊してしまいます: --to DIR でパッケージの外のフォルダーを指定してください (例: {2})",
  ]
}
