// The three ways the tool can end.

/// The tool's exit status.
public enum ExitCode: Int32, Sendable {
  /// Everything worked and every expectation held.
  case success = 0
  /// An expectation failed, or a script command could not run.
  case failure = 1
  /// The command line was wrong: bad arguments, an unknown app, an invalid script.
  case usageError = 2
}
