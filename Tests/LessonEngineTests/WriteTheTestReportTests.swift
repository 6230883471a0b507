// A "write the test" exercise in the results report: why it failed, and the planted bugs the
// learner's test let through as a list of their own, not as tests of the learner's.

import AppTestSupport
import Foundation
import Testing

@testable import LessonEngine

@MainActor
@Suite struct WriteTheTestReportTests {
  /// The exercise's object in the report of one outcome of the fixture's exercise.
  static func reported(_ results: MutantTrialResults) throws -> [String: Any] {
    let fixture = try WriteTheTestTests.Fixture()
    let outcome = ExerciseOutcome.judged(fixture.exercise, results)
    let report = LessonReport(
      outcomes: [outcome], progress: LessonProgress.fresh, learner: "ada", date: Date()
    ) { _ in WriteTheTestTests.Fixture.starter }
    let json = try JSONSerialization.jsonObject(with: try report.json()) as? [String: Any]
    let exercises = try #require(json?["exercises"] as? [String: [String: Any]])
    return try #require(exercises[fixture.exercise.id])
  }

  /// The fixture's two planted bugs.
  static func bugs() throws -> [Mutant] {
    try ["never-added", "added-twice"].map {
      try Mutant(name: $0, text: WriteTheTestTests.Fixture.bugs[$0] ?? "")
    }
  }

  @Test func aTestThatLetsABugThroughSaysWhyAndListsItApartFromTheTests() throws {
    let bugs = try Self.bugs()
    let results = WriteTheTestTests.results(
      reference: [.pass], mutants: [(bugs[0], [.fail]), (bugs[1], [.pass])])

    let reported = try Self.reported(results)

    #expect(reported["status"] as? String == "fail")
    let message = try #require(reported["message"] as? String)
    #expect(message.contains("it catches 1 of the 2 planted bugs"))
    #expect(
      reported["survivors"] as? [[String: String]] == [
        [
          "name": "added-twice",
          "message": "your test still passes when \"+\" adds two rows: it checks that a row "
            + "came, not that exactly one did.",
        ]
      ])
    let tests = try #require(reported["tests"] as? [[String: Any]])
    let names = tests.compactMap { $0["name"] as? String }
    #expect(names == ["CountTests.swift"], "the learner's file, not the planted bugs")
    #expect((tests.first?["test_code"] as? String)?.contains("plusAddsOneRow") == true)
  }

  @Test func aTestThatCatchesEveryBugHasNoSurvivorsAndNoMessage() throws {
    let bugs = try Self.bugs()
    let results = WriteTheTestTests.results(
      reference: [.pass], mutants: [(bugs[0], [.fail]), (bugs[1], [.fail])])

    let reported = try Self.reported(results)

    #expect(reported["status"] as? String == "pass")
    #expect(reported["message"] is NSNull)
    #expect((reported["survivors"] as? [Any])?.isEmpty == true)
    let tests = try #require(reported["tests"] as? [[String: Any]])
    #expect(tests.compactMap { $0["name"] as? String } == ["CountTests.swift"])
  }
}
