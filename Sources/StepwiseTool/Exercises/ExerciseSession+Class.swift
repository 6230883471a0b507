// The teacher's side: a report of every exercise, and the proof that every starter fails.

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
    case .pass: return style.green("✓ pass ") + " \(id): \(passed) of \(outcome.tests.count) tests"
    case .fail: return style.red("✗ fail ") + " \(id): \(passed) of \(outcome.tests.count) tests"
    case .error:
      let reason = outcome.message?.components(separatedBy: "\n").first ?? ""
      return style.red("✗ error") + " \(id): \(reason)"
    }
  }

  /// Proves that every starter, as shipped, fails its tests (the reference solutions pass
  /// them under `swift test`): builds all the starters at once and runs every test.
  ///
  /// Prints one line per exercise. A starter that passes, does not compile, or cannot be
  /// found as shipped, and a test file that is not as shipped, make the check fail.
  ///
  /// - Returns: Whether every starter failed its tests as it should.
  func verifyStarters() -> Bool {
    console.print("Checking that every starter, as shipped, fails its tests…")
    var problems: [String: String] = [:]
    var members: [ScratchPackage.Member] = []
    let store = StarterStore(workspace: workspace)
    for exercise in catalog.exercises {
      let changed = ChangedTestFile.find(for: exercise, in: catalog, workspace: workspace)
      guard changed.isEmpty, let tests = workspace.contents(exercise.testPath) else {
        problems[exercise.id] = changed.map(\.description).joined(separator: "; ")
        continue
      }
      do {
        let starters = try exercise.files.indices.map { index throws(StarterStore.NotFound) in
          try store.shipped(exercise, index)
        }
        members.append(ScratchPackage.Member(exercise: exercise, starters: starters, tests: tests))
      } catch {
        problems[exercise.id] = error.description
      }
    }
    let outcomes = tester.run(members) { console.print(style.dim($0)) }
    var allFail = problems.isEmpty
    for exercise in catalog.exercises {
      if let problem = problems[exercise.id] {
        console.print(style.red("✗ \(exercise.id): \(problem)"))
        continue
      }
      guard let outcome = outcomes.first(where: { $0.exercise.id == exercise.id }) else { continue }
      let failed = outcome.failures.count
      switch outcome.status {
      case .fail:
        console.print(
          style.green("✓") + " \(exercise.id): the starter fails \(failed) of "
            + "\(outcome.tests.count) tests, as it should")
      case .pass:
        allFail = false
        console.print(
          style.red("✗ \(exercise.id): the starter passes all \(outcome.tests.count) tests"))
      case .error:
        allFail = false
        console.print(style.red("✗ \(exercise.id): no test ran"))
        console.print(ExerciseView.indented(outcome.message ?? "", by: 4))
      }
    }
    console.print(
      allFail
        ? style.green("Every starter fails its tests.")
        : style.red("Some starters do not fail their tests as they should."))
    return allFail
  }
}
