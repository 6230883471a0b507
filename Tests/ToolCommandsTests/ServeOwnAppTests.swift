// `stepwise serve --dir`: the learner's own package, and each way it can fail to be served.

import AppTestSupport
import Foundation
import StepwiseBasics
import StepwiseServe
import Testing
import ToolTestSupport

@testable import CommandLineKit
@testable import LessonEngine
@testable import ToolCommands
@testable import TutorialCourse

@MainActor
@Suite struct ServeOwnAppTests {
  /// A manifest with an executable that does not use the kit, and a library that does.
  static let manifestWithoutApp = """
    // swift-tools-version: 6.2
    import PackageDescription

    let package = Package(
      name: "Tools",
      targets: [
        .executableTarget(name: "Report"),
        .target(name: "Screens"),
      ]
    )

    """

  @Test(arguments: [
    (["serve", "--dir", "nowhere"], "stepwise: there is no folder nowhere"),
    (
      ["serve", "--dir", "notes"],
      "stepwise: notes is not a Swift package: it has no Package.swift. Give the folder of your "
        + "app's package, the one stepwise tutorial start or stepwise port wrote"
    ),
    (
      ["serve", "--dir", "notes/todo.txt"],
      "stepwise: notes/todo.txt is a file: --dir takes the folder of your app's package"
    ),
  ])
  func aFolderThatIsNotAPackageIsAUsageError(arguments: [String], message: String) throws {
    let home = try TemporaryFolder()
    try FileManager.default.createDirectory(
      at: home.url.appendingPathComponent("notes"), withIntermediateDirectories: true)
    _ = try home.write("milk\n", to: "notes/todo.txt")

    let run = runTool(arguments, home: home)

    #expect(run.exitCode == .usageError)
    #expect(run.error.hasPrefix(message + "\n"), "\(run.error)")
  }

