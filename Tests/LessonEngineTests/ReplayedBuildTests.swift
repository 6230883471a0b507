// A learner's app rebuilt without SwiftPM while SwiftPM's plan for it stands, and by SwiftPM
// again as soon as anything it plans from changes.

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

@Suite struct BuildPlanTests {
  /// A plan of the shape SwiftPM writes: an app module read from the learner's folder, its
  /// list of sources, its module wrapped, the link, and a library the app links, which reads
  /// nothing of the learner's.
  static let plan = """
    client:
      name: basic
      file-system: device-agnostic
    tools: {}
    targets:
      "main": ["<App-x86_64-unknown-linux-gnu-debug.exe>"]
      "test": ["<App-x86_64-unknown-linux-gnu-debug.exe>","<AppTests-x86_64-unknown-linux-gnu-debug.test>"]
    default: "main"
    nodes:
      "/learner/Sources/App/":
        is-directory-structure: true
    commands:
      "/build/App.build/sources":
        tool: write-auxiliary-file
        inputs: ["<sources-file-list>","/learner/Sources/App/main.swift"]
        outputs: ["/build/App.build/sources"]
        description: "Write auxiliary file /build/App.build/sources"

      "<App-x86_64-unknown-linux-gnu-debug.exe>":
        tool: phony
        inputs: ["/build/App"]
        outputs: ["<App-x86_64-unknown-linux-gnu-debug.exe>"]

      "C.App-x86_64-unknown-linux-gnu-debug.exe":
        tool: shell
        inputs: ["/build/App.build/main.swift.o","/build/App.build/App.swiftmodule.o","/build/Kit.build/Kit.swift.o"]
        outputs: ["/build/App"]
        description: "Linking /build/App"
        args: ["/usr/bin/swiftc","-o","/build/App","/build/App.build/main.swift.o","/build/App.build/App.swiftmodule.o","/build/Kit.build/Kit.swift.o"]

      "C.App-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/learner/Sources/App/main.swift","/build/Modules/Kit.swiftmodule","/build/App.build/sources"]
        outputs: ["/build/App.build/main.swift.o","/build/Modules/App.swiftmodule"]
        description: "Compiling Swift Module 'App' (1 sources)"
        args: ["/usr/bin/swiftc","-module-name","App","-parseable-output","@/build/App.build/sources"]

      "/build/App.build/App.swiftmodule.o":
        tool: shell
        inputs: ["/build/Modules/App.swiftmodule"]
        outputs: ["/build/App.build/App.swiftmodule.o"]
        args: ["/usr/bin/swiftc","-modulewrap","/build/Modules/App.swiftmodule"]

      "C.App-tool-x86_64-unknown-linux-gnu-debug.exe":
        tool: shell
        inputs: ["/learner/Sources/App/main.swift"]
        outputs: ["/build/App-tool"]
        args: ["/usr/bin/swiftc","-o","/build/App-tool"]

      "<AppTests-x86_64-unknown-linux-gnu-debug.test>":
        tool: phony
        inputs: ["/build/AppTests.xctest"]
        outputs: ["<AppTests-x86_64-unknown-linux-gnu-debug.test>"]

      "C.AppTests-x86_64-unknown-linux-gnu-debug.test":
        tool: shell
        inputs: ["/build/AppTests.build/AppTests.swift.o","/build/found.swift.o"]
        outputs: ["/build/AppTests.xctest"]
        args: ["/usr/bin/swiftc","-o","/build/AppTests.xctest"]

      "C.AppTests-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/learner/Tests/AppTests/AppTests.swift","/build/Modules/App.swiftmodule"]
        outputs: ["/build/AppTests.build/AppTests.swift.o"]
        args: ["/usr/bin/swiftc","-module-name","AppTests"]

      "/build/found.swift":
        tool: test-discovery-tool
        inputs: ["/build/AppTests.build/AppTests.swift.o"]
        outputs: ["/build/found.swift"]

      "C.Found-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/build/found.swift"]
        outputs: ["/build/found.swift.o"]
        args: ["/usr/bin/swiftc","-module-name","Found"]

      "C.Kit-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/course/Sources/Kit/Kit.swift"]
        outputs: ["/build/Kit.build/Kit.swift.o","/build/Modules/Kit.swiftmodule"]
        args: ["/usr/bin/swiftc","-module-name","Kit","/course/Sources/Kit/Kit.swift"]

      "C.Other-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/learner/Sources/App/main.swift"]
        outputs: ["/build/Other.swiftmodule"]
        args: ["/usr/bin/swiftc","-module-name","Other"]

    """

