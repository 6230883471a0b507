// `stepwise` runs a learner's commands itself and starts `stepwise-all`, in its place, for the
// others: the same output and exit status, named as the tool the reader typed.

import AppTestSupport
import Foundation
import Testing
import ToolTestSupport

@testable import CommandLineKit
@testable import LearnerCommands

@Suite struct LearnerCommandsTests {
  let stepwise = BuiltProgram(named: "stepwise")
  let whole = BuiltProgram(named: "stepwise-all")

  /// A command `stepwise` does not run itself prints what `stepwise-all` prints, and ends
  /// with its status: a list, a usage error; the version, which it says itself, is the same.
  @Test(arguments: [["list"], ["no-such-command"], ["--version"], ["--lang", "ja", "list"]])
  func anotherCommandIsTheWholeToolsOwn(_ arguments: [String]) throws {
    let home = try TemporaryFolder()
    let handed = try stepwise.run(arguments, in: home.url, home: home.url)
    let direct = try whole.run(arguments, in: home.url, home: home.url)

    #expect(handed.status == direct.status)
    #expect(handed.output == direct.output)
    #expect(!handed.output.isEmpty || !handed.error.isEmpty)
    // Its messages name the program the reader typed, not the one it started.
    let typed = try stepwise.url().lastPathComponent
    #expect(
      handed.error == direct.error.replacingOccurrences(of: "stepwise-all", with: typed),
      "\(handed.error)")
  }

  /// An installed `stepwise` (no build of the course around it) starts the program beside
  /// it with its arguments, and ends with its status; without it, it says what is missing
  /// and runs nothing, but says its version.
  @Test func anInstalledToolStartsTheProgramBesideIt() throws {
    let folder = try TemporaryFolder()
    let bin = folder.url.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let tool = bin.appendingPathComponent("stepwise")
    try FileManager.default.copyItem(at: try stepwise.url(), to: tool)
    let installed = BuiltProgram(named: "stepwise", in: bin)

    let missing = try installed.run(["list"], in: folder.url, home: folder.url)
    #expect(missing.status == 1)
    #expect(
      missing.error.contains("\(bin.path)/stepwise-all is missing"), "\(missing.error)")
    #expect(missing.output.isEmpty)
    // The version is its own to say; the help is the whole tool's.
    let version = try installed.run(
      ["--lang", "ja", "--version"], in: folder.url, home: folder.url)
    #expect(version.status == 0, "\(version.error)")
    #expect(version.output == ToolVersion.line + "\n")
    let help = try installed.run(["--help"], in: folder.url, home: folder.url)
    #expect(help.status == 1 && help.error.contains("stepwise-all is missing"), "\(help.error)")

    let standIn = bin.appendingPathComponent("stepwise-all")
    try Data("#!/bin/sh\necho \"all: $*\"\nexit 3\n".utf8).write(to: standIn)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: standIn.path)
    let handed = try installed.run(
      ["play", "a file.txt", "--app", "checklists-01"], in: folder.url, home: folder.url)
    #expect(handed.status == 3)
    #expect(handed.output == "all: play a file.txt --app checklists-01\n")
    #expect(handed.error.isEmpty, "\(handed.error)")

    // Just written, the program can still be open for writing in a child its writer forked
    // (ETXTBSY, "Text file busy", failed this test once): the start waits that out.
    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: "/bin/sh")
    holder.arguments = ["-c", "exec 3>>\"$0\"; echo open; sleep 0.5", standIn.path]
    let said = Pipe()
    holder.standardOutput = said
    try holder.run()
    _ = said.fileHandleForReading.availableData
    let busy = try installed.run(["list"], in: folder.url, home: folder.url)
    holder.waitUntilExit()
    #expect(busy.status == 3, "\(busy.error)")
    #expect(busy.output == "all: list\n")
  }

  /// Where the whole tool is built: in the build folder and configuration of the `stepwise`
  /// that starts it, of the course above it, or else of the course this tool was compiled
  /// in; an installed tool has no build.
  @Test func theWholeToolIsBuiltWhereTheToolWas() throws {
    let folder = try TemporaryFolder()
    let course = folder.url.appendingPathComponent("course")
    let manager = FileManager.default
    try manager.createDirectory(
      at: course.appendingPathComponent("Sources/HeadlessUIKit"),
      withIntermediateDirectories: true)
    try Data().write(to: course.appendingPathComponent("Package.swift"))
    let platform = course.appendingPathComponent(".build/x86_64-unknown-linux-gnu")
    try manager.createDirectory(
      at: platform.appendingPathComponent("debug"), withIntermediateDirectories: true)
    try manager.createSymbolicLink(
      atPath: course.appendingPathComponent(".build/debug").path,
      withDestinationPath: "x86_64-unknown-linux-gnu/debug")
    let elsewhere = folder.url.appendingPathComponent("elsewhere/Sources/X/File.swift")

    func paths(_ tool: WholeTool) -> [String]? {
      tool.build.map { [$0.package.path, $0.folder.path, $0.configuration] }
    }

    let inCourse = WholeTool(
      tool: platform.appendingPathComponent("debug/stepwise"), compiledIn: elsewhere)
    #expect(paths(inCourse) == [course.path, course.path + "/.build", "debug"])
    #expect(inCourse.executable == platform.appendingPathComponent("debug/stepwise-all"))

    let scratch = folder.url.appendingPathComponent("scratch")
    let compiledHere = course.appendingPathComponent("Sources/CommandLineKit/File.swift")
    let inScratch = WholeTool(
      tool: scratch.appendingPathComponent("release/stepwise"), compiledIn: compiledHere)
    #expect(paths(inScratch) == [course.path, scratch.path, "release"])

    let installed = WholeTool(
      tool: folder.url.appendingPathComponent("bin/stepwise"), compiledIn: compiledHere)
    #expect(installed.build == nil)
  }

  /// The program started by another beside it, which named it as its first argument, is
  /// named as that one; any other first argument names nothing.
  @Test func theProgramStartedBesideTheToolIsNamedAsTheTool() throws {
    let folder = try TemporaryFolder()
    let manager = FileManager.default
    for name in ["stepwise", "stepwise-all"] {
      let url = folder.url.appendingPathComponent(name)
      try Data("#!/bin/sh\n".utf8).write(to: url)
      try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
    let whole = folder.url.appendingPathComponent("stepwise-all")
    let tool = folder.url.appendingPathComponent("stepwise")

    #expect(ToolEnvironment.calledAs(tool.path, executable: whole) == tool)
    #expect(ToolEnvironment.calledAs(whole.path, executable: whole) == nil)
    #expect(ToolEnvironment.calledAs("stepwise", executable: whole) == nil)
    #expect(ToolEnvironment.calledAs("/usr/bin/env", executable: whole) == nil)
    #expect(
      ToolEnvironment.calledAs(folder.url.appendingPathComponent("none").path, executable: whole)
        == nil)
  }
}

