// `stepwise exercises verify`: the project's proof that every starter fails its tests and every
// reference solution passes them.

import Foundation
import StepwiseBasics
import Testing

@testable import LessonEngine

@MainActor
@Suite struct VerifyTests {
  @Test func everyStarterFailingPassesTheCheckWithOneLinePerExercise() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    let run = runExercises(["verify"], in: fixture, tester: tester)
    #expect(run.exitCode == .success)
    #expect(
      run.output == """
        Checking that every starter, as shipped, fails its tests…
        Building…
        Testing…
        ✓ demo-01/first: the starter fails 1 of 2 tests, as it should
        ✓ demo-01/second: the starter fails 1 of 2 tests, as it should
        Every starter fails its tests.
        Checking that every reference solution passes its tests…
        Building…
        Testing…
        ✓ demo-01/first: the solution passes all 2 tests
        ✓ demo-01/second: the solution passes all 2 tests
        Every solution passes its tests.

        """)
    #expect(
      tester.runs == [["demo-01/first", "demo-01/second"], ["demo-01/first", "demo-01/second"]])
  }

  /// A solution is its stage with the solution's files in place of the starters, built as a
  /// learner's code is: one that fails a test fails the check, said with the test's message.
  @Test func aSolutionThatFailsATestFailsTheCheck() throws {
    let fixture = try ExerciseFixture()
    let path = fixture.second.solutionPath(fixture.second.files[0])
    try fixture.write("let value = 2\n", to: path)
    let run = runExercises(["verify"], in: fixture, tester: StandInTester(root: fixture.root))
    #expect(run.exitCode == .failure)
    #expect(run.output.contains("✓ demo-01/first: the solution passes all 2 tests\n"))
    #expect(run.output.contains("✗ demo-01/second: the solution fails 1 of 2 tests\n"))
    #expect(run.output.contains("    ✗ theTitleCounts()\n"))
    #expect(run.output.contains("Expectation failed"))
    #expect(!run.output.contains("tests failed."), "the learner's first line is not repeated")
    #expect(run.output.hasSuffix("Some solutions do not pass their tests.\n"))
  }

  @Test func aSolutionThatCannotBeReadFailsTheCheckByName() throws {
    let fixture = try ExerciseFixture()
    let path = fixture.first.solutionPath(fixture.first.files[0])
    try FileManager.default.removeItem(at: fixture.root.appendingPathComponent(path))
    let run = runExercises(["verify"], in: fixture, tester: StandInTester(root: fixture.root))
    #expect(run.exitCode == .failure)
    #expect(run.output.contains("✗ demo-01/first: the solution's \(path) cannot be read\n"))
    #expect(run.output.contains("✓ demo-01/second: the solution passes all 2 tests\n"))
  }

  @Test func theCheckSpeaksJapaneseWhenJapaneseIsChosen() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)

    let run = Language.$chosen.withValue(.japanese) {
      runExercises(["verify"], in: fixture, tester: tester)
    }

    #expect(run.exitCode == .success)
    #expect(run.output.hasPrefix("出荷時のままのスターターが、どれもテストに失敗することを確かめています…\n"))
    #expect(run.output.contains("✓ demo-01/first: スターターはテスト 2 個のうち 1 個に失敗します (期待どおりです)\n"))
    #expect(run.output.contains("どのスターターもテストに失敗します。\n"))
    #expect(run.output.contains("✓ demo-01/first: 模範解答はテスト 2 個すべてに合格します\n"))
    #expect(run.output.hasSuffix("どの模範解答もテストに合格します。\n"))
  }

  @Test func theStartersAsShippedAreCheckedNotTheLearnersEdits() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    _ = runExercises(["list"], in: fixture, tester: tester)  // saves copies of the starters
    try fixture.solve(fixture.first)
    let run = runExercises(["verify"], in: fixture, tester: tester)
    #expect(run.exitCode == .success)
    #expect(run.output.contains("✓ demo-01/first: the starter fails 1 of 2 tests, as it should"))
  }

  @Test func aStarterThatAlreadyPassesFailsTheCheck() throws {
    let fixture = try ExerciseFixture(passingStarter: true)
    let run = runExercises(["verify"], in: fixture, tester: StandInTester(root: fixture.root))
    #expect(run.exitCode == .failure)
    #expect(run.output.contains("✗ demo-01/second: the starter passes all 2 tests\n"))
    #expect(run.output.contains("Some starters do not fail their tests as they should.\n"))
  }

  @Test func aStarterThatNoLongerMatchesItsStageFailsTheCheck() throws {
    let fixture = try ExerciseFixture()
    try fixture.write(
      "  // excerpt: value\nlet value = 0\n  // end excerpt\n",
      to: fixture.first.stagePath("Thing.swift"))
    try fixture.write("let value = 1\n", to: fixture.second.stagePath("Other.swift"))
    let run = runExercises(["verify"], in: fixture, tester: StandInTester(root: fixture.root))
    #expect(run.exitCode == .failure)
    #expect(run.output.contains("✓ demo-01/first: the starter fails 1 of 2 tests"))
    #expect(
      run.output.contains(
        "✗ demo-01/second: the starter Chapters/Exercises/demo-01/second/Other.swift is no longer "
          + "Sources/Demo01/Other.swift with its header: copy the stage's file again"))
  }

  @Test func aChangedTestFileFailsTheCheck() throws {
    let fixture = try ExerciseFixture()
    try fixture.write("// nothing left\n", to: fixture.second.testPath)
    let run = runExercises(["verify"], in: fixture, tester: StandInTester(root: fixture.root))
    #expect(run.exitCode == .failure)
    #expect(
      run.output.contains(
        "✗ demo-01/second: Tests/ExerciseTests/Demo01SecondTests.swift has been changed"))
  }
}