  @Test func theCommandsReadingTheFolderRunInOrderAndEverythingElseIsStamped() throws {
    let plan = try BuildPlan(text: Self.plan)
    let replay = try plan.commands(replaying: "/learner/Sources/App/", for: .product("App"))
    #expect(
      replay.commands.map(\.arguments) == [
        ["/usr/bin/swiftc", "-module-name", "App", "@/build/App.build/sources"],
        ["/usr/bin/swiftc", "-modulewrap", "/build/Modules/App.swiftmodule"],
        [
          "/usr/bin/swiftc", "-o", "/build/App", "/build/App.build/main.swift.o",
          "/build/App.build/App.swiftmodule.o", "/build/Kit.build/Kit.swift.o",
        ],
      ])
    // The kit's source and what its command wrote; never the learner's files, nor what the
    // replayed commands write, nor a command the product does not need (another module, an
    // executable whose name begins with the product's).
    #expect(
      replay.unchanged == [
        "/build/Kit.build/Kit.swift.o", "/build/Modules/Kit.swiftmodule",
        "/course/Sources/Kit/Kit.swift",
      ])
  }

  /// Everything `--build-tests` builds: the app, then the tests that import it, the tests
  /// found in them (SwiftPM's own tool, not replayed: the tests' files are stamped) and their
  /// program.
  @Test func theTestsGoalReplaysTheAppAndTheTestsButNotTheDiscoveryOfTests() throws {
    let plan = try BuildPlan(text: Self.plan)
    let replay = try plan.commands(replaying: "/learner/Sources/App/", for: .tests)
    #expect(
      replay.commands.map { $0.arguments[1...2].joined(separator: " ") } == [
        "-module-name App", "-modulewrap /build/Modules/App.swiftmodule", "-o /build/App",
        "-module-name AppTests", "-module-name Found", "-o /build/AppTests.xctest",
      ])
    #expect(
      replay.unchanged == [
        "/build/Kit.build/Kit.swift.o", "/build/Modules/Kit.swiftmodule",
        "/course/Sources/Kit/Kit.swift", "/learner/Tests/AppTests/AppTests.swift",
      ])
  }

  @Test(arguments: [
    ("a product the plan does not link", "Missing", "/learner/Sources/App/"),
    ("a product built from another folder", "App", "/elsewhere/"),
  ])
  func aPlanThatCannotBeReplayedSaysWhy(_ why: String, product: String, folder: String) throws {
    let plan = try BuildPlan(text: Self.plan)
    #expect(throws: BuildPlan.Unreadable.self, "\(why)") {
      try plan.commands(replaying: folder, for: .product(product))
    }
  }

  @Test func aCommandOfAToolNotReplayedMeansSwiftPMBuilds() throws {
    let text = Self.plan.replacingOccurrences(
      of: """
          "C.App-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
        """,
      with: """
          "C.App-x86_64-unknown-linux-gnu-debug.module":
            tool: swift-compiler
        """)
    #expect(text != Self.plan)
    let plan = try BuildPlan(text: text)
    #expect(throws: BuildPlan.Unreadable.self) {
      try plan.commands(replaying: "/learner/Sources/App/", for: .product("App"))
    }
  }

  @Test(arguments: [
    "commands:\n    tool: shell\n",
    "commands:\n  \"C.App\":\n    inputs: [\"unclosed\"\n",
    "commands:\n  \"C.App\":\n    args: [1, 2]\n",
    "commands:\n  a line SwiftPM never writes\n",
  ])
  func aDamagedPlanIsRefused(_ text: String) {
    #expect(throws: BuildPlan.Unreadable.self) { try BuildPlan(text: text) }
  }
}

