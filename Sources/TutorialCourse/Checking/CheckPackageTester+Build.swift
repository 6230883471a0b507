// A check's build: the learner's app with the steps' checks, the course's tests of the
// test-first steps and the learner's own tests, built again without those that do not compile.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics

/// What a check built, for judging its steps.
struct CheckBuild {
  /// The package as written for the build that succeeded.
  var package: CheckPackage
  /// The structure checks built, each with its step.
  var structure: [(step: TutorialStep, source: Data)] = []
  /// The test-first steps' parts built.
  var testFirst: [CheckPackage.TestFirstPart] = []
  /// Test-first steps that cannot be checked yet (no test file), with why.
  var unready: [String: StepOutcome] = [:]
  /// The test-first steps judged on the copy of the learner's test kept when they passed
  /// (``PassedTest``), not on the test as it is now.
  var judgedOnPassedTests: Set<String> = []
  /// The learner's own tests, when built (the files left out); nil when they are not part
  /// of this check or stopped compiling with the app.
  var ownTests: [String]?
  /// The compiler's errors in the learner's own tests, when they stopped compiling.
  var ownTestErrors: [CompilerDiagnostics.Diagnostic] = []
  /// The steps whose structure checks do not compile with the app, though the app does (a
  /// step not done yet, or one an app that changed shape on purpose has retired), with their
  /// compiler errors; the other steps are checked without them.
  var uncompiled: [String: String] = [:]
  /// Every build of this check, the ones whose structure checks were refused included.
  var seconds: TimeInterval = 0
  /// The first step's script played on the app alone, when that script is its whole check.
  var playedFirst: PlaysAhead.Outcome?
}

extension CheckPackageTester {
  /// A check's build, or the outcomes that end the check before its steps are judged.
  enum CheckBuildResult {
    case built(CheckBuild)
    case ended([StepOutcome])
  }

  /// Builds the learner's app with what checks `steps`, again without the structure checks,
  /// test-first tests and own tests that do not compile, until it builds or the app itself
  /// does not. With `stopAtFirstFailure`, a first step checked by its script alone is played
  /// on the app before the tests are built, and a failure there ends the check.
  func build(for steps: [TutorialStep], stopAtFirstFailure: Bool, report: (String) -> Void)
    -> CheckBuildResult
  {
    if let missing = missingSources(steps) { return .ended(missing) }
    var built: CheckBuild
    switch checks(for: steps, report: report) {
    case .built(let gathered): built = gathered
    case .ended(let outcomes): return .ended(outcomes)
    }
    // The learner's own tests, with a check of one step.
    built.ownTests = stopAtFirstFailure ? ownTests(checking: steps.first) : nil
    let firstBuild = !built.package.hasBuilt
    report(
      firstBuild
        ? localized(
          "Building your app (the first build also compiles the kit, once; later builds reuse it)…")
        : localized("Building your app…"))
    let compiled: Compiled
    do {
      compiled = try compile(&built, steps: steps, stopAtFirstFailure: stopAtFirstFailure)
    } catch {
      return .ended(steps.prefix(1).map { .error($0, localized("Cannot build: \(error)")) })
    }
    if firstBuild { report(localized("Built in \(String(format: "%.1f s", built.seconds)).")) }
    switch compiled {
    case .playedFirstFailed(var outcome), .firstStepUncompiled(var outcome):
      outcome.buildSeconds = built.seconds
      return .ended([outcome])
    case .built(let build) where build.status != 0:
      var outcomes = steps.prefix(1).map { StepOutcome.error($0, buildFailure(build)) }
      for index in outcomes.indices { outcomes[index].buildSeconds = built.seconds }
      return .ended(outcomes)
    case .built:
      return .built(built)
    }
  }

