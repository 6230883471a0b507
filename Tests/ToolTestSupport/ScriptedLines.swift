// Typed lines and saves, scripted, for testing watch mode.

import CommandLineKit
import Foundation

/// Typed lines for watch mode, with things that happen between them (a save, say): each
/// step is taken when watch mode next waits for input.
package final class ScriptedLines: LineSource {
  /// One thing watch mode meets when it waits.
  package enum Step {
    /// The learner types a line.
    case type(String)
    /// Something happens (a file is saved); watch mode sees no line this time.
    case happen(() throws -> Void)
  }

  private var steps: [Step]

  /// Lines and happenings, in order.
  package init(_ steps: [Step]) {
    self.steps = steps
  }

  package func nextLine(waitingAtMost timeout: TimeInterval) -> TypedLine {
    guard !steps.isEmpty else { return .ended }
    switch steps.removeFirst() {
    case .type(let line):
      return .line(line)
    case .happen(let action):
      try? action()
      return .nothing
    }
  }
}
