// How a step's outcome reads: what held, or the line that failed with the screen.

import CommandLineKit
import LessonEngine

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
        style.green("✓ \(id)") + ": your app does what the step asks"
        + (held > 1 ? " (\(held) checks)." : ".")
    case .fail:
      text = style.red("✗ \(id)") + ": a check did not hold.\n"
      text += LessonView<TutorialCatalog>.indented(outcome.message ?? "", by: 2)
    case .error:
      text = style.red("✗ \(id)") + "\n"
      text += LessonView<TutorialCatalog>.indented(outcome.message ?? "", by: 2)
    }
    return indented ? LessonView<TutorialCatalog>.indented(text, by: 2) : text
  }
}