/// A line of `swiftc -###` read as the shell would read it, or refused when a shell would
/// do more than split and unquote it.
@Suite struct DriverJobsTests {
  @Test(arguments: [
    (
      "/opt/swift/usr/bin/clang -pie -o /b/App",
      ["/opt/swift/usr/bin/clang", "-pie", "-o", "/b/App"]
    ),
    ("clang  '-rpath=$ORIGIN' -x", ["clang", "-rpath=$ORIGIN", "-x"]),
    ("ld '/a b/Grüße ✓ é.swift.o' c", ["ld", "/a b/Grüße ✓ é.swift.o", "c"]),
    ("ld '/it'\\''s.o'", ["ld", "/it's.o"]),
    ("ld a\\ b a#b ''", ["ld", "a b", "a#b", ""]),
  ])
  func aLineIsSplitAndUnquotedAsAShellWould(_ line: String, words: [String]) {
    #expect(DriverJobs.words(of: line[...]) == words)
  }

  @Test(arguments: [
    "ld $HOME/x", "ld a;b", "ld \"a\"", "ld 'open", "ld ~/x", "ld #x", "ld a*", "ld `x`",
    "ld a\\",
  ])
  func aLineAShellWouldExpandIsRefused(_ line: String) {
    #expect(DriverJobs.words(of: line[...]) == nil)
  }

  @Test func onlyALinkOrAWrapIsExpanded() {
    #expect(DriverJobs.isExpandable(["/s/swiftc", "-o", "/b/App", "-emit-executable"]))
    #expect(DriverJobs.isExpandable(["/s/swiftc", "-modulewrap", "/b/App.swiftmodule"]))
    #expect(!DriverJobs.isExpandable(["/s/swiftc", "-module-name", "App", "-incremental", "-c"]))
    #expect(!DriverJobs.isExpandable(["/s/clang", "-o", "/b/App", "-emit-executable"]))
  }
}

/// The switch `stepwise-bench learner` times the baseline with: every build SwiftPM's.
@Test(arguments: [
  ([:], true), (["STEPWISE_SWIFTPM_BUILDS": "1"], false), (["STEPWISE_SWIFTPM_BUILDS": "0"], true),
])
func replaysAreOffOnlyWhereTheEnvironmentSaysSwiftPMBuilds(
  _ environment: [String: String], replays: Bool
) {
  #expect(ReplayedBuild.isOn(in: environment) == replays)
}

/// Which saves make a build forget the compiler's record: the rule of the second, on stamps
/// and times given, so that no clock decides it.
@Test func aFileSavedWhileTheLastBuildRanCountsUpToTheSecondItEnded() {
  let replay = ReplayedBuild(
    goal: .tests, package: URL(fileURLWithPath: "/learner"),
    scratch: URL(fileURLWithPath: "/learner/.build"),
    sources: URL(fileURLWithPath: "/learner/Sources/App"), manifests: [])
  let second = 1_000_000.0
  func stamp(_ time: Double, size: Int = 10) -> [String: FileStamp] {
    ["main.swift": FileStamp(modified: Date(timeIntervalSince1970: time), size: size)]
  }
  let last = ReplayedBuild.LastCompile(
    start: Date(timeIntervalSince1970: second + 0.2),
    end: Date(timeIntervalSince1970: second + 0.9), stamps: [:])
  // Saved while it ran, in the second it ended in: the compiler may have read either text.
  #expect(replay.savedInTheSecond(last, before: stamp(second + 0.5), now: stamp(second + 0.5)))
  // Saved before it began, or in a later second, and not since: the compiler tells them apart.
  #expect(!replay.savedInTheSecond(last, before: stamp(second + 0.1), now: stamp(second + 0.1)))
  #expect(!replay.savedInTheSecond(last, before: stamp(second + 1.5), now: stamp(second + 1.5)))
  // Changed since it was stamped, within the second of that stamp.
  #expect(
    replay.savedInTheSecond(
      last, before: stamp(second - 9.9), now: stamp(second - 9.4, size: 11)))
  #expect(
    !replay.savedInTheSecond(
      last, before: stamp(second - 9.9), now: stamp(second - 8.4, size: 11)))
}

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

/// A package of two targets built for real by SwiftPM, then rebuilt by replaying its plan.
@Suite(.serialized) struct ReplayedBuildTests {
  final class Tiny {
    let folder: TemporaryFolder
    var root: URL { folder.url }
    var scratch: URL { root.appendingPathComponent(".build") }
    /// Folders guarded against the compiler's rule of the second, beside the app's.
    var guarded: [URL] = []
    var linksKitOnce = true
    var replay: ReplayedBuild {
      var replay = ReplayedBuild(
        goal: .product("Tiny"), package: root, scratch: scratch,
        sources: root.appendingPathComponent("Sources/Tiny"),
        manifests: [root.appendingPathComponent("Package.swift")])
      replay.guarded = guarded
      replay.linksKitOnce = linksKitOnce
      return replay
    }

