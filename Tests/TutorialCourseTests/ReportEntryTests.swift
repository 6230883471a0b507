// A step in the results report (Exercism's results.json, v3): a test-first step that failed
// says why, and gives the planted bugs its test let through as a list of their own.

import AppTestSupport
import Foundation
import LessonEngine
import Testing

@testable import TutorialCourse

@MainActor
@Suite struct ReportEntryTests {
  /// A fixture whose course has a test-first step with three planted bugs, `bug0`, `bug1`
  /// and `bug2`, written as ``TestFirstTests/results(reference:mutants:yours:)`` plants them.
  static func testFirstStep() throws -> (TutorialFixture, TutorialStep) {
    let fixture = try TutorialFixture()
    let step = TutorialStep(
      id: "demo-01/02t-test-add", title: "Write the test", hints: [], stage: "Demo01",
      scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "AddTests.swift", courseTestSHA256: "",
        mutants: ["bug0": "", "bug1": "", "bug2": ""], code: "addItem()"))
    for index in 0..<3 {
      try fixture.folder.write(
        "when: bug \(index) is planted\nbecause: it misses bug \(index)\n"
          + "<<<<<<< A.swift\nx\n=======\ny\n>>>>>>>\n",
        to: "course/\(step.mutantPath("bug\(index)"))")
    }
    return (fixture, step)
  }

  /// The step's object in the report that holds only this outcome.
  static func reported(_ outcome: StepOutcome, in fixture: TutorialFixture) throws
    -> [String: Any]
  {
    let report = LessonReport(
      lessonsKey: "steps", entries: [fixture.workspace.reportEntry(for: outcome)],
      progress: LessonProgress.fresh, learner: "ada", date: Date())
    let json = try JSONSerialization.jsonObject(with: try report.json()) as? [String: Any]
    let steps = try #require(json?["steps"] as? [String: [String: Any]])
    return try #require(steps[outcome.step.id])
  }

  /// The outcome the tester gives a test-first step with this verdict, judged on the
  /// course's app and its planted bugs only.
  static func outcome(of step: TutorialStep, _ results: TestFirstResults) -> StepOutcome {
    var results = results
    results.onYourApp = false
    let verdict = results.verdict(for: step)
    return StepOutcome(
      step: step, status: verdict.status, message: verdict.message,
      checks: [TestOutcome(name: "AddTests.swift", status: verdict.status)])
  }

  @Test func aTestFirstStepThatFailedSaysWhyAndListsTheBugsThatSurvivedApartFromItsTests()
    throws
  {
    let (fixture, step) = try Self.testFirstStep()
    let results = try TestFirstTests.results(
      reference: [.pass], mutants: [[.pass], [.fail], [.pass]], yours: nil)
    let outcome = Self.outcome(of: step, results)

    let reported = try Self.reported(outcome, in: fixture)

    #expect(reported["status"] as? String == "fail")
    let message = try #require(reported["message"] as? String)
    #expect(message == outcome.message)
    #expect(message.contains("it catches 1 of the 3 planted bugs"))
    let survivors = try #require(reported["survivors"] as? [[String: String]])
    #expect(
      survivors == [
        [
          "name": "bug0",
          "message": "your test still passes when bug 0 is planted: it misses bug 0.",
        ],
        [
          "name": "bug2",
          "message": "your test still passes when bug 2 is planted: it misses bug 2.",
        ],
      ])
    let tests = try #require(reported["tests"] as? [[String: Any]])
    #expect(tests.compactMap { $0["name"] as? String } == ["AddTests.swift"])
  }

  @Test func aTestFirstStepThatFailsForAnotherReasonSaysWhyWithNoSurvivors() throws {
    let (fixture, step) = try Self.testFirstStep()
    let results = try TestFirstTests.results(
      reference: [.fail], mutants: [[.fail], [.fail], [.fail]], yours: nil)

    let reported = try Self.reported(Self.outcome(of: step, results), in: fixture)

    let message = try #require(reported["message"] as? String)
    #expect(message.hasPrefix("Your test fails on the course's own app"))
    #expect((reported["survivors"] as? [Any])?.isEmpty == true)
  }

  @Test func aPassingTestFirstStepHasNoMessageAndNoSurvivors() throws {
    let (fixture, step) = try Self.testFirstStep()
    let results = try TestFirstTests.results(
      reference: [.pass], mutants: [[.fail], [.fail], [.fail]], yours: nil)

    let reported = try Self.reported(Self.outcome(of: step, results), in: fixture)

    #expect(reported["status"] as? String == "pass")
    #expect(reported["message"] is NSNull)
    #expect((reported["survivors"] as? [Any])?.isEmpty == true)
  }

  @Test func aScriptStepKeepsItsMessageInItsCheckAndHasNoSurvivors() throws {
    let fixture = try TutorialFixture()
    let step = try #require(fixture.catalog.steps.first)
    let check = TestOutcome(
      name: "check.stepwise", status: .fail,
      issues: [.init(message: "✗ check.stepwise:2: expect title", line: 2)])
    let outcome = StepOutcome(step: step, status: .fail, message: check.message, checks: [check])

    let reported = try Self.reported(outcome, in: fixture)

    #expect(reported["message"] is NSNull, "results.json v3 gives a message for an error only")
    #expect(reported["survivors"] == nil)
    let tests = try #require(reported["tests"] as? [[String: Any]])
    #expect(tests.first?["message"] as? String == "✗ check.stepwise:2: expect title")
  }
}
