// Why a line does not fit a command form, and the error message that says so.

import StepwiseBasics

/// Why a line does not fit a command form, and at which token.
package struct SyntaxMismatch: Error, Equatable {
  /// The token where the line stops fitting (the token count for the end of the line).
  package var position: Int
  /// What would have fitted there.
  package var expected: [String]
  /// A specific problem (a bad number, a bad date), which says more than `expected`.
  package var message: String?

  /// Of two mismatches, the one that got further; at the same token, their alternatives
  /// together.
  package static func further(_ first: SyntaxMismatch?, _ second: SyntaxMismatch) -> SyntaxMismatch
  {
    guard let first else { return second }
    if first.position != second.position {
      return first.position > second.position ? first : second
    }
    if first.message != nil { return first }
    if second.message != nil { return second }
    var expected = first.expected
    for item in second.expected where !expected.contains(item) { expected.append(item) }
    return SyntaxMismatch(position: first.position, expected: expected, message: nil)
  }

  /// The error message: the specific problem, else what was expected and what was found.
  package func describe(tokens: [ScriptToken]) -> String {
    if let message { return message }
    let before = tokens[..<min(position, tokens.count)]
    let expected = Self.list(self.expected)
    let found = tokens.indices.contains(position) ? tokens[position].quotedForMessage : nil
    // A line ending in a comma: said in words, since the message's own comma would follow it.
    if before.last?.kind == .comma {
      let context = ScriptToken.source(of: before.dropLast())
      guard let found else {
        return localized("expected \(expected) after \(context) and a comma, found nothing")
      }
      return localized("expected \(expected) after \(context) and a comma, found \(found)")
    }
    let context = ScriptToken.source(of: before)
    guard let found else {
      return localized("expected \(expected) after \(context), found nothing")
    }
    return localized("expected \(expected) after \(context), found \(found)")
  }

  /// Items joined the way a sentence lists them: `a, b or c`.
  package static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? localized("more") }
    return items.dropLast().joined(separator: localized(", ")) + localized(" or ") + last
  }
}
