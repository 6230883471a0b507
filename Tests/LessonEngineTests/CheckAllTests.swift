// `stepwise exercises check`: every exercise run, progress brought up to date.

import Foundation
import Testing

@testable import LessonEngine

@MainActor
@Suite struct CheckAllTests {
  @Test func passingExercisesAreMarkedDoneAndFailingOnesNot() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    try fixture.solve(fixture.first)
    _ = runExercises([], in: fixture, tester: tester)
    #expect(fixture.progress?.done == ["demo-01/first"])
    try fixture.write(
      "// Exercise demo-01/first: undone again\n", to: fixture.first.starterPath("Thing.swift"))
    try fixture.solve(fixture.second)

    let run = runExercises(["check"], in: fixture, tester: tester)

    #expect(run.exitCode == .failure)
    #expect(tester.runs.last == ["demo-01/first", "demo-01/second"])
    #expect(
      run.output == """
        Running every exercise's tests…
        Building…
        Testing…
        ✗ fail  demo-01/first: 1 of 2 tests pass
        ✓ pass  demo-01/second: 2 of 2 tests pass

        [██████████░░░░░░░░░░]  1 of 2 done

        """)
    #expect(fixture.progress?.done == ["demo-01/second"])
  }

  @Test func whenEverythingPassesCheckSucceeds() throws {
    let fixture = try ExerciseFixture()
    try fixture.solve(fixture.first)
    try fixture.solve(fixture.second)
    let run = runExercises(["check"], in: fixture, tester: StandInTester(root: fixture.root))
    #expect(run.exitCode == .success)
    #expect(run.output.hasSuffix("[████████████████████]  2 of 2 done\n"))
  }
}
