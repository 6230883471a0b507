// A parsed walkthrough script: its commands with the lines they came from.

/// A walkthrough script, ready to play.
struct Script: Equatable, Sendable {
  /// A line that holds a command.
  struct Line: Equatable, Sendable {
    /// The line number in the file, from 1.
    var number: Int
    /// The line as written.
    var source: String
    /// The command on it.
    var command: ScriptCommand
  }

  /// The lines that hold commands, in order (blank lines and comments left out).
  var lines: [Line]
}
