// What watch mode got when it waited for the learner to type a line.

/// What waiting for a typed line gave.
package enum TypedLine: Equatable, Sendable {
  /// A whole line, without its line break.
  case line(String)
  /// Nothing within the time given.
  case nothing
  /// The input ended (Control-D on a terminal).
  case ended
}
