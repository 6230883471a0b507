// What the class page says of a failing step: its note, its lines among the commonest
// failures, and each student's failing steps.

import Foundation
import LessonEngine

extension ClassReport {
  /// What a row says of the step a student is stuck on: its failing line; for a step the
  /// report has no result of, that it was not checked.
  static func note(on result: StudentRecord.StepResult?) -> String {
    guard let result else { return "(not checked)" }
    if let line = result.failingLine, !line.isEmpty { return line }
    return "(\(result.status.rawValue), with no message in the report)"
  }

  /// The lines a step's failure counts under in the commonest failures: each planted bug
  /// that a student's test let through, else the failing line.
  static func failureLines(of result: StudentRecord.StepResult) -> [String] {
    if !result.survivors.isEmpty { return result.survivors.map { "Not caught: " + $0 } }
    guard let line = result.failingLine, !line.isEmpty else { return [] }
    return [line]
  }

  /// One step that does not pass for a student, as their detail shows it.
  package struct Failure: Sendable, Equatable {
    /// The step.
    package var step: String
    /// What its check said, one line.
    package var line: String
    /// For a step that judges the student's own test, each planted bug it let through.
    package var survivors: [String]
  }

  /// Each step a student's report gives that does not pass (retired steps count as passed),
  /// in the course's order; none for a student with no report.
  package func failures(of student: StudentRecord) -> [Failure] {
    guard student.state == .report else { return [] }
    let passed = Self.passedSteps(of: student, outline: outline)
    return outline.steps.compactMap { step in
      guard !passed.contains(step), let result = student.results[step] else { return nil }
      return Failure(step: step, line: Self.note(on: result), survivors: result.survivors)
    }
  }
}
