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
    let retired = Set(reached.flatMap(\.retires))
    return [step]
      + reached.dropLast().filter { !retired.contains($0.id) && $0.testFirst == nil }
  }

  /// The last step of a chapter.
  package func lastStep(of chapter: String) -> TutorialStep? {
    steps.last { $0.chapter == chapter }
  }
}
