// Hints come one at a time, gentlest first, and are counted in the progress file.

import Foundation
import Testing

@testable import LessonEngine

@MainActor
@Suite struct HintLadderTests {
  @Test func eachHintRevealsTheNextRungUntilAllAreOut() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)

    let first = runExercises(["hint"], in: fixture, tester: tester)
    #expect(
      first.output == """
        Hint 1 of 2 for demo-01/first:
          Look at the title.
        Ask again for the next hint: stepwise exercises hint

        """)
    let second = runExercises(["hint"], in: fixture, tester: tester)
    #expect(
      second.output.hasPrefix("Hint 2 of 2 for demo-01/first:\n  Set `title` in `viewDidLoad()`.\n")
    )
    #expect(second.output.contains("That was the last hint."))
    let again = runExercises(["hint"], in: fixture, tester: tester)
    #expect(
      again.output == """
        Every hint for demo-01/first is out already:
        1. Look at the title.
        2. Set `title` in `viewDidLoad()`.

        """)
    #expect(fixture.progress?.hintsShown == ["demo-01/first": 2])
    #expect(tester.runs.isEmpty)
  }

  @Test func aFailingRunOffersTheNextHintNotOneAlreadySeen() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    _ = runExercises(["hint"], in: fixture, tester: tester)
    let run = runExercises([], in: fixture, tester: tester)
    #expect(run.output.hasSuffix("Stuck? stepwise exercises hint shows hint 2 of 2.\n"))
    _ = runExercises(["hint"], in: fixture, tester: tester)
    let later = runExercises([], in: fixture, tester: tester)
    #expect(!later.output.contains("Stuck?"))
  }

  @Test func eachExerciseHasItsOwnLadder() {
    var progress = ExerciseProgress()
    let catalog = ExerciseCatalog.standard
    let first = catalog.exercises[0]
    let second = catalog.exercises[1]
    #expect(progress.revealHint(of: first) == 1)
    #expect(progress.revealHint(of: first) == 2)
    #expect(progress.revealHint(of: second) == 1)
    #expect(progress.hintCount(first) == 2)
    #expect(progress.hintCount(second) == 1)
    progress.forget(first)
    #expect(progress.hintCount(first) == 0)
    #expect(progress.hintCount(second) == 1)
  }

  @Test func beforeTheToolIsInstalledMessagesNameSwiftRun() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    let build = fixture.root.appendingPathComponent(".build/debug/stepwise")

    let hint = runExercises(["hint"], in: fixture, tester: tester, executable: build)
    let unknown = runExercises(["go", "nowhere"], in: fixture, tester: tester, executable: build)

    #expect(hint.output.contains("Ask again for the next hint: swift run stepwise exercises hint"))
    #expect(unknown.error.contains("(see swift run stepwise exercises list)"))
    #expect(unknown.error.contains("See swift run stepwise help exercises go."))
  }
}
