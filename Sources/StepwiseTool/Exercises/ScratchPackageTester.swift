// Builds the scratch package and runs its tests, one outcome per exercise.

import Foundation

/// Builds exercises in the ``ScratchPackage`` with `swift build` and runs their tests with
/// `swift test`, reading the results from Swift Testing's JSON event stream.
///
/// An exercise that does not compile is taken out and the others are built again, so one
/// learner's broken file never hides the results of the rest; when an app crashes the test
/// process, that exercise is reported and the exercises the run never reached are run
/// again.
struct ScratchPackageTester: ExerciseTester {
  /// The package the exercises are built in.
  let package: ScratchPackage
  /// The shared test helpers, already checked.
  let support: [(name: String, contents: Data)]
  /// The longest a build may take (the first one also builds the kit).
  var buildTimeLimit: TimeInterval = 1800
  /// The longest the tests may take.
  var testTimeLimit: TimeInterval = 300

  func run(_ members: [ScratchPackage.Member], report: (String) -> Void) -> [ExerciseOutcome] {
    var outcomes: [String: ExerciseOutcome] = [:]
    let (built, buildSeconds) = build(members, into: &outcomes, report: report)
    let start = Date()
    test(built, into: &outcomes, report: report)
    let testSeconds = Date().timeIntervalSince(start)
    return members.map { member in
      var outcome =
        outcomes[member.exercise.id] ?? .error(member.exercise, "The exercise was not run.")
      outcome.buildSeconds = buildSeconds
      outcome.testSeconds = testSeconds
      return outcome
    }
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
      let firstBuild = !FileManager.default.fileExists(
        atPath: package.folder.appendingPathComponent(".build").path)
      report(
        firstBuild
          ? "Building (the first build also compiles the kit: a minute or two)…" : "Building…")
      let build: ExternalCommand.Outcome
      do {
        try package.write(remaining, support: support)
        build = try ExternalCommand(
          "swift", ["build", "--build-tests"], in: package.folder, timeLimit: buildTimeLimit
        ).run()
      } catch {
        for member in remaining {
          outcomes[member.exercise.id] = .error(member.exercise, "Cannot build: \(error)")
        }
        return ([], seconds)
      }
      seconds += build.duration
      if build.status == 0 { return (remaining, seconds) }

      let diagnostics = CompilerDiagnostics(build.output) { shownPath($0, members: members) }
      let broken = remaining.filter { !errors(of: $0.exercise, in: diagnostics).isEmpty }
      if broken.isEmpty || build.timedOut {
        let why = build.timedOut ? "The build took too long and was stopped." : "The build failed:"
        for member in remaining {
          outcomes[member.exercise.id] = .error(
            member.exercise, why + "\n" + Self.tail(of: build.output, lines: 40))
        }
        return ([], seconds)
      }
      for member in broken {
        let text = errors(of: member.exercise, in: diagnostics).map(\.text)
          .joined(separator: "\n\n")
        outcomes[member.exercise.id] = .error(
          member.exercise, "The code does not compile:\n\n" + text)
      }
      remaining.removeAll { member in broken.contains { $0.exercise.id == member.exercise.id } }
    }
    return ([], seconds)
  }

  /// The errors a build reported in an exercise's own files or tests.
  private func errors(of exercise: Exercise, in diagnostics: CompilerDiagnostics)
    -> [CompilerDiagnostics.Diagnostic]
  {
    diagnostics.errors(
      inPathsStartingWith: exercise.files.map(exercise.starterPath) + [exercise.testPath])
  }

  /// The path to show for a path the compiler printed: the learner's file rather than the
  /// scratch package's link to it, and relative to the package when inside it.
  func shownPath(_ path: String, members: [ScratchPackage.Member]) -> String {
    let scratch = package.folder.standardizedFileURL.path + "/"
    guard path.hasPrefix(scratch) else {
      return package.workspace.relativePath(URL(fileURLWithPath: path))
    }
    let parts = path.dropFirst(scratch.count).split(separator: "/").map(String.init)
    if parts.count >= 3, parts[0] == "Sources",
      let exercise = members.first(where: { $0.exercise.module == parts[1] })?.exercise
    {
      if parts[2] == "Stage" {
        return (["Sources", exercise.stage] + parts.dropFirst(3)).joined(separator: "/")
      }
      return exercise.starterPath(parts.dropFirst(2).joined(separator: "/"))
    }
    return parts.joined(separator: "/")
  }

  // MARK: - Testing

  /// Runs the tests of the members, again for those a crash kept from running.
  private func test(
    _ members: [ScratchPackage.Member], into outcomes: inout [String: ExerciseOutcome],
    report: (String) -> Void
  ) {
    var untested = members
    var everything = true
    while !untested.isEmpty {
      report("Testing…")
      let (stream, run) = runTests(of: untested, filtered: !everything)
      everything = false
      guard let stream else {
        let output = Self.tail(of: run?.output ?? "", lines: 30)
        for member in untested {
          outcomes[member.exercise.id] = .error(
            member.exercise, "The tests could not be run:\n" + output)
        }
        return
      }
      var notReached: [ScratchPackage.Member] = []
      for member in untested {
        let suite = member.exercise.suiteName
        let tests = stream.outcomes(ofSuite: suite)
        if stream.runEnded || stream.finished(suite: suite) {
          var outcome = ExerciseOutcome(
            exercise: member.exercise, status: ExerciseOutcome.status(of: tests), tests: tests)
          if tests.isEmpty { outcome.message = "The exercise has no tests." }
          outcomes[member.exercise.id] = outcome
        } else if stream.started(suite: suite) {
          outcomes[member.exercise.id] = crashOutcome(member, tests, run)
        } else {
          notReached.append(member)
        }
      }
      if notReached.count == untested.count {
        // The run stopped before any of them: running again would stop the same way.
        for member in notReached {
          outcomes[member.exercise.id] = crashOutcome(member, [], run)
        }
        return
      }
      untested = notReached
    }
  }

  /// Runs `swift test` on the built package, writing the event stream and the attached
  /// transcripts under `results/`.
  private func runTests(of members: [ScratchPackage.Member], filtered: Bool)
    -> (TestEventStream?, ExternalCommand.Outcome?)
  {
    let results = package.folder.appendingPathComponent("results", isDirectory: true)
    let attachments = results.appendingPathComponent("attachments", isDirectory: true)
    let events = results.appendingPathComponent("events.jsonl")
    try? FileManager.default.removeItem(at: results)
    try? FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
    // One test at a time (they share the main actor anyway), so that a crash is in the one
    // test that had started.
    var arguments = [
      "test", "--skip-build", "--no-parallel", "--event-stream-version", "0",
      "--event-stream-output-path", events.path, "--attachments-path", attachments.path,
    ]
    if filtered {
      for member in members { arguments += ["--filter", member.exercise.suiteName + "/"] }
    }
    let environment = [
      "STEPWISE_TRANSCRIPTS": "1",
      // A crash prints only the crashed thread, with file names and lines.
      "SWIFT_BACKTRACE": "enable=yes,threads=crashed,color=no,interactive=no,sanitize=no",
    ]
    let run = try? ExternalCommand(
      "swift", arguments, in: package.folder, extraEnvironment: environment,
      timeLimit: testTimeLimit
    ).run()
    let text = try? String(contentsOf: events, encoding: .utf8)
    return (text.map(TestEventStream.init), run)
  }

  /// The outcome of an exercise whose test process stopped during its tests: the test that
  /// was running gets the crash's message.
  private func crashOutcome(
    _ member: ScratchPackage.Member, _ tests: [TestOutcome], _ run: ExternalCommand.Outcome?
  ) -> ExerciseOutcome {
    let why =
      run?.timedOut == true
      ? "The tests did not finish within \(Int(testTimeLimit)) seconds (an endless loop?)."
      : "The test process stopped: the app crashed."
    let message =
      why + "\n"
      + Self.crashSummary(in: run?.output ?? "") { shownPath($0, members: [member]) }
    var tests = tests
    for index in tests.indices where tests[index].status == .error {
      if tests[index].issues.first?.message.hasPrefix("The test process stopped") == true {
        tests[index].issues = [TestOutcome.Issue(message: message, line: nil)]
      }
    }
    var outcome = ExerciseOutcome(
      exercise: member.exercise, status: ExerciseOutcome.status(of: tests), tests: tests)
    if tests.isEmpty {
      outcome.status = .error
      outcome.message = message
    }
    return outcome
  }

  /// What a crashed run says about the crash: Swift's fatal error, then the places in the
  /// exercise's files, the stage and the tests that the crashed thread went through,
  /// innermost first (the kit's own frames are left out).
  static func crashSummary(in output: String, shownPath: (String) -> String) -> String {
    let lines = output.components(separatedBy: "\n")
    var summary: [String] = []
    if let fatal = lines.first(where: { $0.contains("Fatal error") }),
      let range = fatal.range(of: "Fatal error")
    {
      summary.append(String(fatal[range.lowerBound...]))
    }
    for line in lines {
      guard let frame = CrashFrame(line) else { continue }
      let path = shownPath(frame.path)
      guard
        path.hasPrefix("Exercises/") || path.hasPrefix("Tests/ExerciseTests/")
          || (path.hasPrefix("Sources/") && !path.hasPrefix("Sources/HeadlessUIKit/")
            && !path.hasPrefix("Sources/ViewHarness/"))
      else { continue }
      summary.append("  in \(frame.function), \(path):\(frame.line)")
    }
    return summary.isEmpty ? tail(of: output, lines: 15) : summary.joined(separator: "\n")
  }

  /// The last lines of a text.
  static func tail(of text: String, lines count: Int) -> String {
    text.components(separatedBy: "\n").suffix(count).joined(separator: "\n")
  }
}
