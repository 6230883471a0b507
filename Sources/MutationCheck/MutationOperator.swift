// The fixed set of ways a mutant changes the code.

/// One way of planting a bug: each mutant applies exactly one, at one place.
package enum MutationOperator: String, CaseIterable, Codable, Sendable {
  /// `<` ↔ `<=`, `>` ↔ `>=`, `==` ↔ `!=`, `===` ↔ `!==`.
  case relational
  /// An `if`, `guard` or `while` condition (one clause of it) negated: `c` → `!(c)`.
  case negation
  /// `&&` ↔ `||`.
  case logical
  /// A statement that is only a call (`items.removeAll()`, `try save()`) removed.
  case call
  /// A returned value replaced by a constant or an empty value of the function's type.
  case `return`
  /// An integer literal plus one (`0` → `1`, `2` → `3`).
  case integer

  /// What it does, one line.
  package var summary: String {
    switch self {
    case .relational: "relational operator replaced (< <=, > >=, == !=)"
    case .negation: "if, guard or while condition negated"
    case .logical: "&& and || swapped"
    case .call: "call statement removed"
    case .return: "return value replaced by a constant or an empty value"
    case .integer: "integer literal plus one"
    }
  }
}
