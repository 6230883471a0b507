// How a check of one step went.

import Foundation
import LessonEngine

/// The result of one step's checks on the learner's app: pass, fail (a check did not hold),
/// or error (the app does not build, crashed, or ran out of time), with what went wrong.
package struct StepOutcome: Sendable, Equatable {
  /// The step.
  package var step: TutorialStep
  /// How it went.
  package var status: ExerciseOutcome.Status
  /// What went wrong, as the learner reads it: the failing script line with the screen and
  /// the harness transcript, the compiler's errors at the learner's lines, or a crash.
  package var message: String?
  /// Each check: the script, then each structure test.
  package var checks: [TestOutcome] = []
  /// Seconds spent building (the same build serves every step of one run).
  package var buildSeconds: TimeInterval = 0
  /// Seconds spent running this step's checks.
  package var checkSeconds: TimeInterval = 0
  /// The compiler's warnings in the learner's app and tests, each with its excerpt, as Xcode
  /// lists them (a check of one step, in the first step's outcome).
  package var warnings: [String] = []

  /// An outcome that is an error for every check.
  package static func error(_ step: TutorialStep, _ message: String) -> StepOutcome {
    StepOutcome(step: step, status: .error, message: message)
  }
}
