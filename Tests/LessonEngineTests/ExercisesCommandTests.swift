// `stepwise exercises`: progress, running, hints, moving, and the check of the tests.

import Foundation
import StepwiseBasics
import Testing

@testable import LessonEngine

@MainActor
@Suite struct ExercisesCommandTests {
  @Test func aRunShowsProgressTheExerciseAndWhyItsTestFailed() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    let run = runExercises([], in: fixture, tester: tester)

    #expect(run.exitCode == .failure)
    #expect(tester.runs == [["demo-01/first"]])
    #expect(
      run.output.hasPrefix(
        """
        Stepwise exercises  [░░░░░░░░░░░░░░░░░░░░]  0 of 2 done

        Exercise 1 of 2: demo-01/first
          Count the items
          Edit   Chapters/Exercises/demo-01/first/Thing.swift
          Read   Chapters/Exercises/demo-01/first/README.md
          Tests  Tests/ExerciseTests/Demo01FirstTests.swift (read them, do not change them)

        Building…
        Testing…
        ✗ demo-01/first: 1 of 2 tests failed.

        ✗ theTitleCounts()
          Tests/ExerciseTests/Demo01FirstTests.swift:8: #expect(title == "Demo (5)")
          Expectation failed: (title → "Demo") == "Demo (5)"

          What the app did (the harness transcript, latest last):
            ▶ launch demo-01
              storyboard instantiates "NavigationController"
              DemoViewController.viewDidLoad()
              tableView(_:cellForRowAt: [0, 0])
              … 2 more lines
            ▶ tap +
              addItem()
              insertRows(at: [[0, 3]])
          The screen:
            ╭──────────────╮
            │     Demo   + │
            ╰──────────────╯

        ✓ plusCountsTheNewItem()

        Stuck? stepwise exercises hint shows hint 1 of 2.
        """))
  }

  @Test func aPassMarksTheExerciseDoneAndMovesOnToTheNext() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    try fixture.solve(fixture.first)
    let run = runExercises([], in: fixture, tester: tester)

    #expect(run.exitCode == .success)
    #expect(run.output.contains("✓ demo-01/first: all 2 tests pass."))
    #expect(run.output.contains("stepwise exercises solution demo-01/first"))
    #expect(run.output.contains("[██████████░░░░░░░░░░]  1 of 2 done"))
    #expect(run.output.contains("Next: exercise 2, demo-01/second: Add a button"))
    #expect(fixture.progress?.done == ["demo-01/first"])
    #expect(fixture.progress?.current == "demo-01/second")

    let next = runExercises([], in: fixture, tester: tester)
    #expect(next.output.contains("Exercise 2 of 2: demo-01/second"))
    #expect(tester.runs.last == ["demo-01/second"])
  }

  @Test func theLastPassSaysEverythingIsDone() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    try fixture.solve(fixture.first)
    try fixture.solve(fixture.second)
    _ = runExercises([], in: fixture, tester: tester)
    let run = runExercises([], in: fixture, tester: tester)
    #expect(run.output.contains("[████████████████████]  2 of 2 done"))
    #expect(run.output.contains("Every exercise is done."))
  }

  @Test func aCompileErrorIsShownWithTheLearnersPath() throws {
    let fixture = try ExerciseFixture()
    try fixture.write("syntax error\n", to: fixture.first.starterPath("Thing.swift"))
    let run = runExercises([], in: fixture, tester: StandInTester(root: fixture.root))
    #expect(run.exitCode == .failure)
    #expect(run.output.contains("✗ demo-01/first: no test ran."))
    #expect(
      run.output.contains(
        "Chapters/Exercises/demo-01/first/Thing.swift:3:1: error: cannot find 'syntax' in scope"))
  }

  @Test func aWeakenedTestIsRefusedWithAClearMessageAndNotRun() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    try fixture.solve(fixture.first)
    let weakened = ExerciseFixture.firstTests.replacingOccurrences(
      of: "    #expect(title == \"Demo (5)\")", with: "    // #expect(title == \"Demo (5)\")")
    try fixture.write(weakened, to: fixture.first.testPath)

    let run = runExercises([], in: fixture, tester: tester)

    #expect(run.exitCode == .failure)
    #expect(tester.runs.isEmpty)
    #expect(fixture.progress?.done == [])
    #expect(
      run.output.contains(
        """
        ✗ demo-01/first: no test ran.

        The tests of demo-01/first are not the ones it shipped with:
          • Tests/ExerciseTests/Demo01FirstTests.swift has been changed (its SHA-256 is \
        \(SHA256.hexDigest(of: Data(weakened.utf8)).prefix(12))…, the tests as shipped have \
        \(fixture.first.testsSHA256.prefix(12))…)
        An exercise only counts with its tests as shipped, so these tests were not run.
        Change your code, not the tests. To put the tests back:
          git checkout -- Tests/ExerciseTests/Demo01FirstTests.swift
        """))
  }

  @Test func aChangedOrMissingSupportFileIsRefusedToo() throws {
    let fixture = try ExerciseFixture()
    try FileManager.default.removeItem(
      at: fixture.root.appendingPathComponent("Tests/ExerciseTests/Support/Launch.swift"))
    let run = runExercises([], in: fixture, tester: StandInTester(root: fixture.root))
    #expect(run.exitCode == .failure)
    #expect(run.output.contains("• Tests/ExerciseTests/Support/Launch.swift is missing"))
  }

  @Test func nextPreviousGoAndListMoveBetweenExercises() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)

    let next = runExercises(["next"], in: fixture, tester: tester)
    #expect(next.output.contains("Exercise 2 of 2: demo-01/second"))
    #expect(
      next.output.contains(
        "(demo-01/first is not done yet: stepwise exercises previous goes back.)"))
    #expect(fixture.progress?.current == "demo-01/second")

    let last = runExercises(["next"], in: fixture, tester: tester)
    #expect(last.output.contains("demo-01/second is the last exercise."))

    let previous = runExercises(["previous"], in: fixture, tester: tester)
    #expect(previous.output.contains("Exercise 1 of 2: demo-01/first"))

    let go = runExercises(["go", "second"], in: fixture, tester: tester)
    #expect(go.output.contains("Exercise 2 of 2: demo-01/second"))

    let list = runExercises(["list"], in: fixture, tester: tester)
    #expect(list.output.contains("   1   demo-01/first   Count the items\n"))
    #expect(list.output.contains("→  2   demo-01/second  Add a button\n"))
    #expect(tester.runs.isEmpty)
  }

  @Test func unknownActionsAndExercisesAreUsageErrors() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    let action = runExercises(["jump"], in: fixture, tester: tester)
    #expect(action.exitCode == .usageError)
    #expect(action.error.contains("unknown action \"jump\" (actions: watch, hint, next"))
    let exercise = runExercises(["go", "demo-09/nothing"], in: fixture, tester: tester)
    #expect(exercise.exitCode == .usageError)
    #expect(exercise.error.contains("there is no exercise \"demo-09/nothing\""))
  }
}
