// A learner's session at a real terminal: watch mode from the first exercise to the second.

import AppTestSupport
import CommandLineKit
import Foundation
import Testing

@testable import LessonEngine
@testable import ToolCommands

/// Runs the built `stepwise exercises watch` under a pseudo-terminal in a copy of this
/// package, and does what a learner does: reads the failure, asks for a hint, saves a file
/// that does not compile, saves a right one, and watches the runner move on.
///
/// It builds the scratch package for real (the kit once, then the exercise), so it takes a
/// minute or two: it runs when `STEPWISE_LEARNER_SESSION` is set, as `.ci/run` does:
///
///     STEPWISE_LEARNER_SESSION=1 swift test --filter LearnerSessionTests
///
/// Its tests take turns in one copy of the package (``OneCopyFolder``), made anew for each
/// but for its `.build`: the first test starts with none and compiles the kit, the next
/// finds it compiled.
@Suite(
  .enabled(if: ProcessInfo.processInfo.environment["STEPWISE_LEARNER_SESSION"] != nil),
  .serialized, OneCopyFolder())
struct LearnerSessionTests {
  /// Output without colour codes, and with the terminal's `\r\n` turned back into `\n`.
  func plain(_ text: String) -> String {
    text.replacingOccurrences(of: "\r\n", with: "\n")
      .replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
  }

  /// A copy of the package's sources, tests and exercises, links and modification times
  /// kept, in the suite's folder: whatever an earlier test left there is removed first, but
  /// for the build folder, where the files it compiled are up to date for the same files.
  func copyOfThePackage() throws -> URL {
    let copy = try #require(OneCopyFolder.url)
    let manager = FileManager.default
    for name in try manager.contentsOfDirectory(atPath: copy.path) where name != ".build" {
      try manager.removeItem(at: copy.appendingPathComponent(name))
    }
    let parts = ["Package.swift", "Sources", "Tests", "Chapters"]
    let run = try ExternalCommand(
      "cp", ["-R", "-P", "-p"] + parts + [copy.path], in: BuiltTool.packageRoot
    ).run()
    try #require(run.status == 0, "\(run.output)")
    return copy
  }