  @Test func aPackageWithNoAppExecutableSaysWhatAnAppIs() throws {
    let home = try TemporaryFolder()
    _ = try home.write(Self.manifestWithoutApp, to: "Tools/Package.swift")

    let run = runTool(["serve", "--dir", "Tools", "--port", "0"], home: home)

    #expect(run.exitCode == .usageError)
    #expect(
      run.error.hasPrefix(
        "stepwise: Tools has no app: none of its executable targets uses HeadlessUIKit. An app "
          + "is an .executableTarget that depends on .product(name: \"HeadlessUIKit\", …), "
          + "whose app delegate is marked @main\n"), "\(run.error)")
    #expect(
      !FileManager.default.fileExists(atPath: home.url.appendingPathComponent("Tools/.build").path),
      "nothing was built")
  }

  @Test func aPackageWhoseManifestNamesNoAppIsRefusedBeforeItsManifestRuns() throws {
    let home = try TemporaryFolder()
    let marker = home.url.appendingPathComponent("the manifest ran")
    _ = try home.write(
      """
      // swift-tools-version: 6.2
      import Foundation
      import PackageDescription

      _ = FileManager.default.createFile(atPath: "\(marker.path)", contents: Data())

      let package = Package(name: "Tools", targets: [.executableTarget(name: "Report")])

      """, to: "Tools/Package.swift")

    let run = runTool(["serve", "--dir", "Tools", "--port", "0"], home: home)

    #expect(run.exitCode == .usageError)
    #expect(run.error.hasPrefix("stepwise: Tools has no app: "), "\(run.error)")
    #expect(!FileManager.default.fileExists(atPath: marker.path), "the manifest ran")
  }

  @Test func aManifestThatCannotBeReadWithoutRunningItIsRefused() throws {
    let home = try TemporaryFolder()
    try FileManager.default.createDirectory(
      at: home.url.appendingPathComponent("Folder/Package.swift"), withIntermediateDirectories: true
    )
    let huge = try home.write("", to: "Huge/Package.swift")
    let handle = try FileHandle(forWritingTo: huge)
    try handle.truncate(atOffset: 1 << 31)
    try handle.close()

    let folder = runTool(["serve", "--dir", "Folder", "--port", "0"], home: home)
    let tooLarge = runTool(["serve", "--dir", "Huge", "--port", "0"], home: home)

    #expect(folder.exitCode == .usageError)
    #expect(folder.error.hasPrefix("stepwise: cannot read Folder/Package.swift\n"))
    #expect(tooLarge.exitCode == .usageError)
    #expect(
      tooLarge.error.hasPrefix(
        "stepwise: Huge/Package.swift is 2048.0 MB, too large to read (at most 1.0 MB)\n"))
    #expect(folder.output.isEmpty && tooLarge.output.isEmpty)
  }

  @Test func theManifestTutorialStartWritesNamesItsApp() throws {
    let home = try TemporaryFolder()
    _ = try home.write(
      StarterApp.manifest(coursePath: "../stepwise", identity: "stepwise"),
      to: "MyChecklists/Package.swift")
    let package = OwnAppPackage(
      folder: home.url.appendingPathComponent("MyChecklists"), shownFolder: "MyChecklists")

    #expect(throws: Never.self) { try package.checkNamesAnApp() }
  }

  @Test func servingAPackageSaysFirstThatItsManifestAndCodeRunWithYourRights() throws {
    let home = try TemporaryFolder()
    let app = """
      {"targets": [
        {"name": "Checklists", "type": "executable", "dependencies": [{"byName": ["HeadlessUIKit", null]}]}
      ]}
      """
    let swift = try Self.package(in: home, dump: app, build: "error: fatalError").swift
    _ = try home.write(Self.manifestWithApp, to: "App/Package.swift")
    let notice =
      "swift reads App/Package.swift and builds its app: the package's manifest and code run "
      + "with your rights, as with swift build.\n"

    let built = try serve(["--dir", "App", "--port", "0"], home: home, swift: swift)

    #expect(built.exitCode == .failure)
    #expect(built.output == notice + "Building Checklists in App with swift build…\n")
    #expect(built.error.hasPrefix("stepwise: The build failed:\n"), "\(built.error)")

    // Said before swift first runs: a manifest swift cannot read follows it.
    _ = try home.write("error: no manifest\n", to: "dump.json")
    let unread = try serve(["--dir", "App", "--port", "0"], home: home, swift: swift)

    #expect(unread.output == notice)
    #expect(unread.error.hasPrefix("stepwise: cannot read App/Package.swift:\n"))

    let japanese = try Language.$chosen.withValue(.japanese) {
      try serve(["--dir", "App", "--port", "0"], home: home, swift: swift)
    }
    #expect(
      japanese.output
        == "swift が App/Package.swift を読み込み、アプリをビルドします: パッケージのマニフェストとコードは、"
        + "swift build と同じくあなたの権限で実行されます。\n")
  }

  /// A manifest with an app: an executable that uses the kit.
  static let manifestWithApp = """
    // swift-tools-version: 6.2
    import PackageDescription

    let package = Package(
      name: "App",
      dependencies: [.package(path: "../stepwise")],
      targets: [
        .executableTarget(
          name: "Checklists",
          dependencies: [.product(name: "HeadlessUIKit", package: "stepwise")])
      ]
    )

    """

  /// Runs `stepwise serve <arguments>` in `home` as ``runTool(_:input:home:catalog:variables:isTerminal:)``
  /// does, with `swift` as the program that reads and builds the package.
  func serve(_ arguments: [String], home: TemporaryFolder, swift: String) throws -> ToolRun {
    try runOwnAppCommand("serve", arguments, commands: [ServeCommand.self], home: home) {
      try ServeCommand($0).run($1, swift: swift)
    }
  }

  @Test func aBusyPortIsSaidBeforeTheBuild() throws {
    let home = try TemporaryFolder()
    _ = try home.write(Self.manifestWithApp, to: "App/Package.swift")
    let busy = try HTTPServer(port: 0)
    defer { busy.stop() }

    let run = runTool(["serve", "--dir", "App", "--port", String(busy.port)], home: home)

    #expect(run.exitCode == .failure)
    #expect(run.error.contains("cannot listen on 127.0.0.1:\(busy.port)"))
    #expect(run.error.contains("Choose another port with --port"))
    #expect(run.output.isEmpty, "the port is refused before swift runs")
  }

  @Test func serveSaysInJapaneseWhyItCannotServeAndWhatItServes() throws {
    let home = try TemporaryFolder()
    _ = try home.write(Self.manifestWithoutApp, to: "Tools/Package.swift")
    _ = try home.write(Self.manifestWithApp, to: "App/Package.swift")
    let busy = try HTTPServer(port: 0)
    defer { busy.stop() }
    let japanese = ["LANG": "ja_JP.UTF-8"]

    let nowhere = runTool(["serve", "--dir", "nowhere"], home: home, variables: japanese)
    let noApp = runTool(
      ["serve", "--dir", "Tools", "--port", "0"], home: home, variables: japanese)
    let taken = runTool(
      ["serve", "--dir", "App", "--port", String(busy.port)], home: home, variables: japanese)
    let style = TextStyle(isEnabled: false)
    let opening = Language.$chosen.withValue(.japanese) {
      ServeCommand.opening(
        serving: "fruit (http://127.0.0.1:8080/)", sandbox: "/tmp/box", style: style)
    }
    let english = ServeCommand.opening(
      serving: "fruit at http://127.0.0.1:8080/", sandbox: "/tmp/box", style: style)

    #expect(nowhere.error.hasPrefix("stepwise: フォルダー nowhere はありません\n"))
    #expect(
      noApp.error.hasPrefix(
        "stepwise: Tools にアプリがありません: HeadlessUIKit を使う実行ターゲットが 1 つもありません。"))
    #expect(taken.error.contains("(別のサーバーがポート \(busy.port) を使っていませんか?"))
    #expect(
      opening == [
        "Stepwise で配信中: fruit (http://127.0.0.1:8080/)", "最初のタブのサンドボックス: /tmp/box",
        "ブラウザーでこのアドレスを開きます。Ctrl-C でサーバーを止めます。",
      ])
    #expect(
      english == [
        "Stepwise serves fruit at http://127.0.0.1:8080/", "The first tab's sandbox: /tmp/box",
        "Open the address in a browser; Ctrl-C stops the server.",
      ])
  }

  @Test func theAppExecutablesAreTheExecutableTargetsThatUseTheKit() throws {
    let json = """
      {"targets": [
        {"name": "Checklists", "type": "executable",
         "dependencies": [{"product": ["HeadlessUIKit", "stepwise", null, null]}]},
        {"name": "Report", "type": "executable", "dependencies": []},
        {"name": "Screens", "type": "regular", "dependencies": [{"byName": ["HeadlessUIKit", null]}]},
        {"name": "Bookshelf", "type": "executable", "dependencies": [{"byName": ["HeadlessUIKit", null]}]}
      ]}
      """

    #expect(
      OwnAppPackage.appExecutables(inManifest: Data(json.utf8)) == ["Checklists", "Bookshelf"])
    #expect(OwnAppPackage.appExecutables(inManifest: Data("error: no manifest".utf8)) == nil)
  }

  @Test func severalAppsAreNamedAndOneMustBeChosen() throws {
    let home = try TemporaryFolder()
    let package = try Self.package(
      in: home,
      dump: """
        {"targets": [
          {"name": "One", "type": "executable", "dependencies": [{"byName": ["HeadlessUIKit", null]}]},
          {"name": "Two", "type": "executable", "dependencies": [{"byName": ["HeadlessUIKit", null]}]}
        ]}
        """)

    #expect(
      throws: OwnAppPackage.Problem(
        description: "App has several apps (One, Two): name one, such as stepwise serve --dir "
          + "App One", isUsage: true)
    ) { try package.appExecutable(named: nil, in: package.readManifest()) }
    #expect(try package.appExecutable(named: "Two", in: package.readManifest()) == "Two")
    #expect(
      throws: OwnAppPackage.Problem(
        description: "App has no app executable Three (its apps: One, Two)", isUsage: true)
    ) {
      try package.appExecutable(named: "Three", in: package.readManifest())
    }
  }

  @Test func aWarningWhileTheManifestCompilesDoesNotSpoilItsJSON() throws {
    let home = try TemporaryFolder()
    var package = try Self.package(
      in: home,
      dump: """
        {"targets": [
          {"name": "One", "type": "executable", "dependencies": [{"byName": ["HeadlessUIKit", null]}]}
        ]}
        """)
    let swift = try home.write(
      """
      #!/bin/sh
      echo "Package.swift:3:5: warning: result of call to 'f()' is unused" >&2
      cat '\(home.url.path)/dump.json'

      """, to: "warning-swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    package.swift = swift.path

    #expect(try package.readManifest().apps == ["One"])
  }

  @Test func aBuildFailureShowsTheCompilersErrorsAtTheLearnersFilesAndLines() throws {
    let home = try TemporaryFolder()
    let file = home.url.appendingPathComponent("App/Sources/Checklists/ChecklistItem.swift").path
    let package = try Self.package(
      in: home, dump: #"{"targets": []}"#,
      build: """
        [12/14] Compiling Checklists ChecklistItem.swift
        \(file):3:7: error: cannot find 'checked' in scope
        1 | class ChecklistItem {
        2 |   var text = ""
        3 |   var done = checked
          |              `- error: cannot find 'checked' in scope
        4 | }
        error: fatalError
        """)

    #expect(
      throws: OwnAppPackage.Problem(
        description: """
          Your app does not compile:

          Sources/Checklists/ChecklistItem.swift:3:7: error: cannot find 'checked' in scope
          1 | class ChecklistItem {
          2 |   var text = ""
          3 |   var done = checked
            |              `- error: cannot find 'checked' in scope
          4 | }
          """, isUsage: false)
    ) { _ = try package.build("Checklists", of: package.readManifest()) }
  }

  /// A package in `home/App` whose `swift` is a script: `dump-package` prints `dump`, and
  /// `build` prints `build` and fails; each call's arguments are added to `calls.txt`.
  static func package(in home: TemporaryFolder, dump: String, build: String = "") throws
    -> OwnAppPackage
  {
    let swift = try standInPackage(in: home, dump: dump, build: build, status: 1)
    var package = OwnAppPackage(folder: home.url.appendingPathComponent("App"), shownFolder: "App")
    package.swift = swift.path
    return package
  }

  @Test func aPackageOnThisCourseIsBuiltInTheCoursesFolderAndAnyOtherInItsOwn() throws {
    let home = try TemporaryFolder()
    let course = home.url.appendingPathComponent("course")
    _ = try home.write("", to: "course/.build/debug/Modules/HeadlessUIKit.swiftmodule")
    func dump(_ path: String) -> String {
      #"{"dependencies": [{"fileSystem": [{"identity": "course", "path": "\#(path)"}]}], "targets": []}"#
    }
    let own = home.url.appendingPathComponent("App/.build")

    var onThisCourse = try Self.package(in: home, dump: dump(course.path))
    onThisCourse.course = course
    #expect(
      try onThisCourse.buildFolder(onThisCourse.readManifest())
        == course.appendingPathComponent(".build"))

    var onAnother = try Self.package(in: home, dump: dump(home.url.path + "/elsewhere"))
    onAnother.course = course
    #expect(try onAnother.buildFolder(onAnother.readManifest()) == own)

    // A tool that does not know its course never shares.
    let unknown = try Self.package(in: home, dump: dump(course.path))
    #expect(try unknown.buildFolder(unknown.readManifest()) == own)
  }

  @Test func theManifestIsReadOnceToFindTheAppAndChooseWhereItIsBuilt() throws {
    let home = try TemporaryFolder()
    let course = home.url.appendingPathComponent("course")
    _ = try home.write("", to: "course/.build/debug/Modules/HeadlessUIKit.swiftmodule")
    var package = try Self.package(
      in: home,
      dump: """
        {"dependencies": [{"fileSystem": [{"identity": "course", "path": "\(course.path)"}]}],
         "targets": [
          {"name": "Checklists", "type": "executable", "dependencies": [{"byName": ["HeadlessUIKit", null]}]}
        ]}
        """, build: "error: fatalError")
    package.course = course
    var announced: [String] = []

    #expect(throws: OwnAppPackage.Problem.self) {
      _ = try package.buildApp(named: nil) { announced.append($0) }
    }

    #expect(announced == ["Checklists"])
    #expect(
      try String(contentsOf: home.url.appendingPathComponent("calls.txt"), encoding: .utf8)
        == """
        package dump-package
        build --product Checklists --scratch-path \(course.path)/.build

        """)
  }
}
