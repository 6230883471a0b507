// The teacher's report: every exercise run on the learner's files, written as JSON.

import Foundation

extension ExerciseSession {
  /// Runs every exercise's tests on the learner's files and writes the report.
  ///
  /// - Returns: Whether the report was written.
  @discardableResult
  func writeReport(to url: URL, learner: String) -> Bool {
    console.print("Running every exercise's tests for the report…")
    var outcomes: [String: ExerciseOutcome] = [:]
    var members: [ScratchPackage.Member] = []
    for exercise in catalog.exercises {
      let changed = ChangedTestFile.find(for: exercise, in: catalog, workspace: workspace)
      if changed.isEmpty, let tests = workspace.contents(exercise.testPath) {
        members.append(ScratchPackage.Member(exercise: exercise, starters: nil, tests: tests))
      } else {
        outcomes[exercise.id] = .error(
          exercise, ChangedTestFile.refusal(changed, exercise: exercise))
      }
    }
    for outcome in tester.run(members, report: { console.print(style.dim($0)) }) {
      outcomes[outcome.exercise.id] = outcome
    }
    let ordered = catalog.exercises.compactMap { outcomes[$0.id] }
    for outcome in ordered {
      console.print(line(for: outcome))
    }
    let report = ExerciseReport(
      outcomes: ordered, progress: progress, learner: learner, date: Date()
    ) { exercise in
      workspace.contents(exercise.testPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try report.json().write(to: url, options: .atomic)
    } catch {
      console.printError(style.red("Cannot write \(url.path): \(error.localizedDescription)"))
      return false
    }
    let summary = report.summary
    console.print(
      "\nWrote \(workspace.relativePath(url)): \(summary.pass) pass, \(summary.fail) fail, "
        + "\(summary.error) error, of \(summary.total).")
    return true
  }

  /// One line about an exercise's outcome.
  func line(for outcome: ExerciseOutcome) -> String {
    let id = outcome.exercise.id
    let passed = outcome.tests.filter { $0.status == .pass }.count
    switch outcome.status {
    case .pass:
      return style.green("✓ pass ") + " \(id): \(passed) of \(outcome.tests.count) tests pass"
    case .fail:
      return style.red("✗ fail ") + " \(id): \(passed) of \(outcome.tests.count) tests pass"
    case .error:
      let reason = outcome.message?.components(separatedBy: "\n").first ?? ""
      return style.red("✗ error") + " \(id): \(reason)"
    }
  }
}
