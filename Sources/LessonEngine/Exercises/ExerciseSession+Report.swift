// Every exercise at once: the check that brings progress up to date, and the class report.

import Foundation
import StepwiseBasics

extension ExerciseSession {
  /// Runs every exercise's tests on the learner's files and prints one line for each; the
  /// exercises that pass are marked done and those that do not, not done.
  ///
  /// For a learner who worked out of order, or edited files outside the runner.
  ///
  /// - Returns: Whether every exercise passed.
  @discardableResult
  package func checkAll() -> Bool {
    console.print(localized("Running every exercise's tests…"))
    let outcomes = runAll()
    for outcome in outcomes {
      console.print(line(for: outcome))
    }
    update { progress in
      for outcome in outcomes {
        if outcome.status == .pass {
          progress.markDone(outcome.exercise)
        } else {
          progress.done.removeAll { $0 == outcome.exercise.id }
        }
      }
    }
    console.print("\n" + view.progressBar(progress))
    return outcomes.allSatisfy { $0.status == .pass }
  }

  /// Runs every exercise's tests on the learner's files and writes the report; progress is
  /// left as it is.
  ///
  /// - Returns: Whether the report was written.
  @discardableResult
  package func writeReport(to url: URL, learner: String) -> Bool {
    console.print(localized("Running every exercise's tests for the report…"))
    let ordered = runAll()
    for outcome in ordered {
      console.print(line(for: outcome))
    }
    let report = LessonReport(
      outcomes: ordered, progress: progress, learner: learner, date: Date()
    ) { exercise in
      workspace.contents(exercise.shownTestPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
    guard write(report, to: url) else { return false }
    let summary = report.summary
    console.print(
      "\n"
        + localized(
          """
          Wrote \(workspace.relativePath(url)): \(summary.pass) pass, \(summary.fail) fail, \
          \(summary.error) error, of \(summary.total).
          """))
    return true
  }

  /// The outcome of every exercise on the learner's files, in order; an exercise whose
  /// tests are not as shipped is an error and is not run.
  package func runAll() -> [ExerciseOutcome] {
    var outcomes: [String: ExerciseOutcome] = [:]
    var members: [ScratchPackage.Member] = []
    for exercise in catalog.exercises {
      switch member(for: exercise) {
      case .success(let member): members.append(member)
      case .failure(let refusal): outcomes[exercise.id] = .error(exercise, refusal.message)
      }
    }
    for outcome in tester.run(members, report: { console.print(style.dim($0)) }) {
      outcomes[outcome.exercise.id] = outcome
    }
    return catalog.exercises.compactMap { outcomes[$0.id] }
  }

  /// One line about an exercise's outcome.
  package func line(for outcome: ExerciseOutcome) -> String {
    let id = outcome.exercise.id
    let passed = outcome.tests.filter { $0.status == .pass }.count
    if let writeTheTest = outcome.exercise.writeTheTest, outcome.status != .error,
      outcome.tests.count == writeTheTest.mutants.count
    {
      // The learner's test passed on the course's app: what counts is the bugs it caught.
      let caught = localized("the test catches \(passed) of \(outcome.tests.count) planted bugs")
      return outcome.status == .pass
        ? style.green("✓ pass ") + " \(id): " + caught
        : style.red("✗ fail ") + " \(id): " + caught
    }
    switch outcome.status {
    case .pass:
      return style.green("✓ pass ") + " \(id): "
        + localized("\(passed) of \(outcome.tests.count) tests pass")
    case .fail:
      return style.red("✗ fail ") + " \(id): "
        + localized("\(passed) of \(outcome.tests.count) tests pass")
    case .error:
      let reason = outcome.message?.components(separatedBy: "\n").first ?? ""
      return style.red("✗ error") + " \(id): \(reason)"
    }
  }
}

extension LessonReport {
  /// The exercises' report: each test with its code from the test file; for a "write the
  /// test" exercise, see ``LessonReport/Entry/judged(_:bugs:source:)``.
  package init(
    outcomes: [ExerciseOutcome], progress: LessonProgress, learner: String, date: Date,
    testSource: (Exercise) -> String
  ) {
    let entries = outcomes.map { outcome in
      let source = testSource(outcome.exercise)
      guard let bugs = outcome.exercise.writeTheTest else {
        return Entry(
          id: outcome.exercise.id, status: outcome.status, message: outcome.message,
          tests: outcome.tests, testCode: TestCode.bodies(in: source))
      }
      return Entry.judged(outcome, bugs: bugs, source: source)
    }
    self.init(
      lessonsKey: "exercises", entries: entries, progress: progress, learner: learner, date: date)
  }
}

extension LessonReport.Entry {
  /// A "write the test" exercise: the learner's tests as its tests (once they pass on the
  /// course's app, the learner's file as one test, with its code), and the planted bugs they
  /// let through as its survivors, never as tests.
  static func judged(_ outcome: ExerciseOutcome, bugs: WriteTheTest, source: String) -> Self {
    let names = Set(bugs.mutants.map(\.name))
    let survivors = outcome.tests.filter { names.contains($0.name) && $0.status != .pass }
      .map { LessonReport.Survivor(name: $0.name, message: $0.message ?? "") }
    var tests = outcome.tests.filter { !names.contains($0.name) }
    var code = TestCode.bodies(in: source)
    if tests.isEmpty, outcome.status != .error {
      let file = outcome.exercise.files.first ?? outcome.exercise.id
      tests = [TestOutcome(name: file, status: outcome.status)]
      code[file] = source
    }
    return Self(
      id: outcome.exercise.id, status: outcome.status, message: outcome.message, tests: tests,
      testCode: code, survivors: survivors)
  }
}
