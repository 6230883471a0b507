// Watch mode: a save runs the tests again, a pass moves on, typed commands work meanwhile.

import AppTestSupport
import Foundation
import Testing
import ToolTestSupport

@testable import LessonEngine

@MainActor
@Suite struct WatchModeTests {
  @Test func aSaveRunsTheTestsAgainAndAPassMovesOnToTheNextExercise() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    let lines = ScriptedLines([
      .happen {},
      .happen { try fixture.solve(fixture.first) },
      .type("quit"),
    ])

    let run = runExercises(["watch"], in: fixture, tester: tester, lines: lines)

    #expect(tester.runs == [["demo-01/first"], ["demo-01/first"], ["demo-01/second"]])
    #expect(run.output.contains("✗ demo-01/first: 1 of 2 tests failed."))
    #expect(
      run.output.contains(
        "Watching Chapters/Exercises/demo-01/first/Thing.swift for saves: it always polls their "
          + "modification times every 0.05 s, with no file-system notifications, so it works on "
          + "every file system."))
    #expect(run.output.contains("Saved: running the tests again…"))
    #expect(run.output.contains("✓ demo-01/first: all 2 tests pass."))
    #expect(run.output.contains(" after the save (build "))
    #expect(run.output.contains("Next: exercise 2, demo-01/second: Add a button\nStarting it…"))
    #expect(run.output.contains("Exercise 2 of 2: demo-01/second"))
    #expect(fixture.progress?.done == ["demo-01/first"])
  }

  @Test func theBannerExplainsOnceThenReminds() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    let lines = ScriptedLines([.type("run"), .type("run"), .type("quit")])

    let run = runExercises(["watch"], in: fixture, tester: tester, lines: lines)

    #expect(tester.runs.count == 3)
    #expect(run.output.components(separatedBy: "it always polls").count - 1 == 1)
    #expect(
      run.output.components(
        separatedBy:
          "Watching Chapters/Exercises/demo-01/first/Thing.swift for saves (type help for the "
          + "commands).\n"
      ).count - 1 == 2)
  }

  @Test func typedCommandsWorkWhileWatching() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    let lines = ScriptedLines([
      .type("hint"), .type("list"), .type("bogus"), .type("compare"), .type("next"),
      .type("q"),
    ])

    let run = runExercises(["watch"], in: fixture, tester: tester, lines: lines)

    #expect(run.output.contains("Hint 1 of 2 for demo-01/first:"))
    #expect(run.output.contains("→  1   demo-01/first"))
    #expect(run.output.contains("Unknown command \"bogus\": type help for the commands."))
    #expect(
      run.output.contains("Unknown command \"compare\": type help for the commands."),
      "compare is the tutorial's")
    #expect(tester.runs == [["demo-01/first"], ["demo-01/second"]])
    #expect(fixture.progress?.current == "demo-01/second")
  }

  @Test func resetInWatchModeAsksOnTheSameInput() throws {
    let fixture = try ExerciseFixture()
    let tester = StandInTester(root: fixture.root)
    let path = fixture.first.starterPath("Thing.swift")
    let starter = fixture.read(path)
    let lines = ScriptedLines([
      .happen { try fixture.write("my work\n", to: path) },
      .type("reset"), .type("y"), .type("quit"),
    ])

    let run = runExercises(["watch"], in: fixture, tester: tester, lines: lines)

    #expect(run.output.contains("Reset demo-01/first? "))
    #expect(run.output.contains("Reset Chapters/Exercises/demo-01/first/Thing.swift."))
    #expect(fixture.read(path) == starter)
  }

  @Test func theEndOfInputEndsWatchMode() throws {
    let fixture = try ExerciseFixture()
    let run = runExercises(
      ["watch"], in: fixture, tester: StandInTester(root: fixture.root), lines: ScriptedLines([]))
    #expect(run.exitCode == .success)
  }

  @Test func aFileStampChangesWithItsContentsOrItsTime() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("one\n", to: "File.swift")
    let before = FileStamp.stamps(of: [file])
    try folder.write("two\n", to: "File.swift")
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: file.path)
    #expect(FileStamp.stamps(of: [file]) != before)
    let missing = FileStamp.stamps(of: [folder.url.appendingPathComponent("Gone.swift")])
    #expect(missing.values.first == FileStamp(modified: .distantPast, size: -1))
  }
}
