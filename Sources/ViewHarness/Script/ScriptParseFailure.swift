// All the mistakes in a script, for `play` to report at once.

/// Every mistake in a script, first to last.
public struct ScriptParseFailure: Error, Equatable, Sendable {
  /// The mistakes, in the order of the lines.
  public var errors: [ScriptSyntaxError]
}
