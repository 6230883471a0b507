// The words, quoted strings and commas a script line is made of.

/// One token of a script line.
package struct ScriptToken: Equatable, Sendable {
  /// What the token is.
  package enum Kind: Equatable, Sendable {
    /// A run of characters without spaces, quotes, commas or `#`: a command word, a
    /// number, an app id, a date or a time.
    case word(String)
    /// A quoted string, with its escapes resolved.
    case string(String)
    /// A comma between strings, as in `expect rows "a", "b"`.
    case comma
  }

  /// What the token is.
  package var kind: Kind
  /// The column where the token starts, counted from 1.
  package var column: Int
  /// The column just after the token.
  package var endColumn: Int

  /// The token as an error message names it.
  package var quotedForMessage: String {
    switch kind {
    case .word(let word): "\"\(word)\""
    case .string(let text): localized("the text \(ScriptQuoting.quote(text))")
    case .comma: "\",\""
    }
  }

  /// The token as a script writes it.
  package var source: String {
    switch kind {
    case .word(let word): word
    case .string(let text): ScriptQuoting.quote(text)
    case .comma: ","
    }
  }

  /// Tokens as a script writes them: words and texts apart, each comma against what it
  /// follows (`expect rows "Milk", "Eggs"`).
  package static func source(of tokens: some Sequence<ScriptToken>) -> String {
    var text = ""
    for token in tokens {
      if !text.isEmpty, token.kind != .comma { text += " " }
      text += token.source
    }
    return text
  }

  /// The word, if the token is one.
  package var word: String? {
    if case .word(let word) = kind { return word }
    return nil
  }

  /// The string, if the token is a quoted one.
  package var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }
}
