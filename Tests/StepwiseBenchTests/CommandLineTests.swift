// The benchmark tool's command line: names, options and mistakes.

import Testing

@testable import StepwiseBenchKit

@MainActor
@Suite struct CommandLineTests {
  /// Runs the tool and keeps what it printed.
  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    var output = ""
    var errors = ""
    let status = StepwiseBench.main(
      arguments: arguments, output: { output += $0 }, errorOutput: { errors += $0 })
    return (status, output, errors)
  }

  @Test func helpPrintsTheUsageAndSucceeds() {
    let result = run(["--help"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("usage: stepwise-bench [scale] [harness]"))
    #expect(result.errors.isEmpty)
  }

  @Test func anUnknownNameIsAUsageError() {
    let result = run(["speed"])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("stepwise-bench: unknown argument \"speed\""))
  }

  @Test func roundsNeedsAPositiveNumber() {
    let zero = run(["--rounds", "0"])
    #expect(zero.status == 2)
    #expect(zero.errors.hasPrefix("stepwise-bench: --rounds needs a positive number, not \"0\""))
    let missing = run(["--rounds"])
    #expect(missing.status == 2)
    #expect(missing.errors.hasPrefix("stepwise-bench: --rounds needs a value: --rounds N"))
  }

  /// The tool's own parser reads the bench's command line: an unknown option and an option
  /// given twice are refused with its words, and `--rounds=N` is read as `--rounds N`.
  @Test func theToolsParserReadsTheOptions() {
    #expect(run(["--fast"]).errors.hasPrefix("stepwise-bench: unknown option --fast"))
    #expect(run(["--quick", "--quick"]).errors.hasPrefix("stepwise-bench: --quick is given twice"))
    #expect(run(["--rounds=x"]).errors.hasPrefix("stepwise-bench: --rounds needs a positive"))
  }

  @Test func aQuickRunOfOneBenchmarkPrintsItsRowsOnly() {
    let result = run(["preferences", "--quick"])
    #expect(result.status == 0)
    let rows = result.output.split(separator: "\n").filter { $0.hasPrefix("| ") }
    #expect(rows.count == 3)
    #expect(rows.dropFirst().allSatisfy { $0.hasPrefix("| Preferences") })
    #expect(rows.last?.contains("`swift run -c release stepwise-bench preferences`") == true)
  }

  @Test func theMedianOfAnEvenNumberOfRunsIsTheMeanOfTheMiddleTwo() {
    var samples = Samples(label: "side", operationsPerSample: 4)
    samples.seconds = [4, 1, 3, 2]
    #expect(samples.median == 2.5)
    #expect(samples.medianPerOperation == 0.625)
  }

  @Test func theFeedbackRowGivesTheMedianAndTheRangeOfTheRuns() {
    var feedback = FeedbackResult(editedFile: "Sources/Checklists06/Model/ChecklistItem.swift")
    feedback.buildSeconds = [1.6, 1.5, 2.4]
    feedback.testSeconds = [4.2, 4.4, 4.3]
    feedback.executionSeconds = [2.5, 2.7, 2.6]
    feedback.testCount = 629
    let report = BenchmarkReport(settingsName: "full", feedback: feedback, cores: 2)
    let row = report.rendered().split(separator: "\n").last.map(String.init) ?? ""
    #expect(row.contains("`swift build --build-tests`: 1.60 s (1.50 s–2.40 s)"))
    #expect(row.contains("the tests ran 2.60 s (2.50 s–2.70 s)"))
    #expect(row.contains("tests run < 3.00 s ✓"))
    #expect(row.contains("629 tests; 3 runs"))
  }

  @Test func theFirstCheckRowAddsUpCloneStartAndTheFirstCheck() {
    var learner = LearnerLoopResult()
    var first = LearnerLoopResult.FirstCheck()
    first.cloneSeconds = 1.5
    first.startSeconds = 120
    first.checkSeconds = 44.25
    learner.firstCheck = first
    let report = BenchmarkReport(settingsName: "full", learner: learner, cores: 2)
    let row =
      report.rendered().split(separator: "\n").first { $0.contains("git clone") }.map(String.init)
      ?? ""

    #expect(row.contains("| 165.75 s | — | ≤ 60.00 s ✗ missed |"))
    #expect(row.contains("clone 1.50 s; `swift run stepwise tutorial start` (builds the tool)"))
    #expect(row.contains("the first `stepwise tutorial` (builds the kit for the checks) 44.25 s"))
  }

  @Test func eachCourseHasARowForACommentSavedAndOneForADeclarationSaved() {
    var learner = LearnerLoopResult()
    learner.tutorial.seconds = [0.5, 0.55, 0.58]
    learner.tutorial.declarationSeconds = [0.9, 1.0, 1.1]
    learner.tutorial.reported = ["Result 0.5 s after the save (build 0.4 s, checks 0.05 s)."]
    learner.tutorial.declarationReported = ["Result 1 s after the save (build 0.9 s)."]
    let rows = BenchmarkReport(settingsName: "full", learner: learner, cores: 2).rendered()
      .split(separator: "\n").map(String.init)
    func row(_ saved: String) -> String {
      rows.first { $0.contains("the tutorial's first step, \(saved) saved") } ?? ""
    }

    #expect(row("a comment").contains("| ≤ 600.00 ms ✓ |"), "\(rows)")
    #expect(row("a comment").contains("3 saves; the tool said"))
    #expect(row("a declaration").contains("| ≤ 600.00 ms ✗ missed |"), "\(rows)")
    #expect(row("a comment").contains("“Result 0.5 s after the save"))
    #expect(!row("a comment").contains("“Result 1 s after the save"))
    #expect(row("a declaration").contains("“Result 1 s after the save (build 0.9 s).”"))
  }

  @Test func aCourseTimedThroughSwiftPMTooIsTheBaselineOfItsRow() {
    var learner = LearnerLoopResult()
    learner.exercises.seconds = [0.8, 0.7, 0.9]
    learner.exercisesThroughSwiftPM.seconds = [1.6, 1.4, 1.5]
    let rows = BenchmarkReport(settingsName: "full", learner: learner, cores: 2).rendered()
      .split(separator: "\n").map(String.init)
    let row = rows.first { $0.contains("the first exercise, a comment saved") } ?? ""

    #expect(row.contains("| through SwiftPM: 1.50 s (1.40 s–1.60 s) |"), "\(row)")
    #expect(row.contains("| replayed: 800.00 ms (700.00 ms–900.00 ms) | 0.53 |"), "\(row)")
  }

  @Test func theTutorialLinkedWholeIsTheBaselineOfTheLibrarysRow() {
    var learner = LearnerLoopResult()
    learner.tutorial.declarationSeconds = [0.6, 0.5, 0.7]
    learner.tutorialLinkingWhole.declarationSeconds = [0.8, 0.75, 0.7]
    let rows = BenchmarkReport(settingsName: "full", learner: learner, cores: 2).rendered()
      .split(separator: "\n").map(String.init)
    let row = rows.first { $0.contains("with the kit from its library") } ?? ""

    #expect(row.contains("| replayed, linked whole: 750.00 ms (700.00 ms–800.00 ms) |"), "\(row)")
    #expect(row.contains("| replayed: 600.00 ms (500.00 ms–700.00 ms) | 0.80 |"), "\(row)")
    let without = BenchmarkReport(settingsName: "full", learner: LearnerLoopResult(), cores: 2)
    #expect(!without.rendered().contains("with the kit from its library"))
  }

  @Test func swiftTestingsSummaryLineGivesTheTestCountAndTime() throws {
    let output = """
      ✔ Test theQuickRunProducesEveryRowOfTheTable() passed after 0.101 seconds.
      ✔ Test run with 212 tests in 41 suites passed after 2.345 seconds.
      """
    let summary = try #require(TestSummary(output: output))
    #expect(summary.tests == 212)
    #expect(summary.seconds == 2.345)
  }
}
