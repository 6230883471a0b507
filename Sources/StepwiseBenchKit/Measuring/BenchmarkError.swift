// Why a benchmark could not run.

/// A benchmark that could not set itself up or run.
package enum BenchmarkError: Error, CustomStringConvertible {
  /// The app did not show what the benchmark expected.
  case unexpectedScreen(String, String)
  /// A command the feedback loop ran failed.
  case commandFailed(String, Int32, String)
  /// The arguments were not understood.
  case usage(String)

  package var description: String {
    switch self {
    case .unexpectedScreen(let expected, let screen):
      "expected \(expected) on screen, but it shows:\n\(screen)"
    case .commandFailed(let command, let status, let output):
      "`\(command)` exited with status \(status):\n\(output)"
    case .usage(let message):
      message
    }
  }
}
