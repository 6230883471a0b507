// The tutorial's steps in order, and what a check of one step runs.

import LessonEngine
import StepwiseBasics

/// The steps of the build-along tutorial, in order.
package struct TutorialCatalog: LessonCatalog {
  /// The steps.
  package let steps: [TutorialStep]

  /// A catalog of steps.
  package init(steps: [TutorialStep]) {
    self.steps = steps.enumerated().map { index, step in
      var numbered = step
      numbered.number = index + 1
      return numbered
    }
  }

  /// The steps as a learner reading `language` sees them.
  package func localized(to language: LessonLanguage) -> TutorialCatalog {
    TutorialCatalog(steps: steps.map { $0.localized(to: language) })
  }

  /// The steps, as lessons.
  package var lessons: [TutorialStep] { steps }

  /// The chapters, in order, each with its steps.
  package var chapters: [(chapter: String, steps: [TutorialStep])] {
    var result: [(chapter: String, steps: [TutorialStep])] = []
    for step in steps {
      if result.last?.chapter == step.chapter {
        result[result.count - 1].steps.append(step)
      } else {
        result.append((step.chapter, [step]))
      }
    }
    return result
  }

  /// The steps a check of `step` runs, in order: `step` itself first (its result comes
  /// first), then every earlier step whose checks still hold at `step`, that is, no step up
  /// to `step` retires them. An earlier test-first step is not checked again: the test it
  /// judged is the learner's own from then on, to change as the app changes.
  package func stepsChecked(at step: TutorialStep) -> [TutorialStep] {
    guard let index = index(of: step) else { return [step] }
    let reached = steps[...index]
    // At `step`, every step reached is taken as passing.
    let retired = Self.retirements(
      order: reached.map(\.id), retires: { id in reached.first { $0.id == id }?.retires ?? [] },
      passed: Set(reached.map(\.id)))
    return [step]
      + reached.dropLast().filter { retired[$0.id] == nil && $0.testFirst == nil }
  }

  /// For each step that a later step retires (it changed what the step checked on purpose)
  /// when that later step passes or is retired in turn: the retiring step's id.
  package func retiredSteps(passed: Set<String>) -> [String: String] {
    let byID = Dictionary(steps.map { ($0.id, $0.retires) }) { first, _ in first }
    return Self.retirements(
      order: steps.map(\.id), retires: { byID[$0] ?? [] }, passed: passed)
  }

  /// The retirement rule, the one place it is written: a step is retired by the first
  /// later step that retires it and passes, or that is retired in turn (chapter 05 retires
  /// what chapter 04 checked, chapter 06 chapter 05's). Given the steps' ids in order, what
  /// each retires and the ids that pass: each retired step's id, with the id of the step
  /// that retires it.
  package static func retirements(
    order: [String], retires: (String) -> [String], passed: Set<String>
  ) -> [String: String] {
    var replacedBy: [String: String] = [:]
    for id in order.reversed() where passed.contains(id) || replacedBy[id] != nil {
      for retired in retires(id) { replacedBy[retired] = id }
    }
    return replacedBy
  }

  /// The last step of a chapter.
  package func lastStep(of chapter: String) -> TutorialStep? {
    steps.last { $0.chapter == chapter }
  }
}
