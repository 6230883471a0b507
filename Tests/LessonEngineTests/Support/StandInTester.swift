// Plays the scratch package's build and test run for the runner's tests: instant and scripted.

import Foundation

@testable import LessonEngine

/// An ``ExerciseTester`` that builds nothing: an exercise passes when every one of its files
/// holds "// solved", fails otherwise (with a failing expectation, a transcript and a
/// screen), and does not compile when a file holds "syntax error".
final class StandInTester: ExerciseTester {
  /// The package, to read the learner's files.
  let workspace: ExerciseWorkspace
  /// The exercises of each call, in order.
  private(set) var runs: [[String]] = []

  init(root: URL) {
    workspace = ExerciseWorkspace(root: root)
  }

  func run(_ members: [ScratchPackage.Member], report: (String) -> Void) -> [ExerciseOutcome] {
    runs.append(members.map(\.exercise.id))
    report("Building…")
    report("Testing…")
    return members.map { member in
      let exercise = member.exercise
      let texts = exercise.files.indices.map { index -> String in
        if let starters = member.starters {
          return String(decoding: starters[index], as: UTF8.self)
        }
        let data = workspace.contents(exercise.starterPath(exercise.files[index]))
        return data.map { String(decoding: $0, as: UTF8.self) } ?? ""
      }
      if texts.contains(where: { $0.contains("syntax error") }) {
        return .error(
          exercise,
          "The code does not compile:\n\n\(exercise.starterPath(exercise.files[0])):3:1: "
            + "error: cannot find 'syntax' in scope")
      }
      let solved = texts.allSatisfy { $0.contains("// solved") }
      let first = TestOutcome(
        name: "theTitleCounts()", status: solved ? .pass : .fail,
        issues: solved
          ? []
          : [
            TestOutcome.Issue(
              message: "Expectation failed: (title → \"Demo\") == \"Demo (5)\"", line: 8)
          ],
        transcripts: solved ? [] : [Self.transcript], line: 6)
      let second = TestOutcome(name: "plusCountsTheNewItem()", status: .pass, line: 11)
      return ExerciseOutcome(
        exercise: exercise, status: solved ? .pass : .fail, tests: [first, second],
        buildSeconds: 0.25, testSeconds: 0.125)
    }
  }

  /// What a launched device attaches: its app, transcript and screen.
  static let transcript = """
    demo-01
    ▶ launch demo-01
      storyboard instantiates "NavigationController"
      DemoViewController.viewDidLoad()
      tableView(_:cellForRowAt: [0, 0])
      tableView(_:cellForRowAt: [0, 1])
      tableView(_:cellForRowAt: [0, 2])
    ▶ tap +
      addItem()
      insertRows(at: [[0, 3]])
    ╭──────────────╮
    │     Demo   + │
    ╰──────────────╯
    """
}