  /// The first step's error when the learner's app folder is missing, else nil.
  private func missingSources(_ steps: [TutorialStep]) -> [StepOutcome]? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: workspace.sources.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      let path = TutorialWorkspace.sourcesPath
      return steps.prefix(1).map {
        .error(
          $0,
          localized(
            "Your app's folder, \(path)/, is not in \(workspace.learner.path): the check builds your app from it. If you moved it, move it back; git restore \(path) brings back what you last committed."
          ))
      }
    }
    return nil
  }

  /// The build's structure checks and test-first parts for `steps`, not built yet; or the
  /// outcome that ends the check when the course has lost one of its files.
  private func checks(for steps: [TutorialStep], report: (String) -> Void) -> CheckBuildResult {
    var built = CheckBuild(package: package)
    for step in steps where step.structureSHA256 != nil {
      guard let source = try? Data(contentsOf: workspace.courseFile(step.structurePath)) else {
        return .ended([.error(step, localized("The course has lost \(step.structurePath)."))])
      }
      built.structure.append((step, source))
    }
    for step in steps where step.testFirst != nil {
      // Checked after other steps (a check of every step, a grade), a test-first step is
      // judged on the course's app and its planted bugs only: the learner's app has moved
      // on since, and the test is theirs to keep up to date. It is judged as it was when
      // the step passed, when a copy was kept (see ``PassedTest``).
      let isFirst = step.id == steps.first?.id
      let passed = isFirst ? nil : PassedTest.read(step, in: workspace)
      switch testFirstPart(for: step, test: passed, report: report) {
      case .ready(var part):
        part.onOwnApp = isFirst
        if passed != nil { built.judgedOnPassedTests.insert(step.id) }
        built.testFirst.append(part)
      case .unready(let outcome): built.unready[step.id] = outcome
      }
    }
    return .built(built)
  }

  /// What compiling a check's package came to: SwiftPM's (or the replay's) last build, or a
  /// first step played before the tests that failed.
  private enum Compiled {
    case built(ExternalCommand.Outcome)
    case playedFirstFailed(StepOutcome)
    /// The first step's own structure checks do not compile with the app, in a check that
    /// stops at its first failure: its outcome.
    case firstStepUncompiled(StepOutcome)
  }

  /// Writes and builds the package, again without what did not compile (structure checks,
  /// test-first tests, the learner's own tests), until it builds or only the app's own errors
  /// are left. The build's seconds are added to `built`'s.
  private func compile(
    _ built: inout CheckBuild, steps: [TutorialStep], stopAtFirstFailure: Bool
  ) throws -> Compiled {
    var firstRound = true
    while true {
      built.package.ownTests = built.ownTests
      try built.package.write(structureChecks: built.structure, testFirst: built.testFirst)
      try user?.handOver(built.package.folder)
      if stopAtFirstFailure, firstRound, let first = steps.first, first.isPlayedOnly {
        let early = try playBeforeTheTests(first)
        built.seconds += early.buildSeconds
        if let outcome = early.failure { return .playedFirstFailed(outcome) }
        built.playedFirst = early.played
      }
      firstRound = false
      let swiftPM = ExternalCommand(
        swift, ["build", "--build-tests"] + built.package.scratchArguments,
        in: built.package.folder, timeLimit: buildTimeLimit, user: user)
      let start = Date()
      let build =
        try replaysBuilds && user == nil
        ? built.package.replayedTestsBuild.build(
          timeLimit: buildTimeLimit, alsoBuilding: [built.package.replayedAppBuild],
          swiftPM: swiftPM.run)
        : swiftPM.run()
      built.seconds += build.duration
      noteWarnings(of: build, since: start)
      guard build.status != 0 else { return .built(build) }
      let broken = uncompiledChecks(in: build, among: built.structure)
      // The step checked first fails on its own checks, and the check stops there: a build
      // without them would serve only the steps after it, which it never reaches. Building
      // as before keeps the package as it is, so the next save's build is replayed, not
      // planned again by SwiftPM twice (without the checks, then with them).
      if stopAtFirstFailure, let first = steps.first, let errors = broken[first.id] {
        return .firstStepUncompiled(.error(first, errors))
      }
      built.uncompiled.merge(broken) { first, _ in first }
      built.structure.removeAll { broken[$0.step.id] != nil }
      let excluded = excludeUncompiledTests(in: build, from: &built.testFirst)
      let ownBroken = built.ownTests == nil ? [] : ownTestErrors(in: build)
      if !ownBroken.isEmpty { (built.ownTests, built.ownTestErrors) = (nil, ownBroken) }
      if broken.isEmpty, excluded == 0, ownBroken.isEmpty { return .built(build) }
    }
  }

  /// The compiler's errors, at the learner's own files and lines, or the build's end.
  func buildFailure(_ build: ExternalCommand.Outcome) -> String {
    if let why = ScratchPackageTester.whyTheBuildStopped(build) { return why }
    let diagnostics = CompilerDiagnostics(build.output, rename: package.shownPath)
    let yours = diagnostics.errors(inPathsStartingWith: [TutorialWorkspace.sourcesPath + "/"])
    if !yours.isEmpty {
      return localized("Your app does not compile:") + "\n\n"
        + yours.map(\.text).joined(separator: "\n\n")
    }
    let checks = diagnostics.errors(inPathsStartingWith: ["the checks: "])
    if !checks.isEmpty {
      return localized(
        "The structure checks do not compile with your app: they use the names the step asks you to create."
      ) + "\n\n" + checks.map(\.text).joined(separator: "\n\n")
    }
    return localized("The build failed:") + "\n"
      + ScratchPackageTester.tail(of: build.output, lines: 40)
  }

  /// The steps among these whose structure checks the compiler refused, with its errors, when
  /// the learner's own files compiled; empty when the build failed for any other reason.
  func uncompiledChecks(
    in build: ExternalCommand.Outcome, among structure: [(step: TutorialStep, source: Data)]
  ) -> [String: String] {
    let diagnostics = CompilerDiagnostics(build.output, rename: package.shownPath)
    guard diagnostics.errors(inPathsStartingWith: [TutorialWorkspace.sourcesPath + "/"]).isEmpty
    else { return [:] }
    var result: [String: String] = [:]
    for (step, _) in structure {
      let errors = diagnostics.errors(inPathsStartingWith: ["the checks: \(step.suiteName).swift"])
      guard !errors.isEmpty else { continue }
      result[step.id] = StepFailureText(workspace: workspace).uncompiled(
        step, errors: errors, checksFile: "the checks: \(step.suiteName).swift")
    }
    return result
  }
}

