// A step's entry in the results report: its checks, and what a test-first step's verdict said.

import Foundation
import LessonEngine

extension TutorialWorkspace {
  /// A step's outcome as the report gives it (``LessonReport``): each check, with the
  /// step's script as the check's code; for a test-first step, also the planted bugs the
  /// learner's test let through, read from the course's mutant files, as a list of their own.
  ///
  /// The tutorial's `--report` and a teacher's grade both write their reports with it.
  package func reportEntry(for outcome: StepOutcome) -> LessonReport.Entry {
    let step = outcome.step
    let script = try? String(contentsOf: courseFile(step.scriptPath), encoding: .utf8)
    return LessonReport.Entry(
      id: step.id, status: outcome.status, message: outcome.message, tests: outcome.checks,
      testCode: ["check.stepwise": script ?? ""],
      survivors: step.testFirst.map { _ in survivors(of: step, in: outcome.message) })
  }

  /// The planted bugs of a test-first step that a verdict names: those whose text, as the
  /// learner reads it, is in the message.
  func survivors(of step: TutorialStep, in message: String?) -> [LessonReport.Survivor] {
    guard let message, let testFirst = step.testFirst else { return [] }
    return testFirst.mutants.compactMap { entry in
      let url = courseFile(step.mutantPath(entry.name))
      guard let text = try? String(contentsOf: url, encoding: .utf8),
        let mutant = try? Mutant(name: entry.name, text: text),
        message.contains(mutant.survivalText)
      else { return nil }
      return LessonReport.Survivor(name: mutant.name, message: mutant.survivalText)
    }
  }
}
