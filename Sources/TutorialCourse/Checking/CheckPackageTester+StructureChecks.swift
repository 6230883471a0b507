// A step's structure checks: run in the course's runner, which signs their results, and read
// back.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics
import ViewHarness

extension CheckPackageTester {
  /// A structure check the test process stopped in (a crash in the app's code, or the time
  /// limit) gets what the crash said, as a script's crash does.
  func explainStop(of tests: inout [TestOutcome], in run: ExternalCommand.Outcome?) {
    guard let run, run.endedBySignal || run.timedOut else { return }
    let why =
      run.timedOut
      ? localized(
        "The structure checks did not finish within \(Int(testTimeLimit)) seconds and were stopped. Does a loop in your code never end?"
      )
      : localized("Your app's code crashed during this check:") + "\n"
        + StepFailureText(workspace: workspace).crash(
          in: run.output, shownPath: package.shownPath)
    for index in tests.indices
    where tests[index].issues.first?.message == TestEventStream.stoppedDuringTest {
      tests[index].issues = [TestOutcome.Issue(message: why, line: nil)]
    }
  }

  /// What a run of the structure checks gave: Swift Testing's records, how the test program
  /// ended, and why the records do not count when a line of them is not the runner's.
  typealias StructureRun = (
    results: TestEventStream?, run: ExternalCommand.Outcome?, forged: String?
  )

  /// Runs the structure checks of these steps and reads the results. They run in the course's
  /// runner (`CourseTestRun`), from the one XCTest case the package's test program is asked
  /// for, which signs each record Swift Testing reports under this run's secret: the app's
  /// code runs in that program too, and what it writes in the records' place does not count.
  func runStructureChecks(of steps: [TutorialStep]) -> StructureRun {
    let records = package.folder.appendingPathComponent("results/records.jsonl")
    try? FileManager.default.removeItem(at: records)
    try? FileManager.default.createDirectory(
      at: records.deletingLastPathComponent(), withIntermediateDirectories: true)
    // The tests write their records there, with the learner's rights in a grade.
    try? user?.handOver(records.deletingLastPathComponent())
    let secret = makeSecret()
    // The course's suites only: a suite of the learner's own named as one of them does not
    // run beside them.
    let filters = steps.map { "^\(CheckPackage.checksModule)\\.\($0.suiteName)/" }
    let command = Self.checkRunCommand(package: package, swift: swift)
    let run = try? ExternalCommand(
      command.program, command.arguments, in: package.folder,
      extraEnvironment: [
        "SWIFT_BACKTRACE": ScratchPackageTester.backtraceExplained,
        TestHosts.moduleVariable: CheckPackage.checksModule,
        AppChannel.secretVariable: secret,
        CourseTestRun.resultsVariable: records.path,
        CourseTestRun.filtersVariable: filters.joined(separator: "\n"),
      ],
      timeLimit: testTimeLimit, user: user
    ).run()
    switch TestResultsFile.runnerRecords(at: records, secret: secret) {
    case .missing: return (nil, run, nil)
    case .stream(let stream): return (stream, run, nil)
    case .foreign(let line):
      return (
        nil, run,
        localized(
          "The results of the structure checks were written by other code than the test runner (line \(line) of them is not the runner's): your app's code wrote them while the checks ran, so they do not count."
        )
      )
    }
  }

  /// How the built package's test program runs the one XCTest case that runs the checks:
  /// on Linux, the test program itself, told to run XCTest's case alone; elsewhere `swift
  /// test --skip-build`, without Swift Testing's own run.
  static func checkRunCommand(package: CheckPackage, swift: String)
    -> (program: String, arguments: [String])
  {
    let name = "\(CheckPackage.checksModule).\(CheckPackage.runnerCase)"
    #if os(Linux)
      let bundle = package.buildFolder.appendingPathComponent(
        "debug/\(CheckPackage.name)PackageTests.xctest")
      if FileManager.default.isExecutableFile(atPath: bundle.path) {
        return (bundle.path, ["--testing-library", "xctest", name])
      }
    #endif
    return (
      swift,
      ["test", "--skip-build"] + package.scratchArguments + [
        "--disable-swift-testing", "--filter", name,
      ]
    )
  }
}
