// A mistake in a script line, with the line and column where it is.

/// A line of a script the parser cannot read, and why.
///
/// Its description names the place the way compilers do, `7:12: …`, so editors can jump
/// to it.
public struct ScriptSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line, counted from 1.
  public var line: Int
  /// The column, counted in characters from 1 (a tab counts as one).
  public var column: Int
  /// What is wrong, in one sentence.
  public var message: String

  /// A mistake at a line and column.
  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// The mistake as compilers write one: `7:12: message`.
  public var description: String { "\(line):\(column): \(message)" }
}
