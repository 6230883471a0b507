// How the user names a row: by its number from 0 (in the first section or another), or by
// the text it shows.

import Foundation

/// A row named by its position (counted like `IndexPath.row` from 0) in the first section or
/// in a later one, or by its text.
///
/// Literals read naturally in tests: `.tapRow(2)` and `.tapRow("Groceries")`.
public enum RowReference: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The row at this position.
  case index(Int)
  /// The row at this position in this section (both counted from 0).
  case indexPath(row: Int, section: Int)
  /// The row showing this text.
  case text(String)

  /// The reference as a script writes it: `2`, `1 in section 2` or `"Groceries"`.
  public var description: String {
    switch self {
    case .index(let index): String(index)
    case .indexPath(let row, let section): "\(row) in section \(section)"
    case .text(let text): ScriptQuoting.quote(text)
    }
  }

  /// The index path of a row named by its position.
  var indexPath: IndexPath? {
    switch self {
    case .index(let index): IndexPath(row: index, section: 0)
    case .indexPath(let row, let section): IndexPath(row: row, section: section)
    case .text: nil
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
