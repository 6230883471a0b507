// "Write the test" exercises without building: the verdict on a learner's test, how it reads,
// the scratch package that judges it, verify's line, and the hints on the device's API.

import AppTestSupport
import CommandLineKit
import Foundation
import HeadlessUIKitCore
import StepwiseBasics
import Testing
import ToolTestSupport

@testable import LessonEngine

@MainActor
@Suite struct WriteTheTestTests {
  /// A package with one "write the test" exercise on a one-file stage, and two planted bugs.
  @MainActor
  final class Fixture {
    let folder: TemporaryFolder
    let catalog: ExerciseCatalog
    var exercise: Exercise { catalog.exercises[0] }
    var workspace: ExerciseWorkspace { ExerciseWorkspace(root: folder.url) }

    static let starter = """
      // Exercise demo-01/test-count: write the test that "+" adds one row.

      import Testing
      import ViewHarness

      @testable import Demo01

      @MainActor
      @Suite struct CountTests {
        @Test func plusAddsOneRow() throws {}
      }

      """

    static let bugs = [
      "never-added": """
      when: "+" adds nothing
      because: it never looks at the rows after "+"
      <<<<<<< App.swift
      let count = 1
      =======
      let count = 0
      >>>>>>>
      """,
      "added-twice": """
      when: "+" adds two rows
      because: it checks that a row came, not that exactly one did
      <<<<<<< App.swift
      let count = 1
      =======
      let count = 2
      >>>>>>>
      """,
    ]

    init() throws {
      folder = try TemporaryFolder()
      try folder.write("// swift-tools-version: 6.0\n", to: "Package.swift")
      try folder.write("let count = 1\n", to: "Sources/Demo01/App.swift")
      let support = "// Shared by every exercise's tests.\n"
      try folder.write(support, to: "Tests/ExerciseTests/Support/Launch.swift")
      var exercise = Exercise(
        id: "demo-01/test-count", title: "Write the test: + adds one row", stage: "Demo01",
        files: ["CountTests.swift"], hints: ["Use `Device(app:)`.", "Tap \"+\"."],
        testsSHA256: "", startersSHA256: [SHA256.hexDigest(of: Data(Self.starter.utf8))])
      try folder.write(Self.starter, to: exercise.starterPath("CountTests.swift"))
      try folder.write("# Write the test\n", to: exercise.instructions)
      let names = ["never-added", "added-twice"]
      let texts = names.map { Self.bugs[$0] ?? "" }
      exercise.writeTheTest = WriteTheTest(
        mutants: [
          names[0]: SHA256.hexDigest(of: Data(texts[0].utf8)),
          names[1]: SHA256.hexDigest(of: Data(texts[1].utf8)),
        ])
      for (name, text) in zip(names, texts) {
        try folder.write(text, to: exercise.mutantPath(name))
      }
      catalog = ExerciseCatalog(
        exercises: [exercise],
        supportFiles: [
          .init(
            path: "Tests/ExerciseTests/Support/Launch.swift",
            sha256: SHA256.hexDigest(of: Data(support.utf8)))
        ])
    }

    /// A session on the package with a tester that judges the learner's test as scripted.
    func session(_ results: @escaping (ScratchPackage.Member) -> MutantTrialResults)
      -> (ExerciseSession, CapturedConsole, JudgingTester)
    {
      let console = CapturedConsole(input: "")
      let tester = JudgingTester(results: results)
      let session = ExerciseSession(
        workspace: workspace, catalog: catalog, console: console.makeConsole(),
        style: TextStyle(isEnabled: false), tester: tester)
      return (session, console, tester)
    }
  }

  /// Plays the judge: the verdict on each member comes from a script, built from its bugs.
  final class JudgingTester: ExerciseTester {
    let results: (ScratchPackage.Member) -> MutantTrialResults
    private(set) var members: [ScratchPackage.Member] = []

    init(results: @escaping (ScratchPackage.Member) -> MutantTrialResults) {
      self.results = results
    }

