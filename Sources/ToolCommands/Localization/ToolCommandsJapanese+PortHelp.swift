// Japanese for the help of port and export: Xcode projects in and out.

import StepwiseBasics

extension ToolCommandsJapanese {
  /// The help of `port` and `export`, and of their options.
  static let portHelp: [String: String] = [
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
  ]
}
