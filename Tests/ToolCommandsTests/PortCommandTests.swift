// `stepwise port`: where the package goes, what it prints, and its exit codes.

import AppTestSupport
import Foundation
import Testing

@testable import CommandLineKit
@testable import ToolCommands

@MainActor
@Suite struct PortCommandTests {
  /// A copy of the Checklists fixture project in a new folder, which is also the tool's
  /// current folder and home.
  func projectCopy() throws -> TemporaryFolder {
    let home = try TemporaryFolder()
    try FileManager.default.copyItem(
      at: PackageRoot.url.appendingPathComponent("Tests/PortTests/Fixtures/Checklists"),
      to: home.url.appendingPathComponent("Checklists"))
    return home
  }

  @Test func portWritesThePackageBesideTheProjectAndPrintsTheReport() throws {
    let home = try projectCopy()

    let run = runTool(["port", "Checklists"], home: home)

    let destination = home.url.appendingPathComponent("Checklists-headless").path
    #expect(run.exitCode == .success, "\(run.error)")
    let beginning: String =
      "Ported Checklists (9 Swift files, Checklists/Base.lproj/Main.storyboard) into "
      + "\(destination)\n\nMechanical edits (Storyboard.swift connects the outlets and "
      + "actions: Linux has no Objective-C runtime to connect them by name):\n"
      + "  Checklists/AllListsViewController.swift: import UIKit → import HeadlessUIKit\n"
    #expect(run.output.hasPrefix(beginning))
    let ending: String =
      "\nNot translated:\n  Checklists/Base.lproj/Main.storyboard: Auto Layout constraints and "
      + "frames are ignored: the simulator lays out each screen top to bottom\n\n"
      + "The report is also in PORTING.md. Run the app:\n"
      + "  cd \(destination) && swift run Checklists\n"
      + "Run its tests (a test that crashes stops only itself, as in Xcode):\n"
      + "  swift test --parallel\n"
    #expect(run.output.hasSuffix(ending), "\(run.output)")
    for file in [
      "Package.swift", "PORTING.md", "Sources/Checklists/Storyboard.swift",
      "Sources/Checklists/Info.swift", "Sources/Checklists/DataModel.swift",
    ] {
      #expect(home.read("Checklists-headless/\(file)") != nil, "\(file) was not written")
    }
    let kit = PackageRoot.url.standardizedFileURL.path
    #expect(
      home.read("Checklists-headless/Package.swift")?.contains(".package(path: \"\(kit)\")")
        == true, "the package depends on this course package")
  }

  /// Only a project with test targets is told how to run them (Checklists, above, has one).
  @Test func aProjectWithoutTestsIsNotToldHowToRunThem() throws {
    let home = try TemporaryFolder()
    try FileManager.default.copyItem(
      at: PackageRoot.url.appendingPathComponent("Tests/PortTests/Fixtures/Tally"),
      to: home.url.appendingPathComponent("Tally"))

    let run = runTool(["port", "Tally"], home: home)

    let destination = home.url.appendingPathComponent("Tally-headless").path
    #expect(run.exitCode == .success, "\(run.error)")
    #expect(run.output.hasSuffix("  cd \(destination) && swift run Tally\n"), "\(run.output)")
    #expect(!run.output.contains("swift test"))
  }

  /// The command shown to run the port is one a shell reads as written, whatever the
  /// destination's name holds.
  @Test func theCommandToRunThePortQuotesADestinationAShellWouldRead() throws {
    let home = try TemporaryFolder()
    try FileManager.default.copyItem(
      at: PackageRoot.url.appendingPathComponent("Tests/PortTests/Fixtures/Tally"),
      to: home.url.appendingPathComponent("Tally"))

    let run = runTool(["port", "Tally", "--to", "o sp;echo PWNED"], home: home)

    let destination = home.url.appendingPathComponent("o sp;echo PWNED").path
    #expect(run.exitCode == .success, "\(run.error)")
    #expect(
      run.output.hasSuffix("  cd '\(destination)' && swift run Tally\n"), "\(run.output)")
  }

  @Test func portSpeaksJapaneseButItsReportStaysAsPORTINGmdHoldsIt() throws {
    let home = try projectCopy()
    try home.write("mine\n", to: "taken/notes.txt")
    let japanese = ["LANG": "ja_JP.UTF-8"]

    let run = runTool(["port", "Checklists"], home: home, variables: japanese)
    let refused = runTool(["port", "Checklists", "--to", "taken"], home: home, variables: japanese)
    let notAProject = runTool(["port", "taken"], home: home, variables: japanese)

    let destination = home.url.appendingPathComponent("Checklists-headless").path
    #expect(run.exitCode == .success, "\(run.error)")
    #expect(
      run.output.hasPrefix(
        "移植しました: Checklists (Swift ファイル 9 個、Checklists/Base.lproj/Main.storyboard) → "
          + "\(destination)\n\nMechanical edits (Storyboard.swift connects"))
    // The report between is PORTING.md's text, a file of the ported package: English.
    let report = try #require(home.read("Checklists-headless/PORTING.md"))
    #expect(report.contains("\n## Mechanical edits\n\nStoryboard.swift connects the outlets"))
    let ending: String =
      "\nレポートは PORTING.md にもあります。アプリを実行するには:\n"
      + "  cd \(destination) && swift run Checklists\n"
      + "テストを実行するには (Xcode と同じく、クラッシュしたテストはそのテストだけが止まります):\n"
      + "  swift test --parallel\n"
    #expect(run.output.hasSuffix(ending), "\(run.output)")
    #expect(
      refused.error.hasPrefix(
        "stepwise: \(home.url.appendingPathComponent("taken").path) は空ではありません: "
          + "port は新しいフォルダーか空のフォルダーにだけ書き込みます\n"))
    #expect(
      notAProject.error.hasPrefix(
        "stepwise: \(home.url.appendingPathComponent("taken").path) は Xcode プロジェクトの"
          + "フォルダーではありません (.xcodeproj がありません)\n"))
  }

  @Test func toChoosesTheFolderAndAFolderThatIsNotEmptyIsRefused() throws {
    let home = try projectCopy()
    try home.write("mine\n", to: "taken/notes.txt")

    let chosen = runTool(["port", "Checklists", "--to", "out/App"], home: home)
    let refused = runTool(["port", "Checklists", "--to", "taken"], home: home)

    #expect(chosen.exitCode == .success)
    #expect(home.read("out/App/Sources/Checklists/AppDelegate.swift") != nil)
    #expect(refused.exitCode == .usageError)
    #expect(
      refused.error.hasPrefix(
        "stepwise: \(home.url.appendingPathComponent("taken").path) is not empty: the port "
          + "writes only into a new or empty folder\nUsage: stepwise port "
          + "<xcode-project-folder> [--to DIR]\n"))
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: home.url.appendingPathComponent("taken").path) == ["notes.txt"],
      "nothing is written into a folder that holds something")
  }

  @Test(arguments: ["Checklists/Ported", "Checklists/Checklists/../Ported", "Shortcut/Ported"])
  func aPortIntoTheProjectItPortsIsRefusedAndNothingIsWritten(destination: String) throws {
    let home = try projectCopy()
    try FileManager.default.createSymbolicLink(
      at: home.url.appendingPathComponent("Shortcut"),
      withDestinationURL: home.url.appendingPathComponent("Checklists"))
    let before = try FileManager.default.subpathsOfDirectory(
      atPath: home.url.appendingPathComponent("Checklists").path)

    let run = runTool(["port", "Checklists", "--to", destination], home: home)

    #expect(run.exitCode == .usageError)
    #expect(
      run.error.contains(
        "is inside the Xcode project being ported (\(home.url.path)/Checklists); its files "
          + "would be taken for the app's own by Xcode and by the next port: choose a folder "
          + "outside it with --to DIR, such as \(home.url.path)/Checklists-headless\n"))
    #expect(
      try FileManager.default.subpathsOfDirectory(
        atPath: home.url.appendingPathComponent("Checklists").path) == before)
  }

  @Test func aPortIntoTheCourseIsRefusedAndNothingIsWritten() throws {
    let home = try TemporaryFolder()
    let fixture = PackageRoot.url.appendingPathComponent("Tests/PortTests/Fixtures/Checklists")
    let beside = fixture.deletingLastPathComponent().appendingPathComponent("Checklists-headless")
    defer { try? FileManager.default.removeItem(at: beside) }

    let run = runTool(["port", fixture.path], home: home)

    #expect(run.exitCode == .usageError)
    #expect(
      run.error.hasPrefix(
        "stepwise: \(beside.path) is inside the course (\(PackageRoot.url.standardizedFileURL.path)); "
          + "a ported app is a package of its own, outside the course: choose another folder "
          + "with --to DIR\n"))
    #expect(!FileManager.default.fileExists(atPath: beside.path))
  }

  @Test func aFolderThatIsNotAnXcodeProjectIsAUsageError() throws {
    let home = try TemporaryFolder()
    try home.write("# notes\n", to: "Notes/README.md")

    let missing = runTool(["port", "Nowhere"], home: home)
    let notAProject = runTool(["port", "Notes"], home: home)
    let noFolder = runTool(["port"], home: home)

    #expect(missing.exitCode == .usageError)
    #expect(
      missing.error.hasPrefix(
        "stepwise: no such folder: \(home.url.appendingPathComponent("Nowhere").path)\n"))
    #expect(notAProject.exitCode == .usageError)
    #expect(
      notAProject.error.hasPrefix(
        "stepwise: \(home.url.appendingPathComponent("Notes").path) is not an Xcode project "
          + "folder (it holds no .xcodeproj)\n"))
    #expect(noFolder.exitCode == .usageError)
    #expect(home.read("Notes-headless/Package.swift") == nil)
  }

  @Test func aPackageThatCannotBeWrittenFailsWithStatusOne() throws {
    let home = try projectCopy()
    try home.write("a file, not a folder\n", to: "blocked")

    let run = runTool(["port", "Checklists", "--to", "blocked/App"], home: home)

    #expect(run.exitCode == .failure)
    #expect(
      run.error.hasPrefix(
        "stepwise: cannot write \(home.url.appendingPathComponent("blocked/App").path): "))
  }

  @Test func helpExplainsTheEditsAndTheReport() throws {
    let home = try TemporaryFolder()
    let run = runTool(["help", "port"], home: home)
    #expect(run.output.hasPrefix("Usage: stepwise port <xcode-project-folder> [--to DIR]\n"))
    #expect(run.output.contains("import UIKit becomes import HeadlessUIKit"))
    #expect(run.output.contains("path:line: what, and why"))
    #expect(run.output.contains("  --to DIR    write the package into DIR"))
  }
}
