// Builds the scratch package and runs its tests, one outcome per exercise.

import CommandLineKit
import Foundation
import StepwiseBasics

/// Builds exercises in the ``ScratchPackage`` with `swift build` and runs their tests in its
/// runner, which signs Swift Testing's records as they come (`CourseTestRun`), reading them
/// back as its event stream; a "write the test" exercise's trial runs in its test bundle.
///
/// An exercise that does not compile is taken out and the others are built again, so one
/// learner's broken file never hides the results of the rest; when an app crashes the test
/// process, that exercise is reported and the exercises the run never reached are run
/// again.
package struct ScratchPackageTester: ExerciseTester {
  /// The package the exercises are built in.
  let package: ScratchPackage
  /// The shared test helpers, already checked.
  package let support: [(name: String, contents: Data)]
  /// The `swift` that builds and tests: its name on `PATH`, or a path.
  package var swift = "swift"
  /// The longest a build may take (the first one also builds the kit).
  package var buildTimeLimit: TimeInterval = 1800
  /// The longest the tests may take: an exercise's tests take a second or two, so a run
  /// still going after a minute is stuck in the learner's code (a loop that never ends).
  package var testTimeLimit: TimeInterval = 60
  /// The user whose rights the learner's code runs with (the build and the tests), when
  /// not the tool's: a grade's. The scratch package is handed to it before each build.
  package var user: ChildUser?
  /// Whether a check of one exercise may replay SwiftPM's plan instead of asking SwiftPM
  /// (see ``ReplayedBuild``): watch mode's saves, unless ``swiftPMBuildsVariable`` is `1`.
  /// A grade's builds are SwiftPM's, every one.
  package var replaysBuilds = ReplayedBuild.isOn(in: ProcessInfo.processInfo.environment)

  /// A tester that builds in `package`, with the shared test helpers.
  package init(package: ScratchPackage, support: [(name: String, contents: Data)]) {
    self.package = package
    self.support = support
  }

  /// Builds the members (dropping those that do not compile), runs their tests, and gives
  /// one outcome per member, in order.
  package func run(_ members: [ScratchPackage.Member], report: (String) -> Void)
    -> [ExerciseOutcome]
  {
    var outcomes: [String: ExerciseOutcome] = [:]
    let buildable = members.filter { member in
      guard let refusal = foreignOperators(in: member) else { return true }
      outcomes[member.exercise.id] = .error(member.exercise, refusal)
      return false
    }
    let (built, buildSeconds) = build(buildable, into: &outcomes, report: report)
    let start = Date()
    let trials = built.filter { $0.mutants != nil }
    test(built.filter { $0.mutants == nil }, into: &outcomes, report: report)
    judge(trials, into: &outcomes, report: report)
    let testSeconds = Date().timeIntervalSince(start)
    let warnings = self.warnings
    return members.map { member in
      var outcome =
        outcomes[member.exercise.id]
        ?? .error(member.exercise, localized("The exercise was not run."))
      outcome.buildSeconds = buildSeconds
      outcome.testSeconds = testSeconds
      outcome.warnings = warnings.texts(in: learnerFiles(of: member))
      return outcome
    }
  }

  // MARK: - Warnings

  /// Where the compiler's warnings in the learner's files are kept between runs.
  var warningsFile: URL { package.folder.appendingPathComponent("warnings.json") }

  /// The learner's files of a member, as messages show them: none for the starters or the
  /// solutions `exercises verify` builds, which are the course's.
  func learnerFiles(of member: ScratchPackage.Member) -> [String] {
    guard member.starters == nil, !member.isSolution else { return [] }
    return member.exercise.files.map(member.shownPath(of:))
  }

  /// The warnings kept for the learner's files (see ``LearnerWarnings``); none for a grade.
  var warnings: LearnerWarnings {
    user == nil ? LearnerWarnings.read(from: warningsFile) : LearnerWarnings()
  }

  /// Keeps the warnings a build printed in the members' learner files. A file compiled since
  /// `start` (saved, or compiled again for a change in a file it uses) has the warnings the
  /// build printed for it.
  func noteWarnings(
    of build: ExternalCommand.Outcome, members: [ScratchPackage.Member], since start: Date
  ) {
    let paths = members.flatMap(learnerFiles(of:))
    guard user == nil, !paths.isEmpty else { return }
    // Each learner file is compiled through its link in the member's module folder.
    var sources: [String: (module: String, source: URL)] = [:]
    for member in members where !learnerFiles(of: member).isEmpty {
      let module = member.exercise.module
      for file in member.exercise.files {
        sources[member.shownPath(of: file)] = (
          module,
          package.folder.appendingPathComponent("Sources/\(module)/\(Exercise.name(of: file))")
        )
      }
    }
    LearnerWarnings.note(
      CompilerDiagnostics(build.output) { shownPath($0, members: members) }.warnings,
      succeeded: build.status == 0, paths: paths, under: package.workspace.root,
      allFiles: false,
      compiled: LearnerWarnings.compiledFiles(
        sources, since: start, in: package.buildFolder.appendingPathComponent("debug")),
      keptIn: warningsFile)
  }

  /// Why a member is not built: its files declare operators for types they do not declare,
  /// which the course's tests would call in place of Swift's own (see ``ForeignOperators``);
  /// nil when they declare none.
  func foreignOperators(in member: ScratchPackage.Member) -> String? {
    var files: [String: String] = [:]
    for (index, file) in member.exercise.files.enumerated() {
      let data = member.starters?[index] ?? package.workspace.contents(member.shownPath(of: file))
      files[member.shownPath(of: file)] = data.map { String(decoding: $0, as: UTF8.self) }
    }
    let found = ForeignOperators.find(in: files)
    guard let first = found.first else { return nil }
    let places = found.map { "\($0.file):\($0.line): func \($0.name)" }.joined(separator: "\n")
    return localized(
      "Your code declares the operator \(first.name) outside the types it declares. The course's tests compare with Swift's own operators, and yours would answer in their place, so the exercise is not run. Declare it in a type of yours (static func == in extension ChecklistItem: Equatable, say), or remove it:"
    ) + "\n" + places
  }

  // MARK: - Building

  /// Builds the members, taking out those that do not compile (their outcome is the
  /// compiler's errors); returns those that built and the seconds it took.
  private func build(
    _ members: [ScratchPackage.Member], into outcomes: inout [String: ExerciseOutcome],
    report: (String) -> Void
  ) -> ([ScratchPackage.Member], TimeInterval) {
    var remaining = members
    var seconds: TimeInterval = 0
    while !remaining.isEmpty {
      let firstBuild = !package.hasBuilt
      report(
        firstBuild
          ? localized(
            "Building (the first build also compiles the kit, once; later builds reuse it)…")
          : localized("Building…"))
      let build: ExternalCommand.Outcome
      let start = Date()
      do {
        build = try writeAndBuild(remaining)
      } catch {
        for member in remaining {
          outcomes[member.exercise.id] = .error(
            member.exercise, localized("Cannot build: \(error)"))
        }
        return ([], seconds)
      }
      seconds += build.duration
      noteWarnings(of: build, members: remaining, since: start)
      if firstBuild {
        report(localized("Built in \(ExerciseSession.seconds(build.duration))."))
      }
      if build.status == 0 { return (remaining, seconds) }

      guard let broken = refused(remaining, by: build, among: members, into: &outcomes) else {
        return ([], seconds)
      }
      remaining.removeAll { member in broken.contains { $0.exercise.id == member.exercise.id } }
    }
    return ([], seconds)
  }

  /// Writes the package with these members and builds it; one exercise, as watch mode checks
  /// it, is replayed while SwiftPM's plan stands.
  private func writeAndBuild(_ members: [ScratchPackage.Member]) throws -> ExternalCommand.Outcome {
    try package.write(members, support: support)
    try user?.handOver(package.folder)
    let swiftPM = ExternalCommand(
      swift, ["build", "--build-tests"] + package.scratchArguments, in: package.folder,
      timeLimit: buildTimeLimit, user: user)
    if replaysBuilds, user == nil, members.count == 1,
      let replay = package.replayedBuild(of: members[0])
    {
      return try replay.build(timeLimit: buildTimeLimit, swiftPM: swiftPM.run)
    }
    return try swiftPM.run()
  }

  /// The members of a failed build whose code the compiler refused, each given its errors as
  /// its outcome; nil when the build failed for another reason (none refused, a crash, the
  /// time limit), every member then given why.
  private func refused(
    _ built: [ScratchPackage.Member], by build: ExternalCommand.Outcome,
    among members: [ScratchPackage.Member], into outcomes: inout [String: ExerciseOutcome]
  ) -> [ScratchPackage.Member]? {
    let diagnostics = CompilerDiagnostics(build.output) { shownPath($0, members: members) }
    let broken = built.filter { !errors(of: $0, in: diagnostics).isEmpty }
    if broken.isEmpty || build.timedOut || build.endedBySignal {
      let why = Self.whyTheBuildStopped(build) ?? localized("The build failed:")
      for member in built {
        outcomes[member.exercise.id] = .error(
          member.exercise, why + "\n" + Self.tail(of: build.output, lines: 40))
      }
      return nil
    }
    for member in broken {
      // A learner's test is built once per app of its trial: each error once.
      var seen: Set<String> = []
      let text = errors(of: member, in: diagnostics).map(\.text)
        .filter { seen.insert($0).inserted }.joined(separator: "\n\n")
      outcomes[member.exercise.id] = .error(
        member.exercise, localized("The code does not compile:") + "\n\n" + text)
    }
    return broken
  }

  /// The errors a build reported in an exercise's module or tests: in the learner's
  /// files, and in the stage's other files when the learner's changes broke them (a method
  /// the storyboard calls was renamed, say).
  package func errors(of member: ScratchPackage.Member, in diagnostics: CompilerDiagnostics)
    -> [CompilerDiagnostics.Diagnostic]
  {
    let exercise = member.exercise
    let module = package.folder.appendingPathComponent("Sources/\(exercise.module)").path + "/"
    let files = exercise.files.map(member.shownPath(of:))
    if exercise.writeTheTest != nil {
      return diagnostics.errors(inPathsStartingWith: files)
    }
    return diagnostics.errors(inPathsStartingWith: files + [exercise.testPath, module])
  }

  /// The path to show for a path the compiler printed: the learner's file (or the file a
  /// member's code came from) rather than the scratch package's copy of it, and relative to
  /// the package when inside it.
  package func shownPath(_ path: String, members: [ScratchPackage.Member]) -> String {
    let scratch = package.folder.standardizedFileURL.path + "/"
    guard path.hasPrefix(scratch) else {
      return package.workspace.relativePath(URL(fileURLWithPath: path))
    }
    let parts = path.dropFirst(scratch.count).split(separator: "/").map(String.init)
    if parts.count >= 3, parts[0] == "Tests",
      let exercise = members.first(where: {
        parts[1].hasPrefix($0.exercise.module + MutantTrial.runMark)
      })?
      .exercise, let file = exercise.files.first
    {
      // A "write the test" exercise's test, built against one app of its trial.
      return exercise.starterPath(file)
    }
    if parts.count >= 3, parts[0] == "Sources",
      let member = members.first(where: { $0.exercise.module == parts[1] })
    {
      if parts[2] == "Stage" {
        return (["Sources", member.exercise.stage] + parts.dropFirst(3)).joined(separator: "/")
      }
      return member.shownPath(of: parts.dropFirst(2).joined(separator: "/"))
    }
    return parts.joined(separator: "/")
  }

  // MARK: - Judging learners' tests

  /// Runs each "write the test" member's test on the course's app and each planted bug,
  /// and gives its verdict.
  private func judge(
    _ members: [ScratchPackage.Member], into outcomes: inout [String: ExerciseOutcome],
    report: (String) -> Void
  ) {
    for member in members {
      report(localized("Running your test on the course's app and on each planted bug…"))
      do {
        outcomes[member.exercise.id] = ExerciseOutcome.judged(
          member.exercise, try results(of: member))
      } catch {
        outcomes[member.exercise.id] = .error(
          member.exercise, "The course's app cannot be read: \(error)")
      }
    }
  }

  /// How a built "write the test" member's test did on each app of its trial.
  package func results(of member: ScratchPackage.Member) throws -> MutantTrialResults {
    guard let trial = try package.trial(for: member) else { return MutantTrialResults() }
    return MutantTrial.withAppsHidden(in: package.folder, user: user) {
      trial.run(keepingContainersIn: MutantTrial.containers(in: package.folder), user: user) {
        module, container in
        MutantTrial.runTests(
          ofModule: module, inPackage: package.folder, packageName: ScratchPackage.name,
          swift: swift, buildFolder: package.buildFolder, container: container,
          timeLimit: testTimeLimit, user: user)
      }
    }
  }

  /// Builds "write the test" members (each with its test as the starter given: several
  /// suites may share the file, and be judged apart with ``MutantTrialResults/only(suite:)``)
  /// in one build, and runs each on every app of its trial; by exercise id.
  package func judge(_ members: [ScratchPackage.Member]) throws -> [String: MutantTrialResults] {
    try package.write(members, support: support)
    try user?.handOver(package.folder)
    let build = try ExternalCommand(
      swift, ["build", "--build-tests"] + package.scratchArguments, in: package.folder,
      timeLimit: buildTimeLimit, user: user
    ).run()
    guard build.status == 0 else {
      throw Mutant.Defect(description: Self.tail(of: build.output, lines: 40))
    }
    var results: [String: MutantTrialResults] = [:]
    for member in members { results[member.exercise.id] = try self.results(of: member) }
    return results
  }
}
