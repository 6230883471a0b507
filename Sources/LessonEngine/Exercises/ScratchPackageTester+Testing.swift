// Running the built scratch package's tests, and reading what a crash left behind.

import CommandLineKit
import Foundation
import StepwiseBasics
import ViewHarness

extension ScratchPackageTester {
  /// Runs the tests of the members, again for those a crash kept from running, and each
  /// alone when code of theirs wrote the results (whose did is found so). Only their
  /// suites of the exercises' test module run: the bundle also holds the trials' tests, and
  /// the learner's modules, whose suites must neither run nor be taken for the course's.
  package func test(
    _ members: [ScratchPackage.Member], into outcomes: inout [String: ExerciseOutcome],
    report: (String) -> Void
  ) {
    var untested = members
    while !untested.isEmpty {
      report(localized("Testing…"))
      let (stream, run, forged) = runTests(of: untested)
      if let forged {
        // Whose code wrote them is found by running each exercise alone: the others' count.
        guard untested.count == 1 else {
          for member in untested { test([member], into: &outcomes, report: report) }
          return
        }
        outcomes[untested[0].exercise.id] = .error(untested[0].exercise, forged)
        return
      }
      guard let stream else {
        let output = Self.tail(of: run?.output ?? "", lines: 30)
        for member in untested {
          outcomes[member.exercise.id] = .error(
            member.exercise, localized("The tests could not be run:") + "\n" + output)
        }
        return
      }
      var notReached: [ScratchPackage.Member] = []
      for member in untested {
        let suite = member.exercise.suiteName
        let tests = stream.outcomes(ofSuite: suite, inModule: ScratchPackage.testModule)
        if stream.runEnded || stream.finished(suite: suite, inModule: ScratchPackage.testModule) {
          var outcome = ExerciseOutcome(
            exercise: member.exercise, status: ExerciseOutcome.status(of: tests), tests: tests)
          if tests.isEmpty { outcome.message = localized("The exercise has no tests.") }
          outcomes[member.exercise.id] = outcome
        } else if stream.started(suite: suite, inModule: ScratchPackage.testModule) {
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

  /// Runs the exercises' tests in the built package's runner program, which writes their
  /// records, signed, under `results/`, with the transcripts they attach, and reads them.
  /// No stream, and why, when a line of the records is not the runner's: the learner's code,
  /// which runs in the same process, wrote them.
  private func runTests(of members: [ScratchPackage.Member])
    -> (TestEventStream?, ExternalCommand.Outcome?, forged: String?)
  {
    let results = package.folder.appendingPathComponent("results", isDirectory: true)
    let attachments = results.appendingPathComponent("attachments", isDirectory: true)
    let records = results.appendingPathComponent("records.jsonl")
    try? FileManager.default.removeItem(at: results)
    try? FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
    try? user?.handOver(results)
    let secret = UUID().uuidString
    var arguments = ["--results", records.path, "--attachments", attachments.path]
    arguments += Self.filter(of: members.map(\.exercise))
    let runner = package.buildFolder.appendingPathComponent(
      "debug/\(ScratchPackage.runnerModule)")
    let environment = [
      "STEPWISE_TRANSCRIPTS": "1",
      "SWIFT_BACKTRACE": Self.backtraceExplained,
      AppChannel.secretVariable: secret,
    ]
    let run = try? ExternalCommand(
      runner.path, arguments, in: package.folder, extraEnvironment: environment,
      timeLimit: testTimeLimit, user: user
    ).run()
    switch TestResultsFile.runnerRecords(at: records, secret: secret) {
    case .missing: return (nil, run, nil)
    case .foreign(let line): return (nil, run, Self.forgedResults(line: line))
    case .stream(let stream): return (stream, run, nil)
    }
  }

  /// Why a run's results do not count: a line of them is not the runner's.
  static func forgedResults(line: Int) -> String {
    localized(
      "The results of the course's tests were written by other code than the test runner (line \(line) of them is not the runner's): the code in the exercise's files wrote them while the tests ran. The exercise is not counted."
    )
  }

  /// The runner's `--filter` arguments that run these exercises' suites of the
  /// exercises' test module, and nothing else.
  static func filter(of exercises: [Exercise]) -> [String] {
    exercises.flatMap {
      ["--filter", "^\(ScratchPackage.testModule)\\.\($0.suiteName)/"]
    }
  }

  /// How to run a built package's Swift Testing tests with these arguments: on Linux, its
  /// test bundle itself, which is a program (`swift test --skip-build` spends most of a
  /// second starting SwiftPM before it runs the same bundle, and runs XCTest's empty pass
  /// first); elsewhere, or when the bundle is not there, `swift test --skip-build`. A
  /// package built with `--scratch-path` names that folder as `buildFolder`.
  package static func testCommand(
    in folder: URL, packageName: String, swift: String, arguments: [String],
    buildFolder: URL? = nil
  ) -> (program: String, arguments: [String]) {
    let build = buildFolder ?? folder.appendingPathComponent(".build")
    #if os(Linux)
      let bundle = build.appendingPathComponent("debug/\(packageName)PackageTests.xctest")
      if FileManager.default.isExecutableFile(atPath: bundle.path) {
        return (bundle.path, ["--testing-library", "swift-testing"] + arguments)
      }
    #endif
    let scratch = buildFolder.map { ["--scratch-path", $0.path] } ?? []
    return (swift, ["test", "--skip-build"] + scratch + arguments)
  }

  /// The outcome of an exercise whose test process stopped during its tests: the test that
  /// was running gets the crash's message.
  private func crashOutcome(
    _ member: ScratchPackage.Member, _ tests: [TestOutcome], _ run: ExternalCommand.Outcome?
  ) -> ExerciseOutcome {
    let message = Self.whyTheTestsStopped(run, timeLimit: testTimeLimit) { output in
      Self.crashSummary(in: output) { shownPath($0, members: [member]) }
    }
    var tests = tests
    for index in tests.indices where tests[index].status == .error {
      if tests[index].issues.first?.message == TestEventStream.stoppedDuringTest {
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

  /// Why a test run stopped before its tests were done, for the test that was running: the
  /// time limit (a loop that never ends), the app's code ending the process itself
  /// (`exit()`), or a crash, followed by what the crash left behind.
  package static func whyTheTestsStopped(
    _ run: ExternalCommand.Outcome?, timeLimit: TimeInterval, crashSummary: (String) -> String
  ) -> String {
    guard let run else { return localized("The test process could not be started.") }
    if run.timedOut {
      return localized(
        "The tests did not finish within \(Int(timeLimit)) seconds and were stopped. Does a loop in your code never end?"
      )
    }
    if !run.endedBySignal {
      return localized(
        "The test process ended in the middle of this test, with exit status \(run.status). Does your code call exit()? An app never ends its own process: the system does."
      )
    }
    return localized("The test process stopped: the app crashed.") + "\n" + crashSummary(run.output)
  }

  /// `SWIFT_BACKTRACE` for a run whose crash is explained (``crashSummary(in:shownPath:isLearnersCode:)``):
  /// only the crashed thread, with file names and lines, and nothing waiting for a terminal.
  package static let backtraceExplained =
    "enable=yes,threads=crashed,color=no,interactive=no,sanitize=no"

  /// What a crashed run says about the crash: Swift's fatal error, then the places in the
  /// exercise's files, the stage and the tests that the crashed thread went through,
  /// innermost first (the kit's own frames are left out).
  package static func crashSummary(
    in output: String, shownPath: (String) -> String,
    isLearnersCode: (String) -> Bool = isExerciseCode
  ) -> String {
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
      guard isLearnersCode(path) else { continue }
      summary.append("  " + localized("in \(frame.function), \(path):\(frame.line)"))
    }
    return summary.isEmpty ? tail(of: output, lines: 15) : summary.joined(separator: "\n")
  }

  /// Whether a frame's file is the exercises' code rather than the kit's: a starter, a test,
  /// or a stage's source.
  package static func isExerciseCode(_ path: String) -> Bool {
    path.hasPrefix("Chapters/Exercises/") || path.hasPrefix("Tests/ExerciseTests/")
      || (path.hasPrefix("Sources/") && !path.hasPrefix("Sources/HeadlessUIKit")
        && !path.hasPrefix("Sources/ViewHarness/"))
  }

  /// Why a build ended before it could finish, or nil when it finished by itself: the time
  /// limit, or a signal from outside (the build interrupted, or the system out of memory),
  /// when the build's own output may say nothing at all.
  package static func whyTheBuildStopped(_ build: ExternalCommand.Outcome) -> String? {
    if build.timedOut { return localized("The build took too long and was stopped.") }
    guard build.endedBySignal else { return nil }
    let signal = String(build.status)
    return localized(
      "The build was stopped by signal \(signal) before it finished: it was interrupted, or the machine ran out of memory. Nothing is wrong with your code that this shows; check again."
    )
  }

  /// The last lines of a text.
  package static func tail(of text: String, lines count: Int) -> String {
    text.components(separatedBy: "\n").suffix(count).joined(separator: "\n")
  }
}
