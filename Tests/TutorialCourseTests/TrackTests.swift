// The track is real: each reference stage, used as the learner's own code, passes every step
// up to the end of its chapter, and the stage before it fails the chapter's first step.

import AppTestSupport
import CommandLineKit
import Foundation
import LessonEngine
import Testing
import ViewHarness

@testable import TutorialCourse

/// Builds a learner's package for real (the first build compiles the kit), so it runs when
/// `STEPWISE_TUTORIAL_TRACK=1` is set, as `.ci/run` does.
///
/// Its tests take turns and build every package in one folder (``OneKitBuild``), so the kit
/// is compiled once for the suite and the other suites that build against it, rather than
/// once a test: the learners' packages all name their app `Checklists`, and one test's build
/// would replace the app another is running.
@MainActor
@Suite(
  .enabled(if: ProcessInfo.processInfo.environment["STEPWISE_TUTORIAL_TRACK"] == "1"),
  .serialized, OneKitBuild())
struct TrackTests {
  let catalog = TutorialCatalog.standard

  /// A learner's package made by `start`, in a folder that lives as long as the test.
  @MainActor
  final class Learner {
    let folder: TemporaryFolder
    let workspace: TutorialWorkspace
    var tester: CheckPackageTester

    init() throws {
      folder = try TemporaryFolder()
      let root = folder.url.appendingPathComponent("MyChecklists")
      _ = try TutorialStarter(course: PackageRoot.url).start(in: root)
      workspace = TutorialWorkspace(learner: root, course: PackageRoot.url)
      tester = CheckPackageTester(workspace: workspace, buildFolder: OneKitBuild.folder)
    }

    /// Makes the app's sources those of a reference stage: its files, the starter's
    /// Info.plist declaration, and an entry point (the stages' app delegates are not
    /// marked `@main`, since the course launches them through their descriptors).
    func useStage(_ stage: String) throws {
      let manager = FileManager.default
      try manager.removeItem(at: workspace.sources)
      try manager.copyItem(
        at: PackageRoot.url.appendingPathComponent("Sources/\(stage)"), to: workspace.sources)
      for (path, text) in StarterApp.sources where path.hasSuffix("/Info.swift") {
        try Data(text.utf8).write(to: workspace.learner.appendingPathComponent(path))
      }
      try Data("import HeadlessUIKit\n\nAppDelegate.main()\n".utf8)
        .write(to: workspace.sources.appendingPathComponent("main.swift"))
    }

    /// Makes the learner's test of each test-first step the course's own.
    func useCourseTests(of steps: [TutorialStep]) throws {
      for step in steps {
        guard let path = step.learnersTestPath else { continue }
        let url = workspace.learner.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contentsOf: PackageRoot.url.appendingPathComponent(step.courseTestPath))
          .write(to: url)
      }
    }