  @Test func fromTheFirstExerciseToTheSecondInWatchMode() throws {
    let package = try copyOfThePackage()
    let home = try TemporaryFolder()
    let catalog = ExerciseCatalog.standard
    let first = catalog.exercises[0]
    let learnerFile = package.appendingPathComponent(
      first.starterPath("ChecklistViewController.swift"))
    let solution = try Data(
      contentsOf: BuiltTool.packageRoot.appendingPathComponent(
        first.solutionPath("ChecklistViewController.swift")))
    // The banner explains itself in full once, then reminds in short; both end so.
    let banner = "for saves"
    let explained =
      "Type hint, run, next, previous, list, check or quit, then Return; help lists all."

    let (process, terminal) = try BuiltTool.startInTerminal(
      ["exercises", "watch"], in: package, home: home.url)
    defer { if process.isRunning { process.terminate() } }

    // The first run builds the kit in the scratch package, then fails the starter.
    var session = plain(terminal.read(timeout: 900) { plain($0).contains(banner) })
    try #require(session.contains(banner), "\(session)")
    #expect(session.contains(explained))
    #expect(session.hasPrefix("Stepwise exercises  [░░░░░░░░░░░░░░░░░░░░]  0 of 28 done\n"))
    #expect(session.contains("Exercise 1 of 28: checklists-01/item-count"))
    #expect(session.contains("✗ checklists-01/item-count: 4 of 4 tests failed."))
    #expect(
      session.contains(
        "Tests/ExerciseTests/Checklists01ItemCountTests.swift:13:5: "
          + "#expect(device.title == \"Checklists (5)\")"))
    #expect(
      session.contains("Expectation failed: (device.title → \"Checklists\") == \"Checklists (5)\""))
    #expect(session.contains("What the app did (the harness transcript, latest last):"))
    #expect(session.contains("│                Checklists              + │"))

    // A hint, typed at the terminal.
    terminal.type("hint\n")
    var more = plain(terminal.read(timeout: 30) { plain($0).contains("Ask again") })
    #expect(more.contains("Hint 1 of 3 for checklists-01/item-count:"))
    session += more

    // SwiftPM writes its plan at every build: the saves below are built without it, by
    // replaying the plan of the first run (see ReplayedBuild).
    let planFile = package.appendingPathComponent(".build/exercises/.build/debug.yaml").path
    let plan = FileStamp(path: planFile)

    // A save that does not compile: the error points at the learner's own file.
    let starter = try Data(contentsOf: learnerFile)
    try (starter + Data("\nlet broken: Int = \"one\"\n".utf8)).write(to: learnerFile)
    more = plain(terminal.read(timeout: 300) { plain($0).contains(banner) })
    #expect(more.contains("Saved: running the tests again…"))
    #expect(more.contains("✗ checklists-01/item-count: no test ran."))
    #expect(
      more.contains("Chapters/Exercises/checklists-01/item-count/ChecklistViewController.swift:"),
      "\(more)")
    #expect(more.contains("error: cannot convert value of type 'String'"))
    #expect(FileStamp(path: planFile) == plan, "SwiftPM built the save")
    session += more

    // The right code: the tests pass and the runner moves on to the second exercise.
    let saved = Date()
    try solution.write(to: learnerFile)
    let passed = "✓ checklists-01/item-count: all 4 tests pass."
    more = plain(terminal.read(timeout: 300) { plain($0).contains(passed) })
    let seen = Date().timeIntervalSince(saved)
    more += plain(terminal.read(timeout: 300) { (more + plain($0)).contains(banner) })
    #expect(more.contains(passed))
    // Watch mode names its own command, which works as typed here.
    #expect(
      more.contains("Compare with the reference solution: solution checklists-01/item-count"))
    #expect(more.contains("[░░░░░░░░░░░░░░░░░░░░]  1 of 28 done"))
    #expect(more.contains("Exercise 2 of 28: checklists-01/sort-button"))
    #expect(more.contains("✗ checklists-01/sort-button: 5 of 5 tests failed."))
    let reported = more.components(separatedBy: "\n").first { $0.hasPrefix("Result ") }
    print(
      "From saving the solution to seeing it pass: \(String(format: "%.1f", seen)) s; "
        + "the runner said: \(reported ?? "nothing")")
    #expect(reported != nil)
    session += more

    terminal.type("quit\n")
    _ = terminal.read(timeout: 30)
    #expect(process.waitUntilExit(seconds: 60), "quit ends watch mode")
    #expect(process.terminationStatus == 0)

    let progress = ExerciseWorkspace(root: package).progressFile.load().progress
    #expect(progress.done == ["checklists-01/item-count"])
    #expect(progress.current == "checklists-01/sort-button")
    #expect(progress.hintsShown == ["checklists-01/item-count": 1])
  }

  @Test func codeThatCallsExitOrNeverEndsIsStoppedAndToldApart() throws {
    let package = try copyOfThePackage()
    let home = try TemporaryFolder()
    let first = ExerciseCatalog.standard.exercises[0]
    let path = first.starterPath("ChecklistViewController.swift")
    let file = package.appendingPathComponent(path)
    let starter = try String(contentsOf: file, encoding: .utf8)
    let counting = "numberOfRowsInSection section: Int) -> Int {\n"
    #expect(starter.contains(counting))

    try starter.replacingOccurrences(of: counting, with: counting + "exit(0)\n")
      .write(to: file, atomically: true, encoding: .utf8)
    let exits = try BuiltTool.run(["exercises"], in: package, home: home.url)
    try starter.replacingOccurrences(of: counting, with: counting + "while true {}\n")
      .write(to: file, atomically: true, encoding: .utf8)
    let start = Date()
    let loops = try BuiltTool.run(["exercises"], in: package, home: home.url)
    let waited = Date().timeIntervalSince(start)

    #expect(exits.status == 1)
    #expect(
      exits.output.contains(
        "  The test process ended in the middle of this test, with exit status 0. Does your "
          + "code call exit()? An app never ends its own process: the system does.\n"))
    #expect(loops.status == 1)
    #expect(
      loops.output.contains(
        "  The tests did not finish within 60 seconds and were stopped. Does a loop in your "
          + "code never end?\n"))
    #expect(waited < 120)
    // Nothing of the test run is left running.
    let left = try ExternalCommand("pgrep", ["-f", package.path], in: home.url).run()
    #expect(left.output == "")
  }
}

/// One folder for the suite it marks, made before its first test and removed after its
/// last: ``url`` names it while the suite runs.
struct OneCopyFolder: SuiteTrait, TestScoping {
  /// The suite's folder, while a suite marked with this trait runs.
  @TaskLocal static var url: URL?

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let temporary = try TemporaryFolder()
    try await Self.$url.withValue(temporary.url) { try await function() }
    withExtendedLifetime(temporary) {}
  }
}
