// Resetting an exercise (after asking), and the reference solution shown once it passed.

import CommandLineKit
import Foundation
import StepwiseBasics
import Testing

@testable import LessonEngine

@MainActor
@Suite struct ResetAndSolutionTests {
  @Test func resetAsksFirstAndAnythingButYesChangesNothing() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    _ = runExercises(["list"], in: fixture, tester: tester)  // saves copies of the starters
    let path = fixture.first.starterPath("Thing.swift")
    try fixture.write("my work\n", to: path)

    for answer in ["n\n", "\n", "maybe\n", ""] {
      let run = runExercises(["reset", "first"], in: fixture, tester: tester, input: answer)
      #expect(
        run.output.hasPrefix(
          "Reset demo-01/first? This puts Chapters/Exercises/demo-01/first/Thing.swift back as "
            + "shipped: your changes to it are lost, and the exercise is no longer done. [y/N] "))
      #expect(run.output.hasSuffix("Nothing was changed.\n"))
      #expect(run.exitCode == .failure)
      #expect(fixture.read(path) == "my work\n")
    }
  }

  @Test func yesPutsTheStarterBackAndTheExerciseIsNoLongerDone() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    let starter = try #require(fixture.read(fixture.first.starterPath("Thing.swift")))
    _ = runExercises(["list"], in: fixture, tester: tester)  // saves copies of the starters
    try fixture.solve(fixture.first)
    _ = runExercises(["hint"], in: fixture, tester: tester)
    _ = runExercises([], in: fixture, tester: tester)
    #expect(fixture.progress?.done == ["demo-01/first"])

    let run = runExercises(["reset", "demo-01/first"], in: fixture, tester: tester, input: "y\n")

    #expect(run.exitCode == .success)
    #expect(run.output.hasSuffix("Reset Chapters/Exercises/demo-01/first/Thing.swift.\n"))
    #expect(fixture.read(fixture.first.starterPath("Thing.swift")) == starter)
    #expect(fixture.progress?.done == [])
    #expect(fixture.progress?.hintsShown == [:])
  }

  @Test func resetPutsBackEveryFileOfAnExercise() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    _ = runExercises(["list"], in: fixture, tester: tester)
    try fixture.solve(fixture.second)
    let run = runExercises(["reset", "second"], in: fixture, tester: tester, input: "yes\n")
    #expect(
      run.output.contains(
        "Reset Chapters/Exercises/demo-01/second/Other.swift, Chapters/Exercises/demo-01/second/Storyboard.swift."
      ))
    for (index, file) in fixture.second.files.enumerated() {
      let data = try #require(fixture.read(fixture.second.starterPath(file)))
      #expect(SHA256.hexDigest(of: Data(data.utf8)) == fixture.second.startersSHA256[index])
    }
  }

  @Test func withoutASavedCopyTheStarterComesFromGitHistory() throws {
    let fixture = try ExerciseFixture()
    let root = fixture.root
    for arguments in [
      ["init", "-q"], ["add", "."],
      ["-c", "user.name=Ada", "-c", "user.email=ada@example.com", "commit", "-qm", "starters"],
    ] {
      let git = try ExternalCommand("git", arguments, in: root).run()
      try #require(git.status == 0, "\(git.output)")
    }
    let path = fixture.first.starterPath("Thing.swift")
    let starter = try #require(fixture.read(path))
    try fixture.write("edited before any run\n", to: path)

    let run = runExercises(
      ["reset", "first"], in: fixture, tester: StandInTester(root: root), input: "y\n")

    #expect(run.exitCode == .success)
    #expect(fixture.read(path) == starter)
  }

  @Test func withNoWayToFindTheStarterResetSaysSoAndChangesNothing() throws {
    let fixture = try ExerciseFixture()
    let path = fixture.first.starterPath("Thing.swift")
    try fixture.write("edited before any run\n", to: path)
    let run = runExercises(
      ["reset", "first"], in: fixture, tester: StandInTester(root: fixture.root), input: "y\n")
    #expect(run.exitCode == .failure)
    #expect(
      run.error.contains(
        "Cannot reset demo-01/first: cannot find the starter Chapters/Exercises/demo-01/first/Thing.swift "
          + "as it was shipped"))
    #expect(fixture.read(path) == "edited before any run\n")
  }

  @Test func theSolutionStaysClosedUntilTheExercisePasses() throws {
    let fixture = try ExerciseFixture()
    let run = runExercises(["solution"], in: fixture, tester: StandInTester(root: fixture.root))
    #expect(run.exitCode == .failure)
    #expect(
      run.error.contains(
        "demo-01/first is not done yet: its reference solution opens once its tests pass."))
    #expect(!run.output.contains("solved"))
  }

  @Test func afterPassingTheSolutionIsShownNextToTheLearnersFile() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    let path = fixture.first.starterPath("Thing.swift")
    try fixture.write((fixture.read(path) ?? "") + "let mine = 1 // solved\n", to: path)
    _ = runExercises([], in: fixture, tester: tester)

    let run = runExercises(["solution", "first"], in: fixture, tester: tester)

    #expect(run.exitCode == .success)
    #expect(
      run.output == """
        Your Thing.swift next to the reference solution:
        --- yours      Chapters/Exercises/demo-01/first/Thing.swift
        +++ reference  Chapters/Exercises/Solutions/Demo01First/Thing.swift
        @@ -1,4 +1,4 @@
         // Exercise demo-01/first: count the items.
         //
         let value = 0
        -let mine = 1 // solved
        +// solved
        Lines with - are yours only, lines with + the reference's only. Both pass the tests; \
        yours need not match.

        """)
  }
}
