// How the user names a row: by its number from 0, or by the text it shows.

/// A row named by its position (counted like `IndexPath.row` from 0) or by its text.
///
/// Literals read naturally in tests: `.tapRow(2)` and `.tapRow("Groceries")`.
public enum RowReference: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The row at this position.
  case index(Int)
  /// The row showing this text.
  case text(String)

  /// The reference as a script writes it: `2` or `"Groceries"`.
  public var description: String {
    switch self {
    case .index(let index): String(index)
    case .text(let text): ScriptQuoting.quote(text)
    }
  }
}

extension RowReference: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
  /// A row named by its number.
  public init(integerLiteral value: Int) {
    self = .index(value)
  }

  /// A row named by its text.
  public init(stringLiteral value: String) {
    self = .text(value)
  }
}
