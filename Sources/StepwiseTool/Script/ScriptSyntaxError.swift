// A mistake in a script line, with the line and column where it is.

/// A line of a script the parser cannot read, and why.
///
/// Its description names the place the way compilers do, `7:12: …`, so editors can jump
/// to it.
struct ScriptSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line, counted from 1.
  var line: Int
  /// The column, counted in characters from 1 (a tab counts as one).
  var column: Int
  /// What is wrong, in one sentence.
  var message: String

  var description: String { "\(line):\(column): \(message)" }
}