extension CheckPackageTester {
  /// Where the compiler's warnings in the learner's files are kept between checks.
  var warningsFile: URL { package.folder.appendingPathComponent("warnings.json") }

  /// Keeps the warnings a build printed in the learner's app and tests (see
  /// ``LearnerWarnings``). Not for a grade, which judges and shows no warnings.
  /// A file compiled since `start` (saved, or compiled again for a file it uses) has the
  /// warnings the build printed for it.
  func noteWarnings(of build: ExternalCommand.Outcome, since start: Date) {
    guard user == nil else { return }
    let paths = workspace.sourceFiles() + workspace.testFiles()
    // The check package holds the app and the learner's tests where the learner's package
    // does, each folder a module of its name (`Sources/Checklists/…` is `Checklists`).
    var sources: [String: (module: String, source: URL)] = [:]
    for path in paths {
      let parts = path.split(separator: "/")
      guard parts.count > 2 else { continue }
      sources[path] = (String(parts[1]), package.folder.appendingPathComponent(path))
    }
    LearnerWarnings.note(
      CompilerDiagnostics(build.output, rename: package.shownPath).warnings,
      succeeded: build.status == 0, paths: paths, under: workspace.learner, allFiles: true,
      compiled: LearnerWarnings.compiledFiles(
        sources, since: start, in: package.buildFolder.appendingPathComponent("debug")),
      keptIn: warningsFile)
  }

  /// The warnings kept in the learner's files, with the compiler's excerpts.
  var keptWarnings: [String] {
    user == nil ? LearnerWarnings.read(from: warningsFile).texts : []
  }
}