    init() throws {
      folder = try TemporaryFolder()
      try folder.write(
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
          name: "Tiny",
          targets: [.target(name: "Words"), .executableTarget(name: "Tiny", dependencies: ["Words"])]
        )

        """, to: "Package.swift")
      try folder.write("public let greeting = \"hello\"\n", to: "Sources/Words/Words.swift")
      // A name with a space, accents and a symbol, as the plan writes it in JSON.
      try folder.write("let spare = 1\n", to: "Sources/Tiny/Grüße ✓ é.swift")
      try say("one")
    }

    func say(_ word: String) throws {
      try folder.write(
        "import Words\n\nprint(greeting, \"\(word)\")\n", to: "Sources/Tiny/main.swift")
    }

    func swiftPMBuild() throws {
      let build = try ExternalCommand(
        "swift", ["build", "--product", "Tiny", "--scratch-path", scratch.path], in: root,
        timeLimit: 600
      ).run()
      try #require(build.status == 0, "\(build.output)")
      replay.remember()
    }

    /// Builds as a check does: replayed when it can be, else by SwiftPM; says which.
    func build() throws -> (outcome: ExternalCommand.Outcome, bySwiftPM: Bool) {
      var bySwiftPM = false
      let outcome = try replay.build(timeLimit: 600) {
        bySwiftPM = true
        return try ExternalCommand(
          "swift", ["build", "--product", "Tiny", "--scratch-path", scratch.path], in: root,
          timeLimit: 600
        ).run()
      }
      return (outcome, bySwiftPM)
    }

    /// Sets a file's modification time.
    func setModified(_ date: Date, of path: String) throws {
      try FileManager.default.setAttributes(
        [.modificationDate: date], ofItemAtPath: root.appendingPathComponent(path).path)
    }

    func runApp() throws -> String {
      try ExternalCommand(scratch.appendingPathComponent("debug/Tiny").path, [], in: root).run()
        .output
    }

    var planStamp: FileStamp { FileStamp(path: scratch.appendingPathComponent("debug.yaml").path) }
  }

  @Test func aSavedFileIsCompiledAndLinkedAgainWithoutSwiftPM() throws {
    let tiny = try Tiny()
    try tiny.swiftPMBuild()
    #expect(try tiny.runApp() == "hello one\n")
    let plan = tiny.planStamp
    for word in ["two", "three"] {
      try tiny.say(word)
      let build = try tiny.build()
      #expect(build.outcome.status == 0, "\(build.outcome.output)")
      #expect(!build.bySwiftPM)
      #expect(try tiny.runApp() == "hello \(word)\n")
    }
    // SwiftPM writes its plan at every build: it did not run.
    #expect(tiny.planStamp == plan)
  }

  /// The link and the module's wrapping are the driver's own jobs, asked of it once: the
  /// objects named as the driver names them (a name with a space and accents), the
  /// executable's search path for its libraries as the driver gives it.
  @Test func aLinkAndAWrapAreReplayedAsTheDriversOwnJobs() throws {
    let tiny = try Tiny()
    try tiny.swiftPMBuild()
    let record = try #require(KeptJSON<ReplayedBuild.Record>(file: tiny.replay.recordFile).read())
    func programs(_ command: BuildPlan.Command) -> [String]? {
      command.jobs?.map { URL(fileURLWithPath: $0[0]).lastPathComponent }
    }
    let link = try #require(record.commands.first { $0.arguments.contains("-emit-executable") })
    #expect(programs(link) == ["swift-autolink-extract", "clang"])
    let objects = link.jobs?.first ?? []
    #expect(objects.contains { $0.hasSuffix("/Tiny.build/Grüße ✓ é.swift.o") }, "\(objects)")
    #expect(link.jobs?.last?.contains("-rpath=$ORIGIN") == true)
    let wrap = try #require(record.commands.first { $0.arguments.contains("-modulewrap") })
    #expect(programs(wrap) == ["swift-frontend"])
    let compile = try #require(record.commands.first { $0.arguments.contains("-incremental") })
    #expect(compile.jobs == nil)

    try tiny.say("jobs")
    let build = try tiny.build()
    #expect(!build.bySwiftPM && build.outcome.status == 0, "\(build.outcome.output)")
    #expect(try tiny.runApp() == "hello jobs\n")
    // The driver's temporary folders, asked for its jobs and replayed, went with the build.
    let replays = tiny.replay.recordFile.deletingLastPathComponent().path
    let kept = try FileManager.default.contentsOfDirectory(atPath: replays)
    #expect(!kept.contains { $0.hasPrefix("driver-tmp-") }, "\(kept)")
  }

  /// The link's list of libraries is written again from what the last replay kept while the
  /// learner's objects ask for the same ones; an import that asks for another library (here
  /// Foundation, which nothing else of the program imports) reaches the link.
  @Test func anImportAskingForAnotherLibraryReachesTheReplayedLink() throws {
    let tiny = try Tiny()
    try tiny.swiftPMBuild()
    let replays = tiny.replay.recordFile.deletingLastPathComponent().path
    for word in ["kept", "again"] {
      try tiny.say(word)
      let build = try tiny.build()
      #expect(!build.bySwiftPM && build.outcome.status == 0, "\(build.outcome.output)")
      #expect(try tiny.runApp() == "hello \(word)\n")
    }
    let kept = try FileManager.default.contentsOfDirectory(atPath: replays)
    #expect(kept.contains { $0.hasPrefix("autolink-") }, "\(kept)")
    try tiny.folder.write(
      "import Foundation\nimport Words\n\nprint(greeting, Date(timeIntervalSince1970: 2).timeIntervalSince1970)\n",
      to: "Sources/Tiny/main.swift")
    let build = try tiny.build()
    #expect(!build.bySwiftPM && build.outcome.status == 0, "\(build.outcome.output)")
    #expect(try tiny.runApp() == "hello 2.0\n")
  }

  /// A link that fails, replayed as the driver's jobs, reads as SwiftPM's build shows it:
  /// the driver's line, then the linker's words.
  @Test func aLinkErrorReadsAsTheDriverPrintsIt() throws {
    let tiny = try Tiny()
    try tiny.swiftPMBuild()
    try tiny.folder.write(
      "@_silgen_name(\"stepwise_nowhere\") func nowhere()\n\nnowhere()\n",
      to: "Sources/Tiny/main.swift")
    let replayed = try tiny.build()
    #expect(!replayed.bySwiftPM && replayed.outcome.status != 0)
    try FileManager.default.removeItem(at: tiny.replay.recordFile)
    let bySwiftPM = try tiny.build()
    #expect(bySwiftPM.bySwiftPM && bySwiftPM.outcome.status != 0)
    for build in [replayed, bySwiftPM] {
      let driver = try #require(
        build.outcome.output.range(
          of: "error: link command failed with exit code 1 (use -v to see invocation)\n"),
        "\(build.outcome.output)")
      let linker = try #require(build.outcome.output.range(of: "'stepwise_nowhere'"))
      #expect(driver.upperBound <= linker.lowerBound, "\(build.outcome.output)")
    }
  }

  /// A build that SwiftPM planned and that then failed (a file added that does not compile)
  /// leaves a plan to replay: the next saves are replayed, failing or mended, rather than
  /// planned and built by SwiftPM again.
  @Test func aPlanSwiftPMWroteForABuildThatFailedIsReplayedAtTheNextSave() throws {
    let tiny = try Tiny()
    try tiny.swiftPMBuild()
    try tiny.folder.write("let broken: Int = \"no\"\n", to: "Sources/Tiny/Extra.swift")
    let first = try tiny.build()
    #expect(first.bySwiftPM && first.outcome.status != 0, "a new file: SwiftPM plans again")

    try tiny.folder.write("let broken: Int = \"still no\"\n", to: "Sources/Tiny/Extra.swift")
    let second = try tiny.build()
    #expect(!second.bySwiftPM && second.outcome.status != 0)
    let extra = tiny.root.appendingPathComponent("Sources/Tiny/Extra.swift").path
    #expect(second.outcome.output.contains("\(extra):1:19: error:"), "\(second.outcome.output)")

    try tiny.folder.write("let mended = 1\n", to: "Sources/Tiny/Extra.swift")
    try tiny.say("mended")
    let third = try tiny.build()
    #expect(!third.bySwiftPM && third.outcome.status == 0, "\(third.outcome.output)")
    #expect(try tiny.runApp() == "hello mended\n")
  }

  /// A failed build keeps no plan that SwiftPM did not write during it (it stopped before
  /// planning), nor one whose files outside the learner's folder are not all there.
  @Test func aFailedBuildKeepsOnlyAWholePlanSwiftPMWroteDuringIt() throws {
    let tiny = try Tiny()
    try tiny.swiftPMBuild()
    try FileManager.default.removeItem(at: tiny.replay.recordFile)
    try tiny.folder.write("let broken: Int = \"no\"\n", to: "Sources/Tiny/Extra.swift")
    // The plan on disk is the last build's: this one stopped before SwiftPM planned.
    _ = try tiny.replay.build(timeLimit: 600) {
      ExternalCommand.Outcome(status: 1, output: "error: no plan\n", duration: 0)
    }
    #expect(!FileManager.default.fileExists(atPath: tiny.replay.recordFile.path))

    // SwiftPM planned and failed, and a module the plan reads went missing meanwhile.
    let words = tiny.scratch.appendingPathComponent("debug/Modules/Words.swiftmodule")
    _ = try tiny.replay.build(timeLimit: 600) {
      let built = try ExternalCommand(
        "swift", ["build", "--product", "Tiny", "--scratch-path", tiny.scratch.path],
        in: tiny.root, timeLimit: 600
      ).run()
      try FileManager.default.removeItem(at: words)
      return built
    }
    #expect(!FileManager.default.fileExists(atPath: tiny.replay.recordFile.path))
    #expect(try tiny.build().bySwiftPM)
  }

  @Test func aCompilerErrorIsTheCompilersTextAtTheLearnersLine() throws {
    let tiny = try Tiny()
    try tiny.swiftPMBuild()
    try tiny.folder.write("import Words\n\nprint(greting)\n", to: "Sources/Tiny/main.swift")
    let build = try tiny.build()
    #expect(!build.bySwiftPM)
    #expect(build.outcome.status != 0)
    let file = tiny.root.appendingPathComponent("Sources/Tiny/main.swift").path
    #expect(build.outcome.output.contains("\(file):3:7: error: cannot find 'greting' in scope"))
    #expect(
      !build.outcome.output.contains("\"kind\""), "the driver's JSON: \(build.outcome.output)")
    // Mended, the next replay builds it.
    try tiny.say("again")
    #expect(try tiny.build().outcome.status == 0)
    #expect(try tiny.runApp() == "hello again\n")
  }

  /// The compiler takes a file saved again within the second of its last save as unchanged;
  /// the build does not, whether replayed or SwiftPM's. (The times are set, a second long
  /// ago, so that no clock decides the test.)
  @Test(arguments: [false, true])
  func aFileSavedAgainWithinTheSecondOfItsLastSaveIsCompiledAgain(bySwiftPM: Bool) throws {
    let tiny = try Tiny()
    try tiny.swiftPMBuild()
    let second = (Date().timeIntervalSince1970 - 100).rounded(.down)
    try tiny.say("first")
    try tiny.setModified(Date(timeIntervalSince1970: second + 0.1), of: "Sources/Tiny/main.swift")
    #expect(try tiny.build().outcome.status == 0)
    #expect(try tiny.runApp() == "hello first\n")

    try tiny.say("second")
    try tiny.setModified(Date(timeIntervalSince1970: second + 0.6), of: "Sources/Tiny/main.swift")
    if bySwiftPM { try FileManager.default.removeItem(at: tiny.replay.recordFile) }
    #expect(try tiny.build().bySwiftPM == bySwiftPM)
    #expect(try tiny.runApp() == "hello second\n")
  }

  /// A guarded folder's file (as the learner's own tests are), saved again within the second
  /// of its last save, is compiled again by SwiftPM, which builds every change to it.
  @Test func aGuardedFolderSavedAgainWithinTheSecondIsCompiledAgainBySwiftPM() throws {
    let tiny = try Tiny()
    tiny.guarded = [tiny.root.appendingPathComponent("Sources/Words")]
    try tiny.swiftPMBuild()
    let second = (Date().timeIntervalSince1970 - 100).rounded(.down)
    for (word, fraction) in [("first", 0.1), ("second", 0.6)] {
      try tiny.folder.write("public let greeting = \"\(word)\"\n", to: "Sources/Words/Words.swift")
      try tiny.setModified(
        Date(timeIntervalSince1970: second + fraction), of: "Sources/Words/Words.swift")
      let build = try tiny.build()
      #expect(build.bySwiftPM && build.outcome.status == 0, "\(build.outcome.output)")
      #expect(try tiny.runApp() == "\(word) one\n")
    }
  }

  /// A file saved while SwiftPM builds may not be what it compiled: the next build, replayed,
  /// compiles it.
  @Test func aFileSavedWhileSwiftPMBuiltIsCompiledByTheNextReplay() throws {
    let tiny = try Tiny()
    let built = try tiny.replay.build(timeLimit: 600) {
      let build = try ExternalCommand(
        "swift", ["build", "--product", "Tiny", "--scratch-path", tiny.scratch.path],
        in: tiny.root, timeLimit: 600
      ).run()
      try tiny.say("saved meanwhile")
      return build
    }
    #expect(built.status == 0, "\(built.output)")
    #expect(try tiny.runApp() == "hello one\n")
    let again = try tiny.build()
    #expect(!again.bySwiftPM)
    #expect(try tiny.runApp() == "hello saved meanwhile\n")
  }

  /// Each change to what SwiftPM plans from, or builds outside the learner's folder, hands
  /// the build back to it; so does SwiftPM holding the folder, or no build of its own yet.
  @Test func anythingSwiftPMPlansFromChangedHandsTheBuildBack() throws {
    let tiny = try Tiny()
    #expect(try tiny.replay.run(timeLimit: 600) == nil, "no SwiftPM build yet")
    try tiny.swiftPMBuild()
    let changes: [(String, () throws -> Void, () throws -> Void)] = [
      (
        "a file added to the app",
        { try tiny.folder.write("let more = 1\n", to: "Sources/Tiny/More.swift") },
        {
          try FileManager.default.removeItem(
            at: tiny.root.appendingPathComponent("Sources/Tiny/More.swift"))
        }
      ),
      (
        // SwiftPM compiles every file of a target's folder: one written there since (a
        // step's structure check, written again) is not in the plan.
        "a file added to a library the app links",
        { try tiny.folder.write("public let more = 1\n", to: "Sources/Words/More.swift") },
        {
          try FileManager.default.removeItem(
            at: tiny.root.appendingPathComponent("Sources/Words/More.swift"))
        }
      ),
      (
        "the manifest saved",
        { try tiny.folder.write(tiny.folder.read("Package.swift")! + "\n", to: "Package.swift") },
        {}
      ),
      (
        "a library the app links edited",
        {
          try tiny.folder.write("public let greeting = \"hi\"\n", to: "Sources/Words/Words.swift")
        },
        {}
      ),
      (
        "a record damaged",
        { try Data("{\"commands\": [[".utf8).write(to: tiny.replay.recordFile) },
        {}
      ),
      (
        "another plan written in the build folder",
        {
          let plan = tiny.scratch.appendingPathComponent("debug.yaml")
          try Data(contentsOf: plan).write(to: plan)
        },
        {}
      ),
    ]
    for (change, make, undo) in changes {
      tiny.replay.remember()
      try make()
      #expect(try tiny.replay.run(timeLimit: 600) == nil, "\(change)")
      try undo()
    }

    tiny.replay.remember()
    try tiny.say("held")
    try tiny.setModified(Date().addingTimeInterval(2), of: "Sources/Tiny/main.swift")
    let lock = SharedBuildFolder.lockFile(of: tiny.scratch)
    let descriptor = open(lock.path, O_CREAT | O_WRONLY, 0o644)
    try #require(descriptor >= 0)
    try #require(flock(descriptor, LOCK_EX) == 0)
    #expect(try tiny.replay.run(timeLimit: 600) == nil, "SwiftPM holds the folder")
    flock(descriptor, LOCK_UN)
    close(descriptor)
    #expect(try tiny.replay.run(timeLimit: 600)?.status == 0)
    #expect(try tiny.runApp() == "hello held\n")
  }
}
