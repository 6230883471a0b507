// Why a command could not run or an expectation did not hold.

import StepwiseBasics

/// A command that failed in a simulator session.
public enum SessionFailure: Error, Sendable {
  /// The harness refused the gesture, or the app crashed or showed stale rows.
  case gesture(GestureError)
  /// An `expect` did not hold.
  case expectation(expected: String, actual: String)
  /// The command cannot run at all (no app launched, an unknown app).
  case cannotRun(String)

  /// No app was launched yet.
  public static let noApp = SessionFailure.cannotRun(
    localized("no app is running: start one with launch <app>, such as launch checklists-01"))

  /// One line saying what went wrong.
  public var message: String {
    switch self {
    case .gesture(let error): error.message
    case .expectation(let expected, let actual): localized("expected \(expected), but \(actual)")
    case .cannotRun(let message): message
    }
  }

  /// The report's heading line, `✗ script:line: command`, and what went wrong under it, as
  /// `stepwise play` and the tool's checks both write them (the line nil before line 1).
  public func reportLines(script: String, line: Int?, command: String) -> (
    heading: String, details: [String]
  ) {
    let place = line.map { "\(script):\($0)" } ?? localized("\(script) (before line 1)")
    let details =
      switch self {
      case .expectation(let expected, let actual):
        ["  " + localized("expected: \(expected)"), "  " + localized("but:      \(actual)")]
      case .gesture, .cannotRun:
        ["  \(message)"]
      }
    return ("✗ \(place): \(command)", details)
  }
}
