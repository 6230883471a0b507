// How a step's outcome reads: what held, or the line that failed with the screen.

import CommandLineKit
import LessonEngine
import StepwiseBasics

/// Writes a step's outcome for the learner.
package struct TutorialView {
  /// Colour, if any.
  package let style: TextStyle

  /// A view in a style.
  package init(style: TextStyle) {
    self.style = style
  }

  /// `✓ id: the app does what the step asks.`, or `✗ id: …` with what went wrong.
  package func text(_ outcome: StepOutcome, indented: Bool = false) -> String {
    let id = outcome.step.id
    var text: String
    switch outcome.status {
    case .pass:
      let held = outcome.checks.count
      text =
        style.green("✓ \(id)")
        + (held > 1
          ? localized(": your app does what the step asks (\(held) checks).")
          : localized(": your app does what the step asks."))
    case .fail:
      text = style.red("✗ \(id)") + localized(": a check did not hold.") + "\n"
      text += LessonView<TutorialCatalog>.indented(outcome.message ?? "", by: 2)
    case .error:
      text = style.red("✗ \(id)") + "\n"
      text += LessonView<TutorialCatalog>.indented(outcome.message ?? "", by: 2)
    }
    text += LearnerWarnings.text(outcome.warnings, style: style)
    return indented ? LessonView<TutorialCatalog>.indented(text, by: 2) : text
  }
}
