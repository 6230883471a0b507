// How a run of an exercise's tests went: the exercise as a whole, and each test.

import Foundation
import StepwiseBasics

/// The result of running one exercise's tests.
package struct ExerciseOutcome: Sendable, Equatable {
  /// How the exercise went.
  package typealias Status = LessonStatus

  /// The exercise.
  package var exercise: Exercise
  /// How it went.
  package var status: Status
  /// Why no test ran, when ``status`` is ``Status/error``.
  package var message: String?
  /// Each test, in the order of the test file.
  package var tests: [TestOutcome] = []
  /// Seconds spent building.
  package var buildSeconds: TimeInterval = 0
  /// Seconds spent running the tests.
  package var testSeconds: TimeInterval = 0
  /// The compiler's warnings in the learner's files of the exercise, each with its excerpt,
  /// as Xcode lists them.
  package var warnings: [String] = []

  /// An exercise whose tests did not run.
  package static func error(_ exercise: Exercise, _ message: String) -> ExerciseOutcome {
    ExerciseOutcome(exercise: exercise, status: .error, message: message)
  }

  /// The status that follows from the tests: pass only when there are tests and all pass.
  package static func status(of tests: [TestOutcome]) -> Status {
    if tests.isEmpty { return .error }
    return tests.allSatisfy { $0.status == .pass } ? .pass : .fail
  }

  /// The tests that did not pass.
  package var failures: [TestOutcome] { tests.filter { $0.status != .pass } }
}

extension ExerciseOutcome {
  /// The outcome of a "write the test" exercise: the verdict on the learner's test, with
  /// one entry per planted bug (passing when the test caught it) once the test passes on
  /// the course's app, else the test's own outcomes there.
  package static func judged(_ exercise: Exercise, _ results: MutantTrialResults)
    -> ExerciseOutcome
  {
    let file = exercise.files.first.map(exercise.starterPath) ?? exercise.folder
    let reference = results.reference ?? []
    var tests = reference
    if !reference.isEmpty, reference.allSatisfy({ $0.status == .pass }) {
      let survivors = Set(results.survivors.map(\.name))
      tests = results.mutants.map { entry in
        let survived = survivors.contains(entry.mutant.name)
        return TestOutcome(
          name: entry.mutant.name, status: survived ? .fail : .pass,
          issues: survived ? [.init(message: entry.mutant.survivalText, line: nil)] : [])
      }
    }
    guard
      let verdict = results.judgement(
        file: file,
        howToStart: localized(
          "write a function marked @Test that launches the app as a unit test in Xcode does (the storyboard's first screen in a UIWindow) and calls what the user's taps call (`stepwise exercises hint` shows how)."
        ))
    else {
      return ExerciseOutcome(
        exercise: exercise, status: .pass, message: results.goodTestText, tests: tests)
    }
    return ExerciseOutcome(
      exercise: exercise, status: verdict.status, message: verdict.message, tests: tests)
  }
}
