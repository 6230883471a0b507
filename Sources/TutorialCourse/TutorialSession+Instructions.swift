// A step's instructions on the terminal: its number and title, then its text.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics

extension TutorialSession {
  /// A step's instructions, formatted for the terminal; nil (said) when the course lost them.
  package func instructions(of step: TutorialStep) -> String? {
    guard
      let markdown = try? String(
        contentsOf: workspace.courseFile(step.instructions), encoding: .utf8)
    else {
      console.printError(style.red(localized("The course has lost \(step.instructions).")))
      return nil
    }
    return InstructionsText(style: style).text(markdown)
  }

  /// Shows a step's number and title, then its instructions.
  @discardableResult
  package func show(_ step: TutorialStep) -> Bool {
    let number = (catalog.index(of: step) ?? 0) + 1
    guard let text = instructions(of: step) else { return false }
    console.print(
      style.bold(localized("Step \(number) of \(catalog.steps.count): \(step.id)")) + "\n\n" + text
        + "\n")
    console.print(
      style.dim(
        localized("Check it with \(ask(nil)); \(ask("hint")) gives a hint, one at a time.")))
    return true
  }
}
