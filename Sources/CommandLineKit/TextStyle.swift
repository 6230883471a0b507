// Colour for the terminal: on only when writing to a terminal and NO_COLOR is not set.

/// Wraps text in ANSI colour codes, or leaves it alone when colour is off.
package struct TextStyle: Sendable {
  /// Whether colour codes are written.
  package let isEnabled: Bool

  /// Colour for a stream: only on a terminal, and never when `NO_COLOR` is set (to
  /// anything, even an empty string).
  package init(isTerminal: Bool, environment: [String: String]) {
    isEnabled = isTerminal && environment["NO_COLOR"] == nil
  }

  package init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  /// Headings and the prompt.
  package func bold(_ text: String) -> String { wrap(text, "1") }
  /// Failures.
  package func red(_ text: String) -> String { wrap(text, "31") }
  /// Successes.
  package func green(_ text: String) -> String { wrap(text, "32") }
  /// Commands.
  package func cyan(_ text: String) -> String { wrap(text, "36") }
  /// Side remarks: paths, hints.
  package func dim(_ text: String) -> String { wrap(text, "2") }

  private func wrap(_ text: String, _ code: String) -> String {
    isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