    /// Adds the weak tests of a test-first step to the learner's test of it: suites of
    /// their own beside the course's, in the same file.
    func addWeakTests(of step: TutorialStep) throws {
      let weak = try #require(WeakLearnerTests.cases[step.id], "no weak tests for \(step.id)")
      let url = workspace.learner.appendingPathComponent(try #require(step.learnersTestPath))
      let course = try String(contentsOf: url, encoding: .utf8)
      try (course + "\n" + weak.source + "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    /// Checks steps, each on its own.
    func check(_ steps: [TutorialStep]) -> [StepOutcome] {
      tester.check(steps, stopAtFirstFailure: false) { _ in }
    }
  }

  /// What a failed step said, for the test's failure message.
  func describe(_ outcomes: [StepOutcome]) -> String {
    outcomes.filter { $0.status != .pass }
      .map { "\($0.step.id): \($0.status)\n\($0.message ?? "")" }.joined(separator: "\n\n")
  }

  /// A test that asserts nothing, one that asserts only the model and one of the wrong
  /// screen each fail a test-first step, and its message names the mutants that survived
  /// them: read from `trial`, a check's trial of a test file that held them beside the
  /// course's test, or else judged with one build of their own.
  func expectWeakTestsFail(
    _ step: TutorialStep, learner: Learner, judgedIn trial: TestFirstResults? = nil
  ) throws {
    let weak = try #require(WeakLearnerTests.cases[step.id], "no weak tests for \(step.id)")
    let results = try trial ?? learner.tester.judge(step, test: Data(weak.source.utf8))
    for (suite, expected) in weak.survivors.sorted(by: { $0.key < $1.key }) {
      let judged = results.only(suite: suite)
      let verdict = judged.verdict(for: step)
      #expect(verdict.status == .fail, "\(step.id): \(suite) passes")
      #expect(Set(judged.survivors.map(\.name)) == expected, "\(step.id): \(suite)")
      for mutant in judged.survivors {
        #expect(verdict.message?.contains(mutant.survivalText) == true, "\(step.id): \(suite)")
      }
    }
  }

  /// Test-first steps alone, each with the course's test and the weak ones, on its stage:
  /// `STEPWISE_TEST_FIRST_STEP=checklists-01/05t-test-toggle` (ids separated by commas)
  /// with the track's variable.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["STEPWISE_TEST_FIRST_STEP"] != nil))
  func someTestFirstSteps() throws {
    let ids = (ProcessInfo.processInfo.environment["STEPWISE_TEST_FIRST_STEP"] ?? "")
      .split(separator: ",").map(String.init)
    let learner = try Learner()
    for id in ids {
      let step = try #require(catalog.steps.first { $0.id == id })
      try learner.useStage(step.stage)
      try learner.useCourseTests(of: [step])
      let outcome = learner.check([step])
      #expect(outcome.first?.status == .pass, "\(describe(outcome))")
      try expectWeakTestsFail(step, learner: learner)
    }
  }

  @Test func theStarterAppFailsTheFirstStep() throws {
    let learner = try Learner()
    let outcomes = learner.check([catalog.steps[0]])
    #expect(outcomes.first?.status == .fail, "\(describe(outcomes))")
  }

  /// A step checked by its script alone is judged on the app built without the tests: while
  /// the script does not hold, a save that changes the app's interface (which recompiles
  /// every test module against it) rebuilds the app, and the tests' program is not linked.
  @Test func aStepWhoseScriptFailsIsJudgedBeforeTheTestsAreBuilt() throws {
    let learner = try Learner()
    let step = catalog.steps[0]
    #expect(step.isPlayedOnly)
    func check() -> StepOutcome? {
      learner.tester.check(
        [step], stopAtFirstFailure: true, report: { _ in }, onOutcome: { _ in }
      ).first
    }
    let debug = learner.tester.package.buildFolder.appendingPathComponent("debug")
    func modified(_ name: String) -> Date? {
      let path = debug.appendingPathComponent(name).path
      return try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }
    _ = check()
    let tests = modified("\(CheckPackage.name)PackageTests.xctest")
    let app = modified(TutorialWorkspace.module)

    let controller = learner.workspace.sources.appendingPathComponent(
      "ChecklistViewController.swift")
    let source = try String(contentsOf: controller, encoding: .utf8)
    try Data(
      source.replacingOccurrences(
        of: "super.viewDidLoad()\n", with: "super.viewDidLoad()\n    _ = stepsSoFar\n"
      ).appending("\nextension ChecklistViewController {\n  var stepsSoFar: Int { 0 }\n}\n")
        .utf8
    ).write(to: controller)
    // SwiftPM writes its plan at every build it makes: the app is rebuilt without it, by
    // replaying the plan of the check before (see ReplayedBuild).
    let plan = learner.tester.package.buildFolder.appendingPathComponent("debug.yaml").path
    let planned = FileStamp(path: plan)
    let outcome = check()

    #expect(outcome?.status == .fail, "\(outcome?.message ?? "")")
    #expect(outcome?.message?.contains("expect title") == true, "\(outcome?.message ?? "")")
    #expect(modified(TutorialWorkspace.module) != app, "the app was not rebuilt")
    #expect(modified("\(CheckPackage.name)PackageTests.xctest") == tests)
    #expect(FileStamp(path: plan) == planned, "SwiftPM built the app")
  }

  /// A step checked again after a save passes as before, its app and tests built by replaying
  /// SwiftPM's plan of the check before (see ReplayedBuild); SwiftPM writes its plan at every
  /// build it makes. Checked again with nothing saved, the replay has nothing to do.
  @Test func aPassingStepCheckedAgainIsBuiltWithoutSwiftPM() throws {
    let learner = try Learner()
    let step = try #require(catalog.steps.first { $0.structureSHA256 != nil })
    try learner.useStage(step.stage)
    func check() -> StepOutcome? {
      learner.tester.check(
        [step], stopAtFirstFailure: true, report: { _ in }, onOutcome: { _ in }
      ).first
    }
    let first = check()
    #expect(first?.status == .pass, "\(first?.message ?? "")")
    let build = learner.tester.package.buildFolder
    let plan = FileStamp(path: build.appendingPathComponent("debug.yaml").path)
    let app = build.appendingPathComponent("debug/\(TutorialWorkspace.module)").path
    let linked = FileStamp(path: app)

    let delegate = learner.workspace.sources.appendingPathComponent("AppDelegate.swift")
    let source = try String(contentsOf: delegate, encoding: .utf8)
    try Data((source + "\nextension AppDelegate {\n  var savedAgain: Int { 1 }\n}\n").utf8)
      .write(to: delegate)
    let again = check()
    #expect(again?.status == .pass, "\(again?.message ?? "")")
    #expect(FileStamp(path: app) != linked, "the app was not built again")
    let relinked = FileStamp(path: app)

    let unsaved = check()
    #expect(unsaved?.status == .pass, "\(unsaved?.message ?? "")")
    #expect(FileStamp(path: app) == relinked, "the app was linked with nothing saved")
    #expect(
      FileStamp(path: build.appendingPathComponent("debug.yaml").path) == plan, "SwiftPM built")
  }

  /// A check of one step builds the learner's own tests against their app and runs them: a
  /// test that fails, and one that no longer compiles with the app, each fail the step, named
  /// at the learner's file and line; once they pass, so does the step.
  @Test func aCheckOfOneStepFailsWhileTheLearnersOwnTestsFail() throws {
    let learner = try Learner()
    let step = catalog.steps[0]
    try learner.useStage(step.stage)
    let file = "Tests/ChecklistsTests/MineTests.swift"
    func check(_ body: String) throws -> StepOutcome? {
      let test = """
        import HeadlessUIKit
        import Testing

        @testable import Checklists

        @Suite struct MineTests {
          @Test func theListIsATableScreen() {
            \(body)
          }
        }

        """
      try Data(test.utf8).write(to: learner.workspace.learner.appendingPathComponent(file))
      return learner.tester.check(
        [step], stopAtFirstFailure: true, report: { _ in }, onOutcome: { _ in }
      ).first
    }

    let failing = try check("#expect(ChecklistViewController().title == \"Not its title\")")
    let uncompiled = try check("_ = ChecklistViewController().aNameTheAppNeverHad")
    let passing = try check("#expect(ChecklistViewController() is UITableViewController)")

    #expect(failing?.status == .fail)
    #expect(failing?.message?.contains("theListIsATableScreen() (\(file):8)") == true)
    #expect(uncompiled?.status == .fail)
    #expect(
      uncompiled?.message?.contains("\(file):8:") == true
        && uncompiled?.message?.contains("aNameTheAppNeverHad") == true,
      "\(uncompiled?.message ?? "")")
    #expect(passing?.status == .pass, "\(passing?.message ?? "")")
  }

