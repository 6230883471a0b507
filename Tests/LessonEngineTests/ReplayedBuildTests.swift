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
