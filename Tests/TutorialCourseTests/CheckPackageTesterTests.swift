// What the real tester tells a learner when their app does not compile, crashes during a
// check, or never finishes one: built and run by a stand-in `swift`, so nothing is compiled.

import AppTestSupport
import Foundation
import Testing

@testable import LessonEngine
@testable import TutorialCourse

@MainActor
@Suite struct CheckPackageTesterTests {
  /// A `swift` whose build prints `buildOutput` and fails, or, when that is nil, succeeds
  /// and leaves `app` (a shell script) where the built app goes; it adds the arguments of each
  /// call to the fixture's `calls`.
  static func tester(
    for fixture: TutorialFixture, buildOutput: String? = nil,
    app: String = ChannelStandIn.answering(title: "Checklists")
  ) throws -> CheckPackageTester {
    let package = CheckPackage(workspace: fixture.workspace)
    let appFile = try fixture.folder.write("#!/bin/sh\n\(app)\n", to: "app.sh")
    let outputFile = try fixture.folder.write(buildOutput ?? "", to: "build-output.txt")
    let built = package.executable.path
    let build =
      buildOutput == nil
      ? "mkdir -p '\(package.executable.deletingLastPathComponent().path)'\n"
        + "cp '\(appFile.path)' '\(built)'; chmod +x '\(built)'; exit 0"
      : "cat '\(outputFile.path)'; exit 1"
    let calls = fixture.folder.url.appendingPathComponent("calls").path
    let swift = try fixture.folder.write(
      "#!/bin/sh\necho \"$*\" >> '\(calls)'\nif [ \"$1\" = build ]; then\n\(build)\nfi\nexit 0\n",
      to: "swift")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: swift.path)
    var tester = CheckPackageTester(workspace: fixture.workspace)
    tester.swift = swift.path
    return tester
  }

  /// The first step's outcome.
  static func checkFirstStep(_ fixture: TutorialFixture, with tester: CheckPackageTester)
    -> StepOutcome?
  {
    tester.check(
      Array(fixture.catalog.steps.prefix(1)), stopAtFirstFailure: true, report: { _ in },
      onOutcome: { _ in }
    ).first
  }

  /// On Linux the app, and the checks' program that links it, link with the toolchain's lld,
  /// which takes about two thirds of gold's time at every save.
  @Test func theAppLinksWithTheToolchainsLLDOnLinux() throws {
    let fixture = try TutorialFixture()
    let manifest = CheckPackage(workspace: fixture.workspace).manifest
    #expect(
      manifest.contains(
        #"linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]),"#))
  }

  /// The secret the structure checks' results are signed under is new at every run: one
  /// made once, or written in the course's open code, would let the app sign its own.
  @Test func eachRunOfTheStructureChecksHasASecretOfItsOwn() throws {
    let tester = CheckPackageTester(workspace: try TutorialFixture().workspace)
    let secrets = (0..<3).map { _ in tester.makeSecret() }
    #expect(Set(secrets).count == 3, "\(secrets)")
    #expect(secrets.allSatisfy { $0.count >= 32 }, "\(secrets)")
  }

  /// The checks' package is the tool's own folder: a link planted where it writes and
  /// cleans (its test target's folder) is removed, not followed, and what it led to is kept.
  @Test func aLinkPlantedInTheChecksPackageIsRemovedAndWhatItLedToKept() throws {
    let fixture = try TutorialFixture()
    var package = CheckPackage(workspace: fixture.workspace)
    let outside = fixture.folder.url.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: outside.appendingPathComponent("a.txt"))
    try Data("// mine\n".utf8).write(to: outside.appendingPathComponent("B.swift"))
    let checks = package.folder.appendingPathComponent("Tests/StepChecks")
    try FileManager.default.createDirectory(
      at: checks.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: checks, withDestinationURL: outside)

    try package.write(structureChecks: [])

    #expect(
      try FileManager.default.contentsOfDirectory(atPath: outside.path).sorted()
        == ["B.swift", "a.txt"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: checks.path) == ["StepwiseCheckRun.swift"]
    )
    #expect(throws: (any Error).self) {
      try FileManager.default.destinationOfSymbolicLink(atPath: checks.path)
    }
  }

  /// A package without its app's folder is said to be so, in the learner's words, before
  /// anything is built (SwiftPM said "invalid custom path", then "ExitCode(rawValue: 1)").
  @Test func aPackageWithoutItsAppsFolderIsToldSoAndNothingIsBuilt() throws {
    let fixture = try TutorialFixture()
    let tester = try Self.tester(for: fixture)
    try FileManager.default.removeItem(at: fixture.workspace.sources)

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .error)
    #expect(
      outcome.message?.hasPrefix(
        "Your app's folder, Sources/Checklists/, is not in \(fixture.learner.path): ") == true,
      "\(outcome.message ?? "")")
    #expect(fixture.folder.read("calls") == nil, "nothing was built")
  }

  /// The learner's own tests are SwiftPM's to build when they change, and guarded like the
  /// app against a save within the second of the last (see ReplayedBuildTests).
  @Test func theLearnersOwnTestsAreGuardedAgainstTheCompilersRuleOfTheSecond() throws {
    let fixture = try TutorialFixture()
    let package = CheckPackage(workspace: fixture.workspace)
    let tests = package.folder.appendingPathComponent("Tests/ChecklistsTests")
    #expect(package.replayedTestsBuild.guarded == [tests])
    #expect(package.replayedAppBuild.guarded == [tests])
  }

  @Test func aCompileErrorIsShownAtTheLearnersOwnFileAndLine() throws {
    let fixture = try TutorialFixture()
    let file = CheckPackage(workspace: fixture.workspace).folder
      .appendingPathComponent("Sources/Checklists/ChecklistViewController.swift").path
    let output = """
      [1/3] Compiling Checklists ChecklistViewController.swift
      \(file):12:5: error: cannot find 'itemz' in scope
      10 |   override func viewDidLoad() {
      11 |     super.viewDidLoad()
      12 |     itemz.append("Walk the dog")
         |     `- error: cannot find 'itemz' in scope
      13 |   }
      error: fatalError
      """
    let tester = try Self.tester(for: fixture, buildOutput: output)

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .error)
    let message = try #require(outcome.message)
    #expect(message.hasPrefix("Your app does not compile:\n\n"))
    #expect(
      message.contains(
        "Sources/Checklists/ChecklistViewController.swift:12:5: error: cannot find 'itemz'"))
    #expect(message.contains("12 |     itemz.append(\"Walk the dog\")"))
    #expect(!message.contains(".build/stepwise-checks"), "the learner's path, not the link")
  }

  @Test func aBuildStoppedByASignalSaysSoInsteadOfAnEmptyFailure() throws {
    let fixture = try TutorialFixture()
    let swift = try fixture.folder.write(
      "#!/bin/sh\nif [ \"$1\" = build ]; then kill -KILL $$; fi\nexit 0\n", to: "swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    var tester = CheckPackageTester(workspace: fixture.workspace)
    tester.swift = swift.path

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .error)
    #expect(
      outcome.message?.hasPrefix("The build was stopped by signal 9 before it finished") == true,
      "\(outcome.message ?? "")")
  }

  @Test func aCrashDuringACheckNamesTheLearnersLinesOnly() throws {
    let fixture = try TutorialFixture()
    let folder = CheckPackage(workspace: fixture.workspace).folder.path
    let app = """
      echo 'Fatal error: Index out of range'
      echo '0 0x00007f01 swift_unexpectedError + 100 in libswiftCore.so at /swift/Errors.swift:3:1'
      echo '1 0x00005601 ChecklistViewController.tableView(_:cellForRowAt:) + 52 in Checklists at \(folder)/Sources/Checklists/ChecklistViewController.swift:31:18'
      echo '2 0x00005602 UITableView.cell(at:) + 12 in Checklists at \(folder)/Sources/HeadlessUIKitCore/UITableView.swift:80:7'
      kill -TRAP $$
      """
    let tester = try Self.tester(for: fixture, app: app)

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .error)
    #expect(
      outcome.message
        == "Your app crashed during the check:\nFatal error: Index out of range\n"
        + "  in ChecklistViewController.tableView(_:cellForRowAt:), "
        + "Sources/Checklists/ChecklistViewController.swift:31\n"
        + "The check was playing: launch")
  }

  @Test func anAppThatNeverFinishesIsStoppedAtTheTimeLimitAndToldSo() throws {
    let fixture = try TutorialFixture()
    var tester = try Self.tester(for: fixture, app: "exec sleep 30")
    tester.scriptTimeLimit = 0.3
    tester.stopGrace = 0.1

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .error)
    #expect(
      outcome.message
        == "Your app did not finish the check within 1 second and was stopped. "
        + "Does a loop in your code never end?")
    #expect(outcome.checkSeconds < 5)
  }

  @Test func anAppWhoseProgramOnlyExitsWithStatusZeroFails() throws {
    // A main.swift that is only `exit(0)`: the verdict is the tool's, not the exit status.
    let fixture = try TutorialFixture()
    let tester = try Self.tester(for: fixture, app: "exit 0")

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .fail)
    #expect(
      outcome.message
        == "Your program ended without running the app: an app's program must start it with "
        + "UIApplicationMain (or @main on its app delegate) and leave it running.")
  }

  @Test func anAppWhoseScreensShowWhatTheScriptExpectsPasses() throws {
    let fixture = try TutorialFixture()
    let tester = try Self.tester(
      for: fixture, app: ChannelStandIn.answering(title: "Checklists", rows: []))

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .pass, "\(outcome.message ?? "")")
    #expect(outcome.message == nil)
  }

  @Test func theSeedVariableDrawsTheSameNamesOnEveryRun() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write(
      "tap \"+\"\ntype \"Buy milk\"\ntap \"Done\"\n", to: "check.stepwise")
    let app = try folder.write("#!/bin/sh\n\(ChannelStandIn.answering())\n", to: "app.sh")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: app.path)
    func names(seed: String?) throws -> String? {
      try CheckPackageTester.play(
        script: script.path, on: app, in: folder.url, timeLimit: 20, stopGrace: 1,
        environment: seed.map { [CheckPackageTester.seedVariable: $0] } ?? [:]
      ).names.renamed.first?.run
    }

    let seeded = try (1...3).map { _ in try names(seed: "42") }
    let drawn = try (1...6).map { _ in try names(seed: nil) }

    #expect(Set(seeded).count == 1)
    #expect(seeded[0]?.hasPrefix("Buy milk ") == true)
    #expect(Set(drawn).count > 1, "without the variable, each run draws its own")
  }

  /// A step checked by its script alone, on an app that builds: the app's product is built
  /// and the script played first; the tests (the learner's own, the checks') are built only
  /// when the script holds, and its verdict is not played again.
  @Test(arguments: [("Checklists", true), ("Not yet", false)])
  func aStepsScriptIsPlayedOnTheAppBuiltAloneAndTheTestsBuiltOnlyForAPass(
    title: String, passes: Bool
  ) throws {
    let fixture = try TutorialFixture()
    let plays = fixture.folder.url.appendingPathComponent("plays")
    var tester = try Self.tester(
      for: fixture,
      app: "echo >> '\(plays.path)'\n" + ChannelStandIn.answering(title: title))
    tester.judgesOwnTests = false

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == (passes ? .pass : .fail), "\(outcome.message ?? "")")
    let builds = (fixture.folder.read("calls") ?? "").split(separator: "\n")
      .filter { $0.hasPrefix("build") }.map {
        $0.split(separator: " ").prefix(3).joined(separator: " ")
      }
    #expect(
      builds
        == (passes
          ? ["build --product Checklists", "build --build-tests --scratch-path"]
          : ["build --product Checklists"]))
    #expect(fixture.folder.read("plays")?.count == 1, "the script is played once")
  }
}
