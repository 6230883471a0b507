// Which commands of a replayed build run beside the ones after them, and where they keep
// their temporary files.

import AppTestSupport
import CommandLineKit
import Foundation
import Testing

@testable import LessonEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which commands of a record run beside the ones after them: shell commands stand for the
/// compiler and the linker, each waiting on a file another writes, so that no clock decides.
@Suite struct ReplayedCommandsBesideTests {
  let folder: TemporaryFolder
  let replay: ReplayedBuild

  init() throws {
    folder = try TemporaryFolder()
    try folder.write("let a = 1\n", to: "Sources/App/main.swift")
    replay = ReplayedBuild(
      goal: .tests, package: folder.url, scratch: folder.url.appendingPathComponent(".build"),
      sources: folder.url.appendingPathComponent("Sources/App"), manifests: [])
  }

  func path(_ name: String) -> String { folder.url.appendingPathComponent(name).path }

  /// A command reading the learner's file, writing `output`, running `script` in the package.
  func command(_ name: String, reads: [String] = [], writes output: String, _ script: String)
    -> BuildPlan.Command
  {
    BuildPlan.Command(
      name: name, inputs: [path("Sources/App/main.swift")] + reads.map(path),
      outputs: [path(output)], arguments: ["/bin/sh", "-c", script])
  }

  func run(_ commands: [BuildPlan.Command]) throws -> ExternalCommand.Outcome {
    KeptJSON(file: replay.recordFile)
      .write(
        ReplayedBuild.Record(
          commands: commands, stamps: [:], sourceFiles: ["main.swift"], folders: [:]))
    return try #require(try replay.run(timeLimit: 60))
  }

  /// Waits up to 20 s for a file, then writes `output`; fails when it never came.
  static func waiting(for file: String, then output: String) -> String {
    "i=0; while [ ! -e \(file) ] && [ $i -lt 200 ]; do sleep 0.1; i=$((i+1)); done; "
      + "[ -e \(file) ] && touch \(output)"
  }

