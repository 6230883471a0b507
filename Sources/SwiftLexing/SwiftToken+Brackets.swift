// Where a bracket closes, in a file's tokens.

extension Array where Element == SwiftToken {
  /// The index of the token that closes the bracket opened by the token at `index` (a `(`,
  /// `[` or `{`), or nil when the file never closes it or the token opens nothing.
  ///
  /// Only brackets of the same kind are counted, and a bracket in a string or a comment is
  /// part of that token, never one of its own:
  ///
  /// ```swift
  /// let tokens = SwiftLexer.tokens(of: #"f(")", { $0 })"#)
  /// tokens.closingIndex(of: 1)  // 7, the last `)`
  /// ```
  package func closingIndex(of index: Int) -> Int? {
    guard indices.contains(index), self[index].kind == .punctuation else { return nil }
    let close: String
    switch self[index].text {
    case "(": close = ")"
    case "[": close = "]"
    case "{": close = "}"
    default: return nil
    }
    let open = self[index].text
    var level = 0
    for candidate in index..<count where self[candidate].kind == .punctuation {
      if self[candidate].text == open { level += 1 }
      if self[candidate].text == close {
        level -= 1
        if level == 0 { return candidate }
      }
    }
    return nil
  }
}