    func run(_ members: [ScratchPackage.Member], report: (String) -> Void) -> [ExerciseOutcome] {
      self.members += members
      return members.map { ExerciseOutcome.judged($0.exercise, results($0)) }
    }
  }

  /// Results with each test passing or failing as given, on the course's app and each bug.
  static func results(
    reference: [LessonStatus], mutants: [(Mutant, [LessonStatus])]
  ) -> MutantTrialResults {
    func outcomes(_ statuses: [LessonStatus]) -> [TestOutcome] {
      statuses.enumerated().map { index, status in
        TestOutcome(
          name: "test\(index)()", status: status,
          issues: status == .pass ? [] : [.init(message: "Expectation failed", line: 11)])
      }
    }
    var results = MutantTrialResults()
    results.onYourApp = false
    results.reference = outcomes(reference)
    results.mutants = mutants.map { ($0.0, outcomes($0.1)) }
    return results
  }

  // MARK: - The verdict

  @Test func aTestThatCatchesEveryBugPassesAndOneThatMissesSomeNamesThem() throws {
    let fixture = try Fixture()
    let bugs = try fixture.exercise.writeTheTest!.mutants.map {
      try Mutant(name: $0.name, text: Fixture.bugs[$0.name]!)
    }

    let good = ExerciseOutcome.judged(
      fixture.exercise,
      Self.results(reference: [.pass], mutants: [(bugs[0], [.fail]), (bugs[1], [.fail])]))
    #expect(good.status == .pass)
    #expect(good.message?.contains("fails on each of the 2 planted bugs") == true)
    #expect(good.failures.isEmpty)

    let weak = ExerciseOutcome.judged(
      fixture.exercise,
      Self.results(reference: [.pass], mutants: [(bugs[0], [.fail]), (bugs[1], [.pass])]))
    #expect(weak.status == .fail)
    #expect(weak.failures.map(\.name) == ["added-twice"])
    let message = try #require(weak.message)
    #expect(message.contains("it catches 1 of the 2 planted bugs"))
    #expect(
      message.contains(
        "your test still passes when \"+\" adds two rows: it checks that a row came, not that "
          + "exactly one did."))
    #expect(!message.contains("adds nothing"))
  }

  @Test func aJapaneseLearnerReadsTheVerdictAndTheBugsInJapaneseWhereTheBugsSayIt() throws {
    let fixture = try Fixture()
    let bug = try Mutant(
      name: "never-added",
      text: (Fixture.bugs["never-added"] ?? "")
        + "\nwhen-ja: 「+」で何も加わらない\nbecause-ja: 「+」の後の行を見ていません\n")
    let english = try Mutant(name: "added-twice", text: Fixture.bugs["added-twice"] ?? "")
    let message = Language.$chosen.withValue(.japanese) {
      ExerciseOutcome.judged(
        fixture.exercise,
        Self.results(reference: [.pass], mutants: [(bug, [.pass]), (english, [.pass])])
      ).message ?? ""
    }
    #expect(message.contains("仕込まれた 2 個のバグのうち 0 個しか捕まえません"))
    #expect(message.contains("  • 「+」で何も加わらないときも、あなたのテストは通ります。「+」の後の行を見ていません。"))
    #expect(message.contains("  • your test still passes when \"+\" adds two rows"), "no Japanese")
    #expect(bug.survivalText.hasPrefix("your test still passes when"), "English by default")
  }

  @Test func anEmptyFileOrATestThatFailsOnTheCoursesAppIsToldSoAtTheLearnersFile() throws {
    let fixture = try Fixture()
    let bug = try Mutant(name: "never-added", text: Fixture.bugs["never-added"]!)

    let empty = ExerciseOutcome.judged(
      fixture.exercise, Self.results(reference: [], mutants: [(bug, [])]))
    #expect(empty.status == .fail)
    #expect(
      empty.message?.hasPrefix(
        "Chapters/Exercises/demo-01/test-count/CountTests.swift has no test yet") == true)
    // How to start, in the words of the test the learner writes in Xcode: UIKit's, not the
    // course's device.
    for message in [
      empty.message ?? "",
      Language.$chosen.withValue(.japanese) {
        ExerciseOutcome.judged(
          fixture.exercise, Self.results(reference: [], mutants: [(bug, [])])
        ).message ?? ""
      },
    ] {
      #expect(message.contains("UIWindow"))
      #expect(!message.contains("Device"))
    }

    let wrong = ExerciseOutcome.judged(
      fixture.exercise, Self.results(reference: [.fail], mutants: [(bug, [.fail])]))
    #expect(wrong.status == .fail)
    #expect(wrong.message?.contains("fails on the course's own app") == true)
    #expect(
      wrong.message?.contains("Chapters/Exercises/demo-01/test-count/CountTests.swift:11") == true)
  }

  @Test func aTestThatPassesOnlyOnANewInstallIsToldItWouldFailInXcodeFromItsSecondRun() throws {
    let fixture = try Fixture()
    let bugs = try fixture.exercise.writeTheTest!.mutants.map {
      try Mutant(name: $0.name, text: Fixture.bugs[$0.name]!)
    }
    var results = Self.results(
      reference: [.pass], mutants: [(bugs[0], [.fail]), (bugs[1], [.fail])])
    results.referenceRerun = Self.results(reference: [.fail], mutants: []).reference
    let outcome = ExerciseOutcome.judged(fixture.exercise, results)
    #expect(outcome.status == .fail)
    let message = try #require(outcome.message)
    #expect(message.contains("fails when it runs a second time"))
    #expect(message.contains("in Xcode this test would fail from its second run on"))
    #expect(message.contains("Chapters/Exercises/demo-01/test-count/CountTests.swift:11"))

    let japanese = Language.$chosen.withValue(.japanese) {
      ExerciseOutcome.judged(fixture.exercise, results).message ?? ""
    }
    #expect(japanese.contains("2 回目"))
    #expect(japanese.contains("CountTests.swift:11"))

    // After the planted bugs it lets through, when there are some.
    var weak = Self.results(
      reference: [.pass], mutants: [(bugs[0], [.fail]), (bugs[1], [.pass])])
    weak.referenceRerun = results.referenceRerun
    let both = try #require(ExerciseOutcome.judged(fixture.exercise, weak).message)
    let bugsLine = try #require(both.range(of: "it catches 1 of the 2 planted bugs"))
    let rerunLine = try #require(both.range(of: "fails when it runs a second time"))
    #expect(bugsLine.lowerBound < rerunLine.lowerBound)

    results.referenceRerun = Self.results(reference: [.pass], mutants: []).reference
    #expect(ExerciseOutcome.judged(fixture.exercise, results).status == .pass)
  }

  @Test func theOutcomeReadsAsTheVerdictNotAsTestsOfTheApp() throws {
    let fixture = try Fixture()
    let bug = try Mutant(name: "never-added", text: Fixture.bugs["never-added"]!)
    let outcome = ExerciseOutcome.judged(
      fixture.exercise, Self.results(reference: [.pass], mutants: [(bug, [.pass])]))
    let text = OutcomeView(style: TextStyle(isEnabled: false), testLines: []).text(outcome)
    #expect(text.hasPrefix("✗ demo-01/test-count: Your test passes on the course's app, but"))
    #expect(text.contains("  • your test still passes when \"+\" adds nothing"))
    #expect(!text.contains("tests failed"))
  }

  @Test func aReportLineCountsTheBugsCaughtOnceTheTestPassesOnTheApp() throws {
    let fixture = try Fixture()
    let bugs = try fixture.exercise.writeTheTest!.mutants.map {
      try Mutant(name: $0.name, text: Fixture.bugs[$0.name] ?? "")
    }
    let (session, _, _) = fixture.session { _ in MutantTrialResults() }
    let weak = ExerciseOutcome.judged(
      fixture.exercise,
      Self.results(reference: [.pass], mutants: [(bugs[0], [.fail]), (bugs[1], [.pass])]))
    #expect(
      session.line(for: weak)
        == "✗ fail  demo-01/test-count: the test catches 1 of 2 planted bugs")
    let empty = ExerciseOutcome.judged(
      fixture.exercise, Self.results(reference: [], mutants: bugs.map { ($0, []) }))
    #expect(session.line(for: empty) == "✗ fail  demo-01/test-count: 0 of 0 tests pass")
  }

  // MARK: - The runner

  @Test func theIntroductionSaysWhatJudgesTheTestInsteadOfTestsToRead() throws {
    let fixture = try Fixture()
    let view = ExerciseView(catalog: fixture.catalog, style: TextStyle(isEnabled: false))
    let text = view.introduction(of: fixture.exercise, progress: .fresh)
    #expect(text.contains("Edit   Chapters/Exercises/demo-01/test-count/CountTests.swift"))
    #expect(
      text.contains(
        "Judge  the course's app (Sources/Demo01) and 2 planted bugs "
          + "(Tests/ExerciseTests/Mutants/Demo01TestCount)"))
    #expect(!text.contains("Tests  "))
  }

  @Test func theLearnersTestIsJudgedWithThePlantedBugsReadFromTheirFiles() throws {
    let fixture = try Fixture()
    let (session, _, tester) = fixture.session { _ in MutantTrialResults() }
    _ = session.test(fixture.exercise)
    let member = try #require(tester.members.first)
    #expect(member.starters == nil, "the learner's own file")
    #expect(member.mutants?.map(\.name) == ["never-added", "added-twice"])
    #expect(member.mutants?.first?.hunks.first?.new == "let count = 0")
  }

  @Test func aChangedPlantedBugIsRefusedAsAChangedTestIs() throws {
    let fixture = try Fixture()
    let path = fixture.exercise.mutantPath("added-twice")
    try fixture.folder.write("when: x\nbecause: y\n", to: path)
    let (session, _, tester) = fixture.session { _ in MutantTrialResults() }
    let outcome = session.test(fixture.exercise)
    #expect(outcome.status == .error)
    #expect(outcome.message?.contains("\(path) has been changed") == true)
    #expect(tester.members.isEmpty)
  }

  @Test func theScratchPackageBuildsTheTestOnceAgainstTheStageAndEachBugUnderTheStagesName()
    throws
  {
    let fixture = try Fixture()
    let (session, _, _) = fixture.session { _ in MutantTrialResults() }
    let member = try session.member(for: fixture.exercise).get()
    let package = ScratchPackage(workspace: fixture.workspace)
    try package.write([member], support: [])

    let trial = try #require(try package.trial(for: member))
    let reference = trial.referenceModule
    let (bug1, bug2) = (trial.mutantModule(1), trial.mutantModule(2))
    let manifest = try #require(fixture.folder.read(".build/exercises/Package.swift"))
    #expect(manifest.contains("name: \"\(reference)\""))
    #expect(manifest.contains("path: \"Mutants/\(bug2)\""))
    #expect(manifest.contains("\"-module-alias\", \"Demo01=\(bug1)\""))
    #expect(manifest.contains("name: \"\(trial.testModule(on: bug2))\""))
    #expect(
      !manifest.contains("name: \"\(trial.testModule(on: nil))\""), "not on the learner's app")
    #expect(
      manifest.contains("dependencies: [\n        .product(name: \"ViewHarness\""),
      "no exercise module")
    #expect(fixture.folder.read(".build/exercises/Mutants/\(bug2)/App.swift") == "let count = 2\n")
    #expect(
      fixture.folder.read(".build/exercises/Mutants/\(reference)/App.swift") == "let count = 1\n")
    let onBug1 = ".build/exercises/Tests/\(trial.testModule(on: bug1))/CountTests.swift"
    #expect(fixture.folder.read(onBug1) == Fixture.starter)
    // Beside it, Foundation's names for the app's container, as the learner's TestHost.swift
    // has them, so that a test importing XCTest finds the app's files and preferences.
    let names = ".build/exercises/Tests/\(trial.testModule(on: bug1))/SandboxNames.swift"
    #expect(fixture.folder.read(names) == TestHostFile.sandboxNamesText)

    // Each test target is hosted by its own app, as an Xcode test target by its Host
    // Application: one hosts target for the package, launching the app of the test module
    // the process runs.
    #expect(manifest.contains("name: \"\(TestHosts.targetName)\""))
    // Named once as the target and once among each of the three test targets' dependencies.
    #expect(manifest.components(separatedBy: "\"\(TestHosts.targetName)\",").count - 1 == 4)
    let hosts = try #require(
      fixture.folder.read(".build/exercises/\(TestHosts.path)/TestHosts.swift"))
    #expect(hosts.contains("@_cdecl(\"stepwise_launch_trial_host\")"))
    #expect(hosts.contains("ProcessInfo.processInfo.environment[\"\(TestHosts.moduleVariable)\"]"))
    for app in [reference, bug1, bug2] {
      #expect(hosts.contains("@testable import \(app)\n"))
      #expect(
        hosts.contains(
          "case \"\(trial.testModule(on: app))\":\n    MainActor.assumeIsolated { "
            + "UIApplication.launchTestHost(\(app).Demo01.app) }\n    return 1"))
    }

    // The next run without the exercise leaves nothing of its trial to build.
    try package.write([], support: [])
    #expect(fixture.folder.read(".build/exercises/Mutants/\(reference)/App.swift") == nil)
    #expect(fixture.folder.read(onBug1) == nil)
    #expect(fixture.folder.read(".build/exercises/\(TestHosts.path)/TestHosts.swift") == nil)
  }

  /// The learner's test cannot tell the course's app from a planted bug by a name: the
  /// modules are numbered by a shuffle (the same for a trial throughout the run), so no name,
  /// `#fileID` or order of the runs says which app a test runs on.
  @Test func aTrialsModulesAreNumberedByAShuffleThatNamesNoApp() throws {
    let bugs = try (1...5).map {
      try Mutant(
        name: "bug\($0)",
        text: "when: it is wrong\nbecause: it misses it\n<<<<<<< A.swift\n1\n=======\n2\n>>>>>>>\n")
    }
    func trial(_ stem: String) -> MutantTrial {
      var trial = MutantTrial(
        stem: stem, appModule: "App", testFileName: "T.swift", test: Data(),
        reference: [:], mutants: bugs)
      trial.onOwnApp = true
      return trial
    }
    let one = trial("Demo01TestCount")
    let modules = [one.referenceModule] + (1...5).map(one.mutantModule)
    // Numbered among the trial's seven runs (the last on the learner's own app).
    #expect(Set(modules).count == 6)
    #expect(Set(modules).isSubset(of: (1...7).map { "Demo01TestCountApp\($0)" }))
    #expect(
      Set(one.testTargets.map(\.module)) == Set((1...7).map { "Demo01TestCountRun\($0)" }))
    #expect(one.testTargets.map(\.module) == (1...7).map { "Demo01TestCountRun\($0)" })
    #expect(modules.allSatisfy { !$0.contains("Reference") && !$0.contains("Mutant") })
    // The same throughout a run, so a learner's session builds each app once.
    #expect(trial("Demo01TestCount").places == one.places)
    // Shuffled: among many stems, the course's app is not always first.
    let firsts = Set((0..<40).map { trial("Stem\($0)").places[0] })
    #expect(firsts.count > 1)
  }

  /// Xcode's next run of the tests finds the simulator's container as the last run left it:
  /// a trial runs the test again, in the container its first run left, on each app where a
  /// test passed (not only the course's, so that finding files left says nothing of which
  /// app it is), and judges the second run on the course's app.
  @Test func aTrialRunsTheTestAgainInTheContainerItsFirstRunLeftWhereATestPassed() throws {
    let bugs = try ["caught", "missed"].map {
      try Mutant(
        name: $0,
        text: "when: it is wrong\nbecause: it misses it\n<<<<<<< A.swift\n1\n=======\n2\n>>>>>>>\n")
    }
    var trial = MutantTrial(
      stem: "Demo01TestCount", appModule: "App", testFileName: "T.swift", test: Data(),
      reference: [:], mutants: bugs)
    trial.onOwnApp = true
    let containers = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepwise-containers-\(UUID().uuidString)")
    let caught = trial.testModule(on: trial.mutantModule(1))
    let reference = trial.testModule(on: trial.referenceModule)
    var runs: [(module: String, container: URL, found: Bool)] = []
    let results = trial.run(keepingContainersIn: containers) { module, container in
      let mark = container.appendingPathComponent("ran")
      runs.append((module, container, FileManager.default.fileExists(atPath: mark.path)))
      _ = FileManager.default.createFile(atPath: mark.path, contents: Data())
      let again = runs.filter { $0.module == module }.count > 1
      let passes = module != caught && !(module == reference && again)
      return [TestOutcome(name: "t()", status: passes ? .pass : .fail, issues: [])]
    }

    let order = trial.testTargets.map(\.module)
    #expect(runs.map(\.module) == order + order.filter { $0 != caught })
    #expect(runs.prefix(order.count).allSatisfy { !$0.found }, "each first run starts empty")
    #expect(runs.dropFirst(order.count).allSatisfy { $0.found }, "each second finds the first's")
    #expect(Set(runs.prefix(order.count).map(\.container)).count == order.count)
    #expect(results.reference?.map(\.status) == [.pass])
    #expect(results.referenceRerun?.map(\.status) == [.fail])
    #expect(results.judgement(file: "T.swift", howToStart: "")?.status == .fail)
    #expect(!FileManager.default.fileExists(atPath: containers.path), "removed after")
  }

  /// A first run that turns its container into a link to elsewhere, or into a file, gets a
  /// new, empty folder for its second run, never the place a link points to (nor does the
  /// trial remove what is there).
  @Test(arguments: [true, false])
  func aContainerMadeALinkOrAFileByTheFirstRunIsReplacedNotFollowed(link: Bool) throws {
    let trial = MutantTrial(
      stem: "Demo01TestCount", appModule: "App", testFileName: "T.swift", test: Data(),
      reference: [:], mutants: [])
    let manager = FileManager.default
    let elsewhere = manager.temporaryDirectory
      .appendingPathComponent("stepwise-elsewhere-\(UUID().uuidString)")
    try manager.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    defer { try? manager.removeItem(at: elsewhere) }
    try Data("kept".utf8).write(to: elsewhere.appendingPathComponent("precious.txt"))
    let containers = manager.temporaryDirectory
      .appendingPathComponent("stepwise-containers-\(UUID().uuidString)")
    var seconds: [(kind: FileAttributeType?, contents: [String])] = []
    var runs = 0
    _ = trial.run(keepingContainersIn: containers) { _, container in
      runs += 1
      if runs == 1 {
        try? manager.removeItem(at: container)
        if link {
          try? manager.createSymbolicLink(at: container, withDestinationURL: elsewhere)
        } else {
          _ = manager.createFile(atPath: container.path, contents: Data("x".utf8))
        }
      } else {
        let kind = (try? manager.attributesOfItem(atPath: container.path))?[.type]
        seconds.append(
          (
            kind as? FileAttributeType,
            (try? manager.contentsOfDirectory(atPath: container.path)) ?? ["?"]
          ))
      }
      return [TestOutcome(name: "t()", status: .pass, issues: [])]
    }
    #expect(runs == 2)
    #expect(seconds.map(\.kind) == [.typeDirectory])
    #expect(seconds.first?.contents == [])
    #expect(try manager.contentsOfDirectory(atPath: elsewhere.path) == ["precious.txt"])
  }

  /// The variable a trial names each run's container in is the one the kit reads: were they
  /// to differ, every second run would start empty and judge nothing.
  @Test func aTrialNamesTheContainerInTheVariableTheKitReads() {
    #expect(TestHosts.containerVariable == AppContainer.keptContainerVariable)
  }

  /// A message shown to the learner names no app by its number: the number of the course's
  /// app, once known, would let a test pass there alone for the rest of the session.
  @Test func aTrialsMessagesNameTheAppAsTheLearnerKnowsItNotByItsNumber() throws {
    let bug = try Mutant(
      name: "bug",
      text: "when: it is wrong\nbecause: it misses it\n<<<<<<< A.swift\n1\n=======\n2\n>>>>>>>\n")
    let trial = MutantTrial(
      stem: "Checklists07TestRemaining", appModule: "Checklists", testFileName: "T.swift",
      test: Data(), reference: [:], mutants: [bug])
    let containers = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepwise-containers-\(UUID().uuidString)")
    let results = trial.run(keepingContainersIn: containers) { module, _ in
      let app = trial.testTargets.first { $0.module == module }?.app ?? "Checklists"
      let message =
        "Expectation failed: (top → \(app).AllListsViewController) as? ChecklistViewController"
      return [
        TestOutcome(
          name: "t()", status: .fail,
          issues: [.init(message: message, line: 3, comment: "in \(module)")])
      ]
    }
    let issue = try #require(results.reference?.first?.issues.first)
    #expect(
      issue.message
        == "Expectation failed: (top → Checklists.AllListsViewController) as? ChecklistViewController"
    )
    #expect(issue.comment == "in ChecklistsTests")
    #expect(
      trial.plain("error: 'Checklists07TestRemainingApp12.X' in Checklists07TestRemainingRun3")
        == "error: 'Checklists.X' in ChecklistsTests")
  }

  @Test func aCompileErrorInTheLearnersTestIsShownAtTheirOwnFile() throws {
    let fixture = try Fixture()
    let (session, _, _) = fixture.session { _ in MutantTrialResults() }
    let member = try session.member(for: fixture.exercise).get()
    let tester = ScratchPackageTester(
      package: ScratchPackage(workspace: fixture.workspace), support: [])
    let scratch = fixture.workspace.scratchFolder.path
    let shown = tester.shownPath(
      "\(scratch)/Tests/Demo01TestCountRun2/CountTests.swift", members: [member])
    #expect(shown == "Chapters/Exercises/demo-01/test-count/CountTests.swift")
  }

  @Test func theExercisesSuitesRunAloneAndEachAppOfATrialInAProcessOfItsOwn() throws {
    let fixture = try Fixture()
    let log = fixture.folder.url.appendingPathComponent("swift.log")
    let swift = fixture.folder.url.appendingPathComponent("swift")
    try Data("#!/bin/sh\necho \"$@\" >> '\(log.path)'\nexit 0\n".utf8).write(to: swift)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    let ordinary = Exercise(
      id: "demo-01/first", title: "Count", stage: "Demo01", files: ["App.swift"], hints: [],
      testsSHA256: "", startersSHA256: [""])
    let (session, _, _) = fixture.session { _ in MutantTrialResults() }
    let trial = try session.member(for: fixture.exercise).get()
    var tester = ScratchPackageTester(
      package: ScratchPackage(workspace: fixture.workspace), support: [])
    tester.swift = swift.path
    tester.testTimeLimit = 30
    tester.buildTimeLimit = 30
    // The exercises' tests run in the package's runner, which the build would have made.
    let runner = ScratchPackage(workspace: fixture.workspace).buildFolder
      .appendingPathComponent("debug/\(ScratchPackage.runnerModule)")
    try FileManager.default.createDirectory(
      at: runner.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("#!/bin/sh\necho \"runner $@\" >> '\(log.path)'\nexit 0\n".utf8).write(to: runner)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: runner.path)

    _ = tester.run(
      [
        ScratchPackage.Member(
          exercise: ordinary, starters: [Data("let count = 1\n".utf8)], tests: Data()),
        trial,
      ], report: { _ in })

    let runs = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
      .filter { $0.hasPrefix("test ") || $0.hasPrefix("runner ") }
    #expect(runs.count == 4, "the exercises' suites, then the course's app and two bugs")
    #expect(runs.first?.hasPrefix("runner --results ") == true, "in the runner")
    #expect(
      runs.first?.hasSuffix(#"--filter ^ExerciseTests\.Demo01FirstTests/"#) == true,
      "only their suites")
    // In the order of the modules' numbers, which says nothing of which app each holds.
    let modules = try #require(
      try ScratchPackage(workspace: fixture.workspace).trial(for: trial)
    ).testTargets.map(\.module)
    #expect(modules == modules.sorted())
    for (run, module) in zip(runs.dropFirst(), modules) {
      #expect(run.hasSuffix("--filter ^\(module)\\."), "\(run)")
    }
  }

  // MARK: - verify

  @Test func verifySaysInJapaneseThatTheStartersTestLetsBugsThrough() throws {
    let fixture = try Fixture()
    let bugs = { (member: ScratchPackage.Member) in member.mutants ?? [] }
    let (shipped, console, _) = fixture.session { member in
      Self.results(reference: [.pass], mutants: bugs(member).map { ($0, [.pass]) })
    }

    let passed = Language.$chosen.withValue(.japanese) { shipped.verifyStarters() }

    #expect(passed)
    #expect(
      console.output.contains(
        "✓ demo-01/test-count: スターターのテストは、仕込んだバグ 2 個のうち 2 個を見逃します (期待どおりです)"))
  }

  @Test func verifyWantsTheStarterToPassOnTheAppAndLetBugsThrough() throws {
    let fixture = try Fixture()
    let bugs = { (member: ScratchPackage.Member) in member.mutants ?? [] }

    let (shipped, console, tester) = fixture.session { member in
      Self.results(reference: [.pass], mutants: bugs(member).map { ($0, [.pass]) })
    }
    #expect(shipped.verifyStarters())
    #expect(
      console.output.contains(
        "✓ demo-01/test-count: the starter's test lets 2 of 2 planted bugs through, as it should"))
    #expect(
      tester.members.first?.starters == [Data(Fixture.starter.utf8)], "the starter as shipped")

    let (strong, strongConsole, _) = fixture.session { member in
      Self.results(reference: [.pass], mutants: bugs(member).map { ($0, [.fail]) })
    }
    #expect(!strong.verifyStarters())
    #expect(
      strongConsole.output.contains(
        "✗ demo-01/test-count: the starter's test already catches every planted bug"))

    let (broken, brokenConsole, _) = fixture.session { member in
      Self.results(reference: [.fail], mutants: bugs(member).map { ($0, [.fail]) })
    }
    #expect(!broken.verifyStarters())
    #expect(brokenConsole.output.contains("does not pass on the course's app"))
  }

  // MARK: - The course's exercises

  @Test func theHintsTeachUIKitsOwnAPIGentlestFirst() {
    let exercises = ExerciseCatalog.standard.exercises.filter { $0.writeTheTest != nil }
    #expect(exercises.count == 5)
    for exercise in exercises {
      // The first hint says where the screen, or its row, comes from, as in Xcode.
      let first = (exercise.hints.first ?? "") + (exercise.hintsJa.first ?? "")
      #expect(
        ["topViewController", "cellForRow(at:", "storyboard"].contains(where: first.contains),
        "\(exercise.id)")
      #expect(!first.contains("#expect"), "\(exercise.id): the first hint gives the answer")
    }
    let hints = exercises.flatMap(\.hints).joined(separator: "\n")
    for call in [
      "rootViewController", "performSegue(withIdentifier:", "loadViewIfNeeded()",
      "tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)", "cellForRow(at:",
      "tableView(_:didSelectRowAt:)", "tableView(_:commit:forRowAt:)", "textLabel?.text",
      "isEnabled", "done()", "cancel()", "dataFilePath()", "saveChecklistItems()",
    ] {
      #expect(hints.contains(call), "no hint shows \(call)")
    }
    let view = ExerciseView(catalog: ExerciseCatalog.standard, style: TextStyle(isEnabled: false))
    let first = view.hint(1, of: exercises[0])
    #expect(first.contains("window.rootViewController as? UINavigationController"))
  }
}
