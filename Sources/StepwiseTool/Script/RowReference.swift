// How a script names a row: by its number from 0, or by its text.

/// A row named by its position (counted like `IndexPath.row` from 0) or by its text.
enum RowReference: Equatable, Sendable, CustomStringConvertible {
  /// The row at this position.
  case index(Int)
  /// The first row showing this text.
  case text(String)

  /// The reference as a script writes it: `2` or `"Groceries"`.
  var description: String {
    switch self {
    case .index(let index): String(index)
    case .text(let text): ScriptQuoting.quote(text)
    }
  }
}