  /// The app's link, which nothing after it reads, runs while the tests compile: it waits for
  /// what their compile writes (run in turn, it would wait in vain and fail).
  @Test func aLinkNothingLaterReadsRunsBesideTheCommandsAfterIt() throws {
    let outcome = try run([
      command("link", writes: "App", Self.waiting(for: "Tests.o", then: "App")),
      command("compile tests", writes: "Tests.o", "touch Tests.o"),
      command("link tests", reads: ["Tests.o"], writes: "Tests", "touch Tests"),
    ])
    #expect(outcome.status == 0, "\(outcome.output)")
    #expect(
      ["App", "Tests.o", "Tests"].allSatisfy { FileManager.default.fileExists(atPath: path($0)) })
  }

  /// The replayed commands keep their temporary files in a folder of the build's own,
  /// removed once the build ends, a command run beside the others included: the driver
  /// leaves a folder in the temporary folder at every start (swift-driver issue 1720).
  @Test func theCommandsKeepTheirTemporaryFilesInAFolderRemovedWhenTheBuildEnds() throws {
    func leaving(_ folder: String, _ note: String) -> String {
      "mkdir \"$TMPDIR/\(folder)\" && echo \"$TMPDIR\" > \(note)"
    }
    let outcome = try run([
      command(
        "link", writes: "App",
        "sleep 0.3; " + leaving("TemporaryDirectory.a", "linked") + " && touch App"),
      command(
        "compile tests", writes: "Tests.o",
        leaving("TemporaryDirectory.b", "compiled") + " && touch Tests.o"),
      command("link tests", reads: ["Tests.o"], writes: "Tests", "touch Tests"),
    ])
    #expect(outcome.status == 0, "\(outcome.output)")
    let replays = replay.recordFile.deletingLastPathComponent().path
    for note in ["linked", "compiled"] {
      let temporary = try String(contentsOfFile: path(note), encoding: .utf8)
        .trimmingCharacters(in: .newlines)
      #expect(temporary.hasPrefix(replays + "/"), "\(temporary)")
      #expect(!FileManager.default.fileExists(atPath: temporary), "\(temporary) is left")
    }
  }

  /// A folder that cannot be made for the driver's files (a file in its place) leaves the
  /// temporary folder as it was, and the commands run.
  @Test func noFolderForTheDriversFilesLeavesTheTemporaryFolderAsItWas() throws {
    try folder.write("not a folder\n", to: "in-the-way")
    let environment = DriverTemporaryFolder.run(
      in: folder.url.appendingPathComponent("in-the-way")
    ) { $0 }
    #expect(environment.isEmpty)
  }

  /// A folder left by a process that is gone (killed before it could remove it) is removed
  /// by the next run; one of a process still running is kept, and so is one of a process
  /// another host or PID namespace ran (another container on a shared folder), whose id
  /// means nothing here.
  @Test func aFolderLeftByAProcessThatIsGoneIsRemovedByTheNextRun() throws {
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/sh")
    ended.arguments = ["-c", "exit 0"]
    try ended.run()
    ended.waitUntilExit()
    let parent = folder.url.appendingPathComponent("replays")
    let space = DriverTemporaryFolder.processSpace
    #expect(space.count == 8 && space.allSatisfy(\.isHexDigit), "\(space)")
    let other = space == "00000000" ? "11111111" : "00000000"
    let left = parent.appendingPathComponent("driver-tmp-\(space)-\(ended.processIdentifier)-A")
    let running = parent.appendingPathComponent("driver-tmp-\(space)-\(getpid())-B")
    let elsewhere = parent.appendingPathComponent(
      "driver-tmp-\(other)-\(ended.processIdentifier)-C")
    for kept in [left, running, elsewhere] {
      try FileManager.default.createDirectory(
        at: kept.appendingPathComponent("TemporaryDirectory.x"), withIntermediateDirectories: true)
    }
    let made = DriverTemporaryFolder.run(in: parent) { $0[DriverTemporaryFolder.variable] }
    #expect(made?.hasPrefix(parent.appendingPathComponent("driver-tmp-\(space)-").path) == true)
    #expect(!FileManager.default.fileExists(atPath: left.path), "\(left.path) is left")
    #expect(FileManager.default.fileExists(atPath: running.path))
    #expect(FileManager.default.fileExists(atPath: elsewhere.path), "another space's is removed")
  }

  /// What a later command reads is written first: the wrap runs before the link that reads it.
  @Test func aCommandWhoseOutputALaterOneReadsRunsFirst() throws {
    let outcome = try run([
      command("wrap", writes: "App.o", "sleep 0.3; touch App.o"),
      command("link", reads: ["App.o"], writes: "App", "test -e App.o && touch App"),
    ])
    #expect(outcome.status == 0, "\(outcome.output)")
  }

  /// A command run beside the others that fails fails the build, with its words, and runs
  /// again at the next build.
  @Test func aCommandBesideTheOthersThatFailsFailsTheBuild() throws {
    let commands = [
      command("link", writes: "App", "echo 'undefined symbol: nowhere'; exit 3"),
      command("compile tests", writes: "Tests.o", "touch Tests.o"),
      command("link tests", reads: ["Tests.o"], writes: "Tests", "touch Tests"),
    ]
    let outcome = try run(commands)
    #expect(outcome.status == 3)
    #expect(outcome.output.contains("undefined symbol: nowhere"))
    #expect(FileManager.default.fileExists(atPath: path("Tests")))
    #expect(try run(commands).status == 3, "the failed link runs again")
  }

  // A compile stands in for the driver: it writes the module's interface, then its
  // emit-module job's dependency file (the sign), then goes on with `rest`.
  func compile(_ rest: String) throws -> BuildPlan.Command {
    try folder.write("from an earlier build\n", to: "build/App.build/App.emit-module.d")
    let script =
      "mkdir -p build/Modules && echo \"$0\" > build/Modules/App.swiftmodule && echo written > build/App.build/App.emit-module.d && "
      + rest
    return BuildPlan.Command(
      name: "compile app", inputs: [path("Sources/App/main.swift")],
      outputs: [path("build/App.build/main.o"), path("build/Modules/App.swiftmodule")],
      arguments: [
        "/bin/sh", "-c", script, "new interface", "-emit-module", "-module-name", "App",
        "-output-file-map", path("build/App.build/output-file-map.json"),
      ])
  }

  /// The compile of what imports the module, reading the module's interface.
  func compileTests(_ script: String) -> BuildPlan.Command {
    command("compile tests", reads: ["build/Modules/App.swiftmodule"], writes: "Tests.o", script)
  }

  /// The tests' compile starts once the app's module interface is written, while the rest of
  /// the app's compile goes on (which here waits for the tests' compile, in vain were they
  /// run in turn).
  @Test func aCompileOfWhatImportsAModuleStartsOnceItsInterfaceIsWritten() throws {
    let outcome = try run([
      try compile(Self.waiting(for: "Tests.o", then: "build/App.build/main.o")),
      compileTests("touch Tests.o"),
    ])
    #expect(outcome.status == 0, "\(outcome.output)")
    #expect(FileManager.default.fileExists(atPath: path("build/App.build/main.o")))
  }

  /// A compile that fails after writing its interface fails the build with its own words
  /// only: SwiftPM would not have compiled what imports it.
  @Test func aCompileFailingAfterItsInterfaceHidesTheWordsOfWhatStartedEarly() throws {
    let outcome = try run([
      try compile(
        Self.waiting(for: "Tests.o", then: "nothing") + "; echo 'error: in a body'; exit 1"),
      compileTests("echo 'compiled the tests'; touch Tests.o"),
    ])
    #expect(outcome.status == 1)
    #expect(outcome.output.contains("error: in a body"))
    #expect(!outcome.output.contains("compiled the tests"))
  }

  /// A compile that fails before writing its interface runs nothing after it.
  @Test func aCompileFailingBeforeItsInterfaceRunsNothingAfterIt() throws {
    var app = try compile("")
    app.arguments[2] = "echo 'error: expected declaration'; exit 1"
    let outcome = try run([app, compileTests("touch Tests.o")])
    #expect(outcome.status == 1)
    #expect(!FileManager.default.fileExists(atPath: path("Tests.o")))
  }

  /// When the interface is written again after the tests' compile read it, the tests are
  /// compiled again, against the interface as the build leaves it.
  @Test func aCompileThatReadAnInterfaceWrittenAgainRunsAgain() throws {
    let outcome = try run([
      try compile(
        Self.waiting(for: "started", then: "build/App.build/main.o")
          + " && echo 'second interface' > build/Modules/App.swiftmodule"),
      compileTests("touch started; cat build/Modules/App.swiftmodule >> read; touch Tests.o"),
    ])
    #expect(outcome.status == 0, "\(outcome.output)")
    let read = try String(contentsOfFile: path("read"), encoding: .utf8)
    #expect(read.split(separator: "\n").last == "second interface")
  }
}
