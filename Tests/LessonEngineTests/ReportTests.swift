// `stepwise exercises --report FILE`: every exercise's results, in Exercism's results.json v3.

import Foundation
import Testing

@testable import LessonEngine

@MainActor
@Suite struct ReportTests {
  /// Writes the report for the fixture and reads it back as JSON.
  func report(of fixture: ExerciseFixture, tester: StandInTester) throws -> [String: Any] {
    let run = runExercises(
      ["--report", "out/results.json", "--learner", "Ada L."], in: fixture, tester: tester)
    #expect(run.exitCode == .success)
    let data = try Data(contentsOf: fixture.root.appendingPathComponent("out/results.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func everyExerciseIsRunAndReportedInTheResultsV3Shape() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    try fixture.solve(fixture.first)
    let json = try report(of: fixture, tester: tester)

    #expect(tester.runs == [["demo-01/first", "demo-01/second"]])
    #expect(json["learner"] as? String == "Ada L.")
    #expect((json["generated"] as? String)?.hasSuffix("Z") == true)
    let summary = try #require(json["summary"] as? [String: Int])
    #expect(summary == ["pass": 1, "fail": 1, "error": 0, "total": 2])
    let exercises = try #require(json["exercises"] as? [String: [String: Any]])

    let first = try #require(exercises["demo-01/first"])
    #expect(first["version"] as? Int == 3)
    #expect(first["status"] as? String == "pass")
    #expect(first["message"] is NSNull)
    let firstTests = try #require(first["tests"] as? [[String: Any]])
    #expect(
      firstTests.map { $0["name"] as? String } == ["theTitleCounts()", "plusCountsTheNewItem()"])
    #expect(firstTests.map { $0["status"] as? String } == ["pass", "pass"])
    #expect(
      firstTests[0]["test_code"] as? String == """
        let title = "Demo (5)"
        #expect(title == "Demo (5)")
        """)
    #expect(
      firstTests[1]["test_code"] as? String == """
        let text = "{ not a brace that counts }"
        #expect(text.count > 0)
        """)
    #expect(firstTests[0]["message"] == nil)

    let second = try #require(exercises["demo-01/second"])
    #expect(second["status"] as? String == "fail")
    #expect(second["message"] is NSNull)
    let secondTests = try #require(second["tests"] as? [[String: Any]])
    #expect(secondTests.map { $0["status"] as? String } == ["fail", "pass"])
    #expect(
      secondTests[0]["message"] as? String
        == "Expectation failed: (title → \"Demo\") == \"Demo (5)\"")
  }

  @Test func anExerciseWhoseTestsChangedIsAnErrorWithTheReason() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    try fixture.write("// gutted\n", to: fixture.second.testPath)
    let json = try report(of: fixture, tester: tester)

    #expect(tester.runs == [["demo-01/first"]])
    let exercises = try #require(json["exercises"] as? [String: [String: Any]])
    let second = try #require(exercises["demo-01/second"])
    #expect(second["status"] as? String == "error")
    #expect((second["message"] as? String)?.contains("not the ones it shipped with") == true)
    #expect((second["tests"] as? [Any])?.isEmpty == true)
  }

  @Test func theReportCountsHintsAndLeavesProgressAlone() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    _ = runExercises(["hint"], in: fixture, tester: tester)
    try fixture.solve(fixture.first)
    let json = try report(of: fixture, tester: tester)
    #expect(json["hints_shown"] as? [String: Int] == ["demo-01/first": 1])
    #expect(fixture.progress?.done == [])
  }

  /// A folder given as the report's file is refused before any exercise is run.
  @Test func aFolderGivenAsTheReportIsRefusedBeforeAnythingIsRun() throws {
    let fixture = try ExerciseFixture()
    try FileManager.default.createDirectory(
      at: fixture.root.appendingPathComponent("results"), withIntermediateDirectories: true)

    let run = runExercises(
      ["--report", "results"], in: fixture, tester: StandInTester(root: fixture.root))

    #expect(run.exitCode == .usageError)
    #expect(run.error.contains("--report takes the file to write, and "))
    #expect(!run.output.contains("pass"), "no exercise was run")
  }

  @Test func theConsoleSaysOneLinePerExercise() throws {
    let fixture = try ExerciseFixture()
    try fixture.solve(fixture.first)
    let run = runExercises(
      ["--report", "results.json"], in: fixture, tester: StandInTester(root: fixture.root))
    #expect(run.output.contains("✓ pass  demo-01/first: 2 of 2 tests pass\n"))
    #expect(run.output.contains("✗ fail  demo-01/second: 1 of 2 tests pass\n"))
    #expect(run.output.hasSuffix("Wrote results.json: 1 pass, 1 fail, 0 error, of 2.\n"))
  }
}
