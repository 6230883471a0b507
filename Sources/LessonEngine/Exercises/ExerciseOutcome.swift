// How a run of an exercise's tests went: the exercise as a whole, and each test.

import Foundation

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