  /// The structure checks run in one process with the learner's app, whose code wrote their
  /// results itself (every check passed, then `exit(0)`) when the check made a screen. The
  /// records are signed by the course's runner as Swift Testing reports them, so the step is
  /// an error that says why, not a pass.
  @Test func aStepWhoseStructureChecksTheAppWroteTheResultsOfIsAnError() throws {
    let learner = try Learner()
    let step = try #require(catalog.steps.first { $0.id == "checklists-03/04-save-edit" })
    #expect(step.structureSHA256 != nil && step.scriptSHA256 != nil)
    try learner.useStage(step.stage)
    let controller = learner.workspace.sources.appendingPathComponent(
      "Controllers/ItemDetailViewController.swift")
    let source = try String(contentsOf: controller, encoding: .utf8)
    let forging = source.replacingOccurrences(
      of: "  var itemToEdit: ChecklistItem?\n",
      with: "  var itemToEdit: ChecklistItem?\n  let forged = Results.forge()\n")
    #expect(forging != source)
    try Data((forging + ForgedTestResults.source).utf8).write(to: controller)

    let outcome = learner.check([step]).first

    #expect(outcome?.status == .error, "\(outcome?.message ?? "")")
    #expect(
      outcome?.message?.contains("written by other code than the test runner") == true,
      "\(outcome?.message ?? "")")
  }

  /// A table told of a row the model does not have ends the app, as an uncaught exception
  /// does on a device, and the check names the learner's call, from the crash's backtrace.
  @Test func aRowInsertedBeforeTheModelChangesIsShownAtTheLearnersCall() throws {
    let learner = try Learner()
    let step = try #require(catalog.steps.first { $0.id == "checklists-01/08-add" })
    try learner.useStage(step.stage)
    let sources = learner.workspace.sources
    let manager = FileManager.default
    let files = try #require(manager.enumerator(atPath: sources.path)).compactMap { $0 as? String }
    let file = try #require(files.first { $0.hasSuffix("ChecklistViewController.swift") })
    let url = sources.appendingPathComponent(file)
    var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    let append = try #require(
      lines.firstIndex { $0.contains("items.append(") && $0.contains("New item") })
    lines[append] = "    // the model is left as it was"
    try Data(lines.joined(separator: "\n").utf8).write(to: url)
    let insert = try #require(lines.firstIndex { $0.contains("tableView.insertRows(") }) + 1

    let outcome = learner.tester.check(
      [step], stopAtFirstFailure: true, report: { _ in }, onOutcome: { _ in }
    ).first

    #expect(outcome?.status == .error)
    let message = outcome?.message ?? ""
    #expect(message.contains("the model changes first"), "\(message)")
    #expect(
      message.contains(
        "in ChecklistViewController.addItem(), Sources/Checklists/\(file):\(insert)"),
      "\(message)")
  }

  /// The references `compare` shows are real: applied one after another on the starter app,
  /// each step's own files pass that step and every step in force before it, and the app
  /// before them fails its script. Every app of the track is built in one package, with one
  /// build; `STEPWISE_TRACK_FOLDER=PATH` keeps that package (and its build) in PATH, for a
  /// quick run again while writing references.
  @Test func eachStepsReferencePassesItAndTheAppBeforeItFailsIt() throws {
    let temporary = try TemporaryFolder()
    let root =
      ProcessInfo.processInfo.environment["STEPWISE_TRACK_FOLDER"].map {
        URL(fileURLWithPath: $0)
      } ?? temporary.url.appendingPathComponent("References")
    var track = try ReferenceTrack(catalog: catalog, course: PackageRoot.url)
    try track.write(to: root)
    let ownFolder = ProcessInfo.processInfo.environment["STEPWISE_TRACK_FOLDER"] != nil
    let scratch =
      ownFolder
      ? root.appendingPathComponent(".build") : try #require(OneKitBuild.folder)
    let build = try ExternalCommand(
      "swift", ["build", "--build-tests", "--scratch-path", scratch.path], in: root,
      timeLimit: 1800
    ).run()
    try #require(
      build.status == 0, "\(ScratchPackageTester.tail(of: build.output, lines: 60))")
    func executable(_ app: ReferenceTrack.App) -> URL {
      scratch.appendingPathComponent("debug/\(app.module)")
    }
    // Every script of the track: each step's on the app before it (which must fail it, but
    // for a step that changes nothing), then every step in force on its reference (the
    // test-first steps are judged while current, on their own, below). Played a few at a
    // time: the apps are built.
    var plays: [(step: TutorialStep, at: TutorialStep, red: Bool)] = []
    var apps: [ReferenceTrack.App] = []
    for (index, app) in track.apps.enumerated() {
      guard let step = app.step else { continue }
      if !app.unchanged {
        plays.append((step, step, true))
        apps.append(track.apps[index - 1])
      }
      for checked in catalog.stepsChecked(at: step)
      where checked.testFirst == nil && checked.scriptSHA256 != nil {
        plays.append((checked, step, false))
        apps.append(app)
      }
    }
    let runs = ReferenceTrack.play(
      zip(plays, apps).map { play, app in
        (PackageRoot.url.appendingPathComponent(play.step.scriptPath).path, executable(app))
      }, in: root)
    for ((play, app), run) in zip(zip(plays, apps), runs) {
      let passed = run?.passed ?? false
      if play.red {
        if passed, play.step.structureSHA256 != nil {
          // Its structure checks show it, below.
          track.redChecks.append((play.step, app))
        } else if Self.passedBeforeTheirStep[play.step.id] == nil {
          #expect(!passed, "the references before \(play.step.id) pass it already")
        }
      } else {
        #expect(
          passed,
          """
          \(play.at.id)'s reference fails \(play.step.id):
          \(run.map { "\($0.result)\n" + ScratchPackageTester.tail(of: $0.output, lines: 30) } ?? "it could not be started")
          """)
      }
    }
    // The structure checks in force at each step, on its reference, in one test run.
    let events = root.appendingPathComponent("events.jsonl")
    try? FileManager.default.removeItem(at: events)
    let command = ScratchPackageTester.testCommand(
      in: root, packageName: ReferenceTrack.name, swift: "swift",
      arguments: ["--event-stream-version", "0", "--event-stream-output-path", events.path],
      buildFolder: scratch)
    let run = try ExternalCommand(command.program, command.arguments, in: root, timeLimit: 300)
      .run()
    let stream = TestEventStream((try? String(contentsOf: events, encoding: .utf8)) ?? "")
    for app in track.apps where !track.structureSteps(of: app).isEmpty {
      let outcomes = stream.outcomes(ofModule: app.checksModule)
      let failed = outcomes.filter { $0.status != .pass }
      #expect(
        !outcomes.isEmpty && failed.isEmpty,
        """
        \(app.step?.id ?? "") fails its structure checks: \(failed.map(\.name)) \
        \(ScratchPackageTester.tail(of: run.output, lines: 40))
        """)
    }
    // A step whose script the app before it passes has structure checks that fail there:
    // they ask for names that app lacks, and do not compile, or they compile and fail. Each
    // is compiled on its own against that app, with the arguments SwiftPM gave a checks
    // module of the track, which compile that module's own files again as they did.
    if !track.redChecks.isEmpty {
      let compiler = try ChecksCompiler(plan: scratch.appendingPathComponent("debug.yaml"))
      let own = try compiler.compileItsOwnModule()
      try #require(
        own.status == 0,
        "the arguments do not compile a checks module of the track: \(own.output.suffix(2000))")
      var compiled: [(step: TutorialStep, app: ReferenceTrack.App)] = []
      for red in track.redChecks {
        let file = PackageRoot.url.appendingPathComponent(red.step.structurePath)
        let compile = try compiler.compile([file.path], against: red.app.module)
        if compile.status == 0 {
          compiled.append(red)
        } else {
          // The compiler's own errors in the checks, not a compile that could not start.
          #expect(
            compile.output.contains("\(file.lastPathComponent):")
              && compile.output.contains("error:"),
            "\(red.step.id)'s checks: \(compile.output.suffix(2000))")
        }
      }
      if !compiled.isEmpty {
        track.redChecks = compiled
        try track.write(to: root)
        let build = try ExternalCommand(
          "swift", ["build", "--build-tests", "--scratch-path", scratch.path], in: root,
          timeLimit: 1800
        ).run()
        try #require(
          build.status == 0, "\(ScratchPackageTester.tail(of: build.output, lines: 60))")
        let redEvents = root.appendingPathComponent("red-events.jsonl")
        try? FileManager.default.removeItem(at: redEvents)
        var arguments = [
          "--event-stream-version", "0", "--event-stream-output-path", redEvents.path,
        ]
        for index in compiled.indices {
          arguments += ["--filter", "^\(track.redModule(index))\\."]
        }
        let command = ScratchPackageTester.testCommand(
          in: root, packageName: ReferenceTrack.name, swift: "swift", arguments: arguments,
          buildFolder: scratch)
        _ = try ExternalCommand(command.program, command.arguments, in: root, timeLimit: 300)
          .run()
        let stream = TestEventStream(
          (try? String(contentsOf: redEvents, encoding: .utf8)) ?? "")
        for (index, red) in compiled.enumerated() {
          let outcomes = stream.outcomes(ofModule: track.redModule(index))
          #expect(
            outcomes.contains { $0.status != .pass },
            "\(red.step.id)'s structure checks pass on the app before it, as its script does")
        }
      }
      track.redChecks = []
      try track.write(to: root)
    }
    #expect(track.apps.count > 8, "chapter 01's steps each have a reference")
  }

  /// Steps whose check the reference before them passes already, and why.
  static let passedBeforeTheirStep = [
    "checklists-03/05-identity":
      "the reference before it finds the edited item by the text it had; identity matters "
      + "for two items of the same text, which its check does not edit"
  ]

  /// Each stage, used as the learner's app with the course's tests, is checked with one
  /// build for three questions: its chapter's test-first step passes while current (judged
  /// on the learner's app too), every step in force at the chapter's end passes, and the
  /// next chapter's first step fails. (The finished app checked with every step of the
  /// course, retired ones included, is `GradeTrackTests`' grade of the last chapter: a grade
  /// checks every step, as `stepwise tutorial check` does, and it earns every point only if
  /// the structure checks of retired steps, which name types the app has since renamed, fail
  /// on their own instead of stopping the build.)
  @Test func eachStagePassesItsChapterAndTheStageBeforeFailsItsFirstStep() throws {
    let learner = try Learner()
    let chapters = catalog.chapters
    for (index, (chapter, steps)) in chapters.enumerated() {
      let stage = steps[0].stage
      try learner.useStage(stage)
      let lastStep = try #require(catalog.lastStep(of: chapter))
      let testFirst = steps.filter { $0.testFirst != nil }
      try learner.useCourseTests(of: testFirst)
      // The check judges the chapter's first test-first step with the weak tests beside the
      // course's in its file, each suite read apart from the one trial the check builds (a
      // learner's file may hold several suites too): no second trial for the weak tests.
      var firstTrial: TestFirstResults?
      if let first = testFirst.first {
        try learner.addWeakTests(of: first)
        learner.tester.onTrial = { step, trial in
          if step.id == first.id, firstTrial == nil { firstTrial = trial }
        }
      }
      let inForce = catalog.stepsChecked(at: lastStep).filter { $0.testFirst == nil }
      let next = index + 1 < chapters.count ? chapters[index + 1].steps[0] : nil
      let inForceIDs = Set(inForce.map(\.id))
      let later = next.map { [$0] } ?? []
      // A check judges only its first step on the learner's own app: a chapter's first
      // test-first step goes first, and any other is checked on its own.
      let outcomes = learner.check(testFirst.prefix(1) + inForce + later)
      learner.tester.onTrial = nil
      // The course's test alone again, as the later checks and chapters have it.
      try learner.useCourseTests(of: testFirst)
      #expect(outcomes.map(\.step.id) == (testFirst.prefix(1) + inForce + later).map(\.id))
      let green = outcomes.filter { $0.step.testFirst != nil || inForceIDs.contains($0.step.id) }
      #expect(
        green.allSatisfy { $0.status == .pass }, "\(stage) fails:\n\(describe(green))")
      if let next {
        let red = outcomes.first { $0.step.id == next.id }
        #expect(red != nil && red?.status != .pass, "\(stage) passes \(next.id) already")
      }
      for step in testFirst.dropFirst() {
        let current = learner.check([step])
        #expect(current.first?.status == .pass, "\(stage) fails:\n\(describe(current))")
      }
      #expect(testFirst.isEmpty || firstTrial != nil, "\(stage): the check judged no test")
      for step in testFirst {
        try expectWeakTestsFail(
          step, learner: learner, judgedIn: step.id == testFirst.first?.id ? firstTrial : nil)
      }
    }
  }
}