/// The whole tool's build: again when anything it reads from the course is newer than it (a
/// source file changed, a file added or removed, which changes its folder, the manifest), and
/// a build that fails said plainly.
@Suite struct WholeToolBuildTests {
  @Test func anyNewerSourceFileFolderOrManifestMakesItOutOfDate() throws {
    let folder = try TemporaryFolder()
    let course = folder.url.appendingPathComponent("course")
    let manager = FileManager.default
    let module = course.appendingPathComponent("Sources/HeadlessUIKit")
    try manager.createDirectory(at: module, withIntermediateDirectories: true)
    let manifest = course.appendingPathComponent("Package.swift")
    let source = module.appendingPathComponent("UIKit.swift")
    try Data().write(to: manifest)
    try Data().write(to: source)
    let debug = course.appendingPathComponent(".build/debug")
    try manager.createDirectory(at: debug, withIntermediateDirectories: true)
    let tool = WholeTool(tool: debug.appendingPathComponent("stepwise"))
    let build = WholeTool.Build(
      package: course, folder: debug.deletingLastPathComponent(), configuration: "debug")
    let old = Date(timeIntervalSinceNow: -3_600)
    func date(_ url: URL, _ date: Date) throws {
      try manager.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
    }
    func datedOld() throws {
      for url in [manifest, source, module, module.deletingLastPathComponent()] {
        try date(url, old)
      }
    }

    #expect(!tool.isUpToDate(build), "no whole tool yet")
    try Data().write(to: tool.executable)
    try datedOld()
    #expect(tool.isUpToDate(build))

    try date(source, Date())
    #expect(!tool.isUpToDate(build), "a source changed")
    try datedOld()
    try Data().write(to: module.appendingPathComponent("New.swift"))
    try date(module.appendingPathComponent("New.swift"), old)
    try date(module.deletingLastPathComponent(), old)
    #expect(!tool.isUpToDate(build), "a file added: its folder changed")
    try datedOld()
    try date(manifest, Date())
    #expect(!tool.isUpToDate(build), "the manifest changed")

    // A build that found nothing to link leaves the tool as it was: the date it began, kept
    // beside the tool, counts as the tool's.
    try date(tool.executable, old)
    try datedOld()
    try date(source, Date(timeIntervalSinceNow: -60))
    #expect(!tool.isUpToDate(build))
    try Data().write(to: tool.checked)
    try date(tool.checked, Date(timeIntervalSinceNow: -30))
    #expect(tool.isUpToDate(build), "checked after the source changed")
    try date(source, Date())
    #expect(!tool.isUpToDate(build), "changed after the check")
  }

  /// A build of the whole tool that fails shows SwiftPM's output and says what it ran, and
  /// nothing is started.
  @MainActor
  @Test func aBuildThatFailsSaysWhatItRanAndStartsNothing() throws {
    let folder = try TemporaryFolder()
    let course = folder.url.appendingPathComponent("course")
    try FileManager.default.createDirectory(
      at: course.appendingPathComponent("Sources/HeadlessUIKit"),
      withIntermediateDirectories: true)
    // A package without the product.
    try Data(
      "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"Course\")\n"
        .utf8
    ).write(to: course.appendingPathComponent("Package.swift"))
    let tool = course.appendingPathComponent(".build/debug/stepwise")
    let captured = CapturedConsole(input: "")
    let environment = ToolEnvironment(
      variables: ProcessInfo.processInfo.environment, currentDirectory: folder.url,
      executable: tool)
    let context = ToolContext(console: captured.makeConsole(), environment: environment)

    let code = WholeTool(tool: tool).run(["list"], context: context)

    #expect(code == .failure)
    #expect(captured.output.isEmpty)
    #expect(captured.error.contains("Compiling the rest of stepwise, once"), "\(captured.error)")
    #expect(captured.error.contains("stepwise-all"), "\(captured.error)")
    #expect(
      captured.error.contains(
        "could not build stepwise-all, which runs every command but tutorial and exercises: "
          + "swift build --product stepwise-all --scratch-path \(course.path)/.build "
          + "--configuration debug in \(course.path)"), "\(captured.error)")
  }
}
