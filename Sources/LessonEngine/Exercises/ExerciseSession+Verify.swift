// The project's check that every starter, as shipped, fails its tests and matches its stage,
// and that every reference solution passes them.

import Foundation
import StepwiseBasics

extension ExerciseSession {
  /// Proves that every starter, as shipped, fails its tests (``verifySolutions()`` proves
  /// that the reference solutions pass them): builds all the starters at once and runs every
  /// test.
  ///
  /// Prints one line per exercise. A starter that passes, does not compile, cannot be found
  /// as shipped, or no longer matches its stage's file, and a test file that is not as
  /// shipped, make the check fail. A "write the test" exercise's starter must pass on the
  /// course's app and let at least one planted bug through.
  ///
  /// - Returns: Whether every starter failed its tests as it should.
  package func verifyStarters() -> Bool {
    console.print(localized("Checking that every starter, as shipped, fails its tests…"))
    var problems: [String: String] = [:]
    var members: [ScratchPackage.Member] = []
    let store = StarterStore(workspace: workspace)
    for exercise in catalog.exercises {
      let changed = ChangedTestFile.find(for: exercise, in: catalog, workspace: workspace)
      guard changed.isEmpty else {
        problems[exercise.id] = changed.map(\.description).joined(separator: "; ")
        continue
      }
      do {
        let starters = try exercise.files.indices.map { index throws(StarterStore.NotFound) in
          try store.shipped(exercise, index)
        }
        if exercise.writeTheTest == nil, let drift = drift(of: exercise, starters: starters) {
          problems[exercise.id] = drift
          continue
        }
        switch member(for: exercise, starters: starters) {
        case .success(let member): members.append(member)
        case .failure(let refusal): problems[exercise.id] = refusal.message
        }
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
      if exercise.writeTheTest != nil {
        allFail = verifyJudged(outcome) && allFail
        continue
      }
      let tests = outcome.tests.count
      let id = exercise.id
      switch outcome.status {
      case .fail:
        console.print(
          style.green("✓") + " "
            + localized("\(id): the starter fails \(failed) of \(tests) tests, as it should"))
      case .pass:
        allFail = false
        console.print(
          style.red("✗ " + localized("\(id): the starter passes all \(tests) tests")))
      case .error:
        allFail = false
        printNoTestRan(outcome)
      }
    }
    return printVerdict(
      allFail, ifHeld: localized("Every starter fails its tests."),
      otherwise: localized("Some starters do not fail their tests as they should."))
  }

  /// Proves that every reference solution passes its exercise's tests: each is its stage
  /// with the solution's files in place of the starters, built in the scratch package as a
  /// learner's code is, all at once. (A "write the test" exercise's solution is the course's
  /// test, judged on its planted bugs by the tutorial's track.)
  ///
  /// Prints one line per exercise. A solution that fails a test, does not compile, or cannot
  /// be read, makes the check fail.
  ///
  /// - Returns: Whether every solution passed its tests.
  package func verifySolutions() -> Bool {
    console.print(localized("Checking that every reference solution passes its tests…"))
    let solved = catalog.exercises.filter { $0.writeTheTest == nil }
    var problems: [String: String] = [:]
    var members: [ScratchPackage.Member] = []
    for exercise in solved {
      let read = exercise.files.map(exercise.solutionPath).map { ($0, workspace.contents($0)) }
      let missing = read.filter { $0.1 == nil }.map(\.0)
      guard missing.isEmpty else {
        problems[exercise.id] = localized(
          "the solution's \(missing.joined(separator: ", ")) cannot be read")
        continue
      }
      switch member(for: exercise, starters: read.compactMap(\.1)) {
      case .success(var member):
        member.isSolution = true
        members.append(member)
      case .failure(let refusal): problems[exercise.id] = refusal.message
      }
    }
    let outcomes = tester.run(members) { console.print(style.dim($0)) }
    var allPass = problems.isEmpty
    for exercise in solved {
      let id = exercise.id
      if let problem = problems[id] {
        console.print(style.red("✗ \(id): \(problem)"))
        continue
      }
      guard let outcome = outcomes.first(where: { $0.exercise.id == id }) else { continue }
      let tests = outcome.tests.count
      switch outcome.status {
      case .pass:
        console.print(
          style.green("✓") + " " + localized("\(id): the solution passes all \(tests) tests"))
      case .fail:
        allPass = false
        let failed = outcome.failures.count
        console.print(
          style.red("✗ " + localized("\(id): the solution fails \(failed) of \(tests) tests")))
        // Each test, the failed ones with their line and message, as a learner reads them
        // (after the learner's first line, which says what the line above says).
        let listed = outcomeText(outcome).components(separatedBy: "\n\n").dropFirst()
        console.print(ExerciseView.indented(listed.joined(separator: "\n\n"), by: 4))
      case .error:
        allPass = false
        printNoTestRan(outcome)
      }
    }
    return printVerdict(
      allPass, ifHeld: localized("Every solution passes its tests."),
      otherwise: localized("Some solutions do not pass their tests."))
  }

  /// Prints that an exercise's tests did not run, and why (the compiler's errors, say).
  private func printNoTestRan(_ outcome: ExerciseOutcome) {
    console.print(style.red("✗ " + localized("\(outcome.exercise.id): no test ran")))
    console.print(ExerciseView.indented(outcome.message ?? "", by: 4))
  }

  /// Prints the check's last line, green when it held, and returns whether it did.
  private func printVerdict(_ held: Bool, ifHeld: String, otherwise: String) -> Bool {
    console.print(held ? style.green(ifHeld) : style.red(otherwise))
    return held
  }

  /// Prints whether a "write the test" exercise's starter fails as it should: it passes on
  /// the course's app (it is a real test) and lets planted bugs through (it asserts nothing
  /// yet); returns whether it does.
  private func verifyJudged(_ outcome: ExerciseOutcome) -> Bool {
    let id = outcome.exercise.id
    let bugs = outcome.exercise.writeTheTest?.mutants.count ?? 0
    let survivors = outcome.failures.count
    if outcome.status == .fail, outcome.tests.count == bugs, survivors > 0 {
      console.print(
        style.green("✓") + " "
          + localized(
            "\(id): the starter's test lets \(survivors) of \(bugs) planted bugs through, as it should"
          ))
      return true
    }
    switch outcome.status {
    case .pass:
      console.print(
        style.red("✗ " + localized("\(id): the starter's test already catches every planted bug")))
    case .fail, .error:
      console.print(
        style.red(
          "✗ "
            + localized(
              "\(id): the starter's test does not pass on the course's app, or did not run")))
      console.print(ExerciseView.indented(outcome.message ?? "", by: 4))
    }
    return false
  }

  /// Why a starter no longer is its stage's file (after its two header lines, and leaving
  /// out the chapters' excerpt markers), or nil when it still is.
  ///
  /// A starter is a copy of the stage's file: when the stage changes, the exercise must
  /// follow, or learners would work on code the course no longer teaches.
  package func drift(of exercise: Exercise, starters: [Data]) -> String? {
    for (file, starter) in zip(exercise.files, starters) {
      let stage = workspace.contents(exercise.stagePath(file)).map {
        String(decoding: $0, as: UTF8.self)
      }
      let body = String(decoding: starter, as: UTF8.self).components(separatedBy: "\n")
        .dropFirst(2).joined(separator: "\n")
      guard let stage, Self.withoutExcerptMarkers(stage) == Self.withoutExcerptMarkers(body)
      else {
        let starterPath = exercise.starterPath(file)
        let stagePath = exercise.stagePath(file)
        return localized(
          "the starter \(starterPath) is no longer \(stagePath) with its header: copy the stage's file again (and update the solution and the recorded SHA-256)"
        )
      }
    }
    return nil
  }

  /// A source text without the `// excerpt: …` and `// end excerpt` lines of the chapters.
  package static func withoutExcerptMarkers(_ text: String) -> String {
    text.components(separatedBy: "\n").filter { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return !trimmed.hasPrefix("// excerpt:") && trimmed != "// end excerpt"
    }.joined(separator: "\n")
  }
}
