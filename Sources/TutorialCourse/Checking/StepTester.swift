// What checks steps: the real build and runs, or a stand-in in the tool's tests.

import Foundation
import LessonEngine

/// Checks steps on the learner's app.
@MainActor
package protocol StepTester {
  /// Builds the learner's app once, then runs each step's checks in order, handing each
  /// outcome to `onOutcome` as soon as it is known; with `stopAtFirstFailure`, the steps
  /// after the first that does not pass are not run (and have no outcome). Progress lines
  /// (`Building…`) go to `report`.
  func check(
    _ steps: [TutorialStep], stopAtFirstFailure: Bool, report: (String) -> Void,
    onOutcome: (StepOutcome) -> Void
  ) -> [StepOutcome]
}

extension StepTester {
  /// Checks steps, reporting progress lines; the outcomes come at the end.
  package func check(
    _ steps: [TutorialStep], stopAtFirstFailure: Bool, report: (String) -> Void
  ) -> [StepOutcome] {
    check(steps, stopAtFirstFailure: stopAtFirstFailure, report: report) { _ in }
  }
}
