// A parsed walkthrough script: its commands with the lines they came from.

/// A walkthrough script, ready to play.
public struct Script: Equatable, Sendable {
  /// A line that holds a command.
  public struct Line: Equatable, Sendable {
    /// The line number in the file, from 1.
    public var number: Int
    /// The line as written.
    public var source: String
    /// The command on it.
    public var command: ScriptCommand
  }

  /// The lines that hold commands, in order (blank lines and comments left out).
  public var lines: [Line]

  /// Reads a whole script: one command per line; blank lines and comments are skipped.
  ///
  /// Every mistake is reported, not only the first.
  public init(parsing text: String) throws(ScriptParseFailure) {
    self = try ScriptParser.parse(text)
  }

  init(lines: [Line]) {
    self.lines = lines
  }
}
