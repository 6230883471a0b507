// Building the learner's app with the checks, and running each step's script and tests.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics
import ViewHarness

/// Checks steps for real: builds the ``CheckPackage``, plays each step's walkthrough script
/// on the built app (its own program, in a fresh sandbox, as `--play` does), and runs the
/// steps' structure checks with `swift test`.
package struct CheckPackageTester: StepTester {
  /// The learner's package and the course.
  package let workspace: TutorialWorkspace
  /// The `swift` that builds: its name on `PATH`, or a path.
  package var swift = "swift"
  /// The longest a build may take (the first one also builds the kit).
  package var buildTimeLimit: TimeInterval = 1800
  /// The longest one step's script may take.
  package var scriptTimeLimit: TimeInterval = 30
  /// How long an app stopped at its time limit has to end by itself before it is killed.
  package var stopGrace: TimeInterval = 5
  /// The longest the structure checks may take.
  package var testTimeLimit: TimeInterval = 60

  /// A tester for a learner's package, building in `buildFolder` when one is given (see
  /// ``CheckPackage/init(workspace:buildFolder:)``).
  package init(workspace: TutorialWorkspace, buildFolder: URL? = nil) {
    self.workspace = workspace
    package = CheckPackage(workspace: workspace, buildFolder: buildFolder)
  }

  /// The package the checks build, in one build folder for every check this tester makes.
  let package: CheckPackage

  /// The longest the learner's tests may take on one app of a test-first step.
  package var learnerTestTimeLimit: TimeInterval = 60

  /// Whether a check of one step (one that stops at its first failure) also builds the
  /// learner's own tests against their app and runs them, the step failing while they do.
  /// A grade judges the course's steps only, and turns it off.
  package var judgesOwnTests = true
  /// Whether a build may replay SwiftPM's plan instead of asking SwiftPM, while that plan
  /// stands (see ``ReplayedBuild``): a learner's saves, unless ``swiftPMBuildsVariable`` is
  /// `1`. A grade's builds are SwiftPM's, every one, and so are those that run as another user.
  package var replaysBuilds = ReplayedBuild.isOn(in: ProcessInfo.processInfo.environment)
  /// The tool's name as the learner types it where they are (`stepwise`, or the course's
  /// `.build/debug/stepwise` by its path before `install`), for messages naming a command.
  package var commandName = "stepwise"

  /// The seed of the names every script types (a grade records it); nil to draw them anew
  /// for each script, or from ``seedVariable`` when it is set.
  package var seed: UInt64?

  /// The user whose rights the learner's code runs with (the build with its manifest, the
  /// tests, the app), when not the tool's: a grade's. The check package and every sandbox
  /// are handed to it; the tool keeps its own rights, and judges.
  package var user: ChildUser?
  /// Makes the secret each run of the structure checks signs its results with: a new random
  /// one every run (a test's stand-in for the runner is given one it knows).
  package var makeSecret: @Sendable () -> String = { UUID().uuidString }

  /// Told each test-first step's trial as a check judges it: the test's outcomes on the
  /// course's app, on each planted bug and on the learner's, by suite
  /// (``MutantTrialResults/only(suite:)``), of which the step's verdict is one reading. The
  /// tutorial's track judges weak tests beside the course's in the trial of one check.
  package var onTrial: ((TutorialStep, TestFirstResults) -> Void)?

  package func check(
    _ steps: [TutorialStep], stopAtFirstFailure: Bool, report: (String) -> Void,
    onOutcome: (StepOutcome) -> Void
  ) -> [StepOutcome] {
    let built: CheckBuild
    let result = build(for: steps, stopAtFirstFailure: stopAtFirstFailure, report: report)
    // The compiler's warnings in the learner's files, as the builds left them: told with the
    // step a check of one step judges.
    let warnings = stopAtFirstFailure ? keptWarnings : []
    switch result {
    case .built(let result): built = result
    case .ended(var outcomes):
      if !outcomes.isEmpty { outcomes[0].warnings = warnings }
      outcomes.forEach(onOutcome)
      return outcomes
    }
    // Every script this check plays, a few at a time ahead of the step being judged.
    let scripted = steps.filter {
      $0.scriptSHA256 != nil && $0.testFirst == nil && built.uncompiled[$0.id] == nil
        && !($0.id == steps.first?.id && built.playedFirst != nil)
    }
    let ahead = playsAhead(of: scripted)
    defer { ahead.finish() }
    let aheadIndex = Dictionary(
      scripted.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    var structureRun: StructureRun?
    var outcomes: [StepOutcome] = []
    for step in steps {
      let isFirst = step.id == steps.first?.id
      var outcome = self.outcome(
        of: step, isFirst: isFirst, in: built,
        played: {
          (isFirst ? built.playedFirst : nil)
            ?? aheadIndex[step.id].map(ahead.verdict(at:)) ?? play(step)
        }, structureRun: &structureRun, report: report)
      if isFirst { outcome.warnings = warnings }
      outcomes.append(outcome)
      onOutcome(outcome)
      if stopAtFirstFailure, outcome.status != .pass { break }
    }
    return outcomes
  }

  /// A step's outcome in a check: the compiler's errors when its checks did not compile, why
  /// it is not ready to judge, or its verdict (``judge(_:isFirst:in:played:structureRun:report:)``),
  /// timed; saying so when it was judged on the learner's test as it was when it passed.
  private func outcome(
    of step: TutorialStep, isFirst: Bool, in built: CheckBuild,
    played: () -> PlaysAhead.Outcome,
    structureRun: inout StructureRun?,
    report: (String) -> Void
  ) -> StepOutcome {
    var outcome: StepOutcome
    if let errors = built.uncompiled[step.id] {
      outcome = StepOutcome.error(step, errors)
      outcome.buildSeconds = built.seconds
    } else if let unready = built.unready[step.id] {
      outcome = unready
    } else {
      let start = Date()
      outcome = judge(
        step, isFirst: isFirst, in: built, played: played, structureRun: &structureRun,
        report: report)
      outcome.buildSeconds = built.seconds
      outcome.checkSeconds = Date().timeIntervalSince(start)
    }
    if built.judgedOnPassedTests.contains(step.id), outcome.status != .pass,
      let url = PassedTest.url(of: step, in: workspace)
    {
      let kept = workspace.learnerPath(url)
      outcome.message =
        localized("Judged on your test as it was when this step passed, kept in \(kept):")
        + "\n" + (outcome.message ?? "")
    }
    return outcome
  }

  /// A built step's outcome: its test-first test judged, then its script played, then its
  /// structure checks run (all of them at the first step that has some), then, for the step
  /// checked first, the learner's own tests; the first that does not pass decides.
  private func judge(
    _ step: TutorialStep, isFirst: Bool, in built: CheckBuild,
    played: () -> PlaysAhead.Outcome,
    structureRun: inout StructureRun?,
    report: (String) -> Void
  ) -> StepOutcome {
    var checks: [TestOutcome] = []
    var message: String?
    var status = ExerciseOutcome.Status.pass
    if let part = built.testFirst.first(where: { $0.stem == step.moduleStem }) {
      report(
        part.onOwnApp
          ? localized("Running your test on the course's app, on each planted bug, and on yours…")
          : localized(
            "Running your test of \(step.id) on the course's app and on each planted bug…"))
      let trial = run(part, in: built.package)
      onTrial?(step, trial)
      let verdict = trial.verdict(for: step)
      (status, message) = (verdict.status, verdict.message)
      checks.append(TestOutcome(name: step.testFirst?.testFile ?? "", status: status))
    }
    if step.scriptSHA256 != nil, status == .pass {
      let script = judged(played())
      checks.append(script)
      if script.status != .pass { (status, message) = (script.status, script.message) }
    }
    if step.structureSHA256 != nil, status == .pass {
      if structureRun == nil {
        report(localized("Running the structure checks…"))
        structureRun = runStructureChecks(of: built.structure.map(\.step))
      }
      var tests =
        structureRun?.results?.outcomes(
          ofSuite: step.suiteName, inModule: CheckPackage.checksModule) ?? []
      explainStop(of: &tests, in: structureRun?.run)
      checks += tests
      if let forged = structureRun?.forged {
        status = .error
        message = forged
      } else if tests.isEmpty {
        status = .error
        message = localized("The structure checks of \(step.id) did not run.")
      } else if tests.contains(where: { $0.status != .pass }) {
        status = .fail
        message = StepFailureText(workspace: workspace).failed(step, tests: tests)
      }
    }
    if isFirst, status == .pass,
      let own = judgeOwnTests(
        built: built.ownTests != nil, errors: built.ownTestErrors, report: report)
    {
      checks.append(own)
      if own.status != .pass { (status, message) = (own.status, own.message) }
    }
    return StepOutcome(step: step, status: status, message: message, checks: checks)
  }

  /// A step whose check is its script alone, played on the app built without the tests (the
  /// learner's own, the checks'): a script that does not hold fails the step whatever the
  /// tests say, so the learner reads that verdict without waiting for the tests' build, which
  /// only a pass needs (and which recompiles every test module when the app's interface
  /// changed). `failure` is the step's outcome when the app did not build (the compiler's
  /// errors) or the script did not hold; else `played` is its verdict, kept for the check that
  /// follows.
  func playBeforeTheTests(_ step: TutorialStep) throws -> (
    failure: StepOutcome?, played: PlaysAhead.Outcome?, buildSeconds: TimeInterval
  ) {
    let began = Date()
    let build = try buildApp()
    noteWarnings(of: build, since: began)
    guard build.status == 0 else {
      return (.error(step, buildFailure(build)), nil, build.duration)
    }
    let start = Date()
    let played = play(step)
    let judgement = judged(played)
    guard judgement.status != .pass else { return (nil, played, build.duration) }
    var outcome = StepOutcome(
      step: step, status: judgement.status, message: judgement.message,
      checks: [judgement])
    outcome.checkSeconds = Date().timeIntervalSince(start)
    return (outcome, nil, build.duration)
  }

  /// Builds the learner's app alone: SwiftPM's commands replayed while its plan stands (a
  /// grade, whose builds run as the student, always asks SwiftPM), else SwiftPM.
  private func buildApp() throws -> ExternalCommand.Outcome {
    let swiftPM = ExternalCommand(
      swift, ["build", "--product", TutorialWorkspace.module] + package.scratchArguments,
      in: package.folder, timeLimit: buildTimeLimit, user: user)
    guard replaysBuilds, user == nil else { return try swiftPM.run() }
    return try package.replayedAppBuild.build(timeLimit: buildTimeLimit, swiftPM: swiftPM.run)
  }

  /// Plays the steps' scripts on the built app, each in a new sandbox, as many at once as
  /// the machine has cores, in their order.
  private func playsAhead(of steps: [TutorialStep]) -> PlaysAhead {
    let scripts = steps.map { workspace.courseFile($0.scriptPath).path }
    let (executable, folder) = (package.executable, workspace.learner)
    let (timeLimit, stopGrace, environment) = (scriptTimeLimit, stopGrace, playEnvironment)
    let user = self.user
    return PlaysAhead(count: scripts.count, width: PlaysAhead.cores) { index in
      try Self.play(
        script: scripts[index], on: executable, in: folder, timeLimit: timeLimit,
        stopGrace: stopGrace, environment: environment, user: user)
    }
  }

  /// The environment a play reads its seed from: the tester's ``seed`` when it has one.
  private var playEnvironment: [String: String] {
    seed.map { [Self.seedVariable: String($0)] } ?? ProcessInfo.processInfo.environment
  }

  /// Plays a step's script on the built app in a new sandbox.
  private func play(_ step: TutorialStep) -> PlaysAhead.Outcome {
    Result {
      try Self.play(
        script: workspace.courseFile(step.scriptPath).path, on: package.executable,
        in: workspace.learner, timeLimit: scriptTimeLimit, stopGrace: stopGrace,
        environment: playEnvironment, user: user)
    }
  }

  /// A step's played script, judged by the tool.
  private func judged(_ played: PlaysAhead.Outcome) -> TestOutcome {
    let name = "check.stepwise"
    let verdict: JudgedPlay.Verdict
    do {
      verdict = try played.get()
    } catch {
      return TestOutcome(
        name: name, status: .error,
        issues: [.init(message: localized("The check cannot be read: \(error)"), line: nil)])
    }
    let message: String
    let status: ExerciseOutcome.Status
    switch verdict.result {
    case .passed:
      return TestOutcome(name: name, status: .pass)
    case .timedOut:
      status = .error
      let seconds = Int(scriptTimeLimit.rounded(.up))
      message =
        seconds == 1
        ? localized(
          "Your app did not finish the check within 1 second and was stopped. Does a loop in your code never end?"
        )
        : localized(
          "Your app did not finish the check within \(seconds) seconds and was stopped. Does a loop in your code never end?"
        )
    case .crashed:
      status = .error
      message =
        localized("Your app crashed during the check:") + "\n"
        + StepFailureText(workspace: workspace).crash(
          in: verdict.output, shownPath: package.shownPath)
    case .failed(let report):
      status = .fail
      message = shownPlaces(in: report)
    case .notPlayed(let why):
      status = .fail
      message = why
    }
    return TestOutcome(name: name, status: status, issues: [.init(message: message, line: nil)])
  }

  /// A played check's report with each place the app named (`(at path:line)`, the Main
  /// Thread Checker's: relative to the learner's folder, where the app ran, and through the
  /// check package's link to their app) as the learner knows it: `Sources/Checklists/…`.
  func shownPlaces(in report: String) -> String {
    report.replacing(/\(at ([^()\n]+):([0-9]+)\)/) { match in
      let path = String(match.1)
      let absolute = path.hasPrefix("/") ? path : workspace.learner.path + "/" + path
      return "(at \(package.shownPath(absolute)):\(match.2))"
    }
  }
}
