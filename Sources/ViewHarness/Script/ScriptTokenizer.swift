// Splits one script line into tokens: words, quoted strings and commas; `#` ends the line.

import StepwiseBasics

/// Reads a script line into tokens.
///
/// Spaces and tabs separate tokens. A quoted string may hold any character; inside it `\"`
/// is a quote, `\\` a backslash, `\n`, `\r` and `\t` a line feed, a carriage return and a
/// tab, and `\u{…}` any character by its hex code. Outside quotes, `#` starts a comment that
/// runs to the end of the line.
///
/// A control character other than a tab (a NUL byte, an escape) is refused where it stands,
/// in quotes or not: written as it is, it would be invisible or drive the terminal; as an
/// escape (`\u{0}`) it is fine. So is a line longer than ``maximumLineLength``.
///
/// The line is read as Unicode scalars, not characters: a quoted text may start with a
/// zero-width joiner, a combining mark or a variation selector, which would make one
/// character of the opening quote and itself. Columns count scalars too.
package enum ScriptTokenizer {
  /// The most characters (Unicode scalars) a line may hold: room for a long pasted text,
  /// not for a file pasted by mistake.
  package static let maximumLineLength = 100_000

  /// The tokens of one line (without its line break).
  package static func tokens(in line: String, lineNumber: Int) throws(ScriptSyntaxError)
    -> [ScriptToken]
  {
    let characters = Array(line.unicodeScalars)
    try refuseUnreadable(characters, lineNumber: lineNumber)
    var tokens: [ScriptToken] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.properties.isWhitespace {
        index += 1
      } else if character == "#" {
        break
      } else if character == "," {
        tokens.append(ScriptToken(kind: .comma, column: index + 1, endColumn: index + 2))
        index += 1
      } else if character == "\"" {
        tokens.append(try quoted(in: characters, at: &index, lineNumber: lineNumber))
      } else if curlyQuotes.contains(character) {
        throw ScriptSyntaxError(
          line: lineNumber, column: index + 1,
          message: localized("write straight quotes \"…\" instead of \(character)"))
      } else {
        tokens.append(word(in: characters, at: &index))
      }
    }
    return tokens
  }

  /// Refuses a line too long to be a script's, or with a control character written as it is.
  static func refuseUnreadable(_ characters: [Unicode.Scalar], lineNumber: Int)
    throws(ScriptSyntaxError)
  {
    func error(at position: Int, _ message: String) -> ScriptSyntaxError {
      ScriptSyntaxError(line: lineNumber, column: position + 1, message: message)
    }
    guard characters.count <= maximumLineLength else {
      throw error(
        at: maximumLineLength,
        localized(
          "this line is \(characters.count) characters long; a line holds at most \(maximumLineLength)"
        ))
    }
    if let position = characters.firstIndex(where: {
      $0.properties.generalCategory == .control && $0 != "\t"
    }) {
      let code = String(characters[position].value, radix: 16, uppercase: true)
      let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
      throw error(
        at: position,
        localized(
          """
          a control character (U+\(padded)) cannot stand in a line as it is; \
          inside quotes write it as \\u{\(code)}
          """))
    }
  }

  /// The quoted text that starts at `index` (its opening quote), with its escapes read;
  /// `index` moves past its closing quote.
  static func quoted(in characters: [Unicode.Scalar], at index: inout Int, lineNumber: Int)
    throws(ScriptSyntaxError) -> ScriptToken
  {
    let start = index
    var text = String.UnicodeScalarView()
    index += 1
    while index < characters.count {
      let next = characters[index]
      if next == "\"" {
        index += 1
        return ScriptToken(kind: .string(String(text)), column: start + 1, endColumn: index + 1)
      }
      if next == "\\" {
        guard index + 1 < characters.count else { break }
        let (scalar, length) = try escape(in: characters, at: index, lineNumber: lineNumber)
        text.append(scalar)
        index += length
      } else {
        text.append(next)
        index += 1
      }
    }
    throw ScriptSyntaxError(
      line: lineNumber, column: start + 1,
      message: localized("this quoted text has no closing \""))
  }

  /// The word that starts at `index`: up to a space, a quote, a comma or a comment; `index`
  /// moves past it.
  static func word(in characters: [Unicode.Scalar], at index: inout Int) -> ScriptToken {
    let start = index
    var word = String.UnicodeScalarView()
    while index < characters.count {
      let next = characters[index]
      if next.properties.isWhitespace || next == "\"" || next == "," || next == "#" { break }
      word.append(next)
      index += 1
    }
    return ScriptToken(kind: .word(String(word)), column: start + 1, endColumn: index + 1)
  }

  /// The character an escape at `index` (a backslash) stands for, and how many characters
  /// the escape takes: `\"`, `\\`, `\n`, `\r`, `\t`, or `\u{…}` with 1 to 8 hex digits.
  static func escape(in characters: [Unicode.Scalar], at index: Int, lineNumber: Int)
    throws(ScriptSyntaxError) -> (Unicode.Scalar, Int)
  {
    let known = #"inside quotes the escapes are \", \\, \n, \r, \t and \u{…}"#
    func failure(_ message: String) -> ScriptSyntaxError {
      ScriptSyntaxError(line: lineNumber, column: index + 1, message: message)
    }
    let escaped = characters[index + 1]
    switch escaped {
    case "\"", "\\": return (escaped, 2)
    case "n": return ("\n", 2)
    case "r": return ("\r", 2)
    case "t": return ("\t", 2)
    case "u":
      guard index + 2 < characters.count, characters[index + 2] == "{",
        let close = characters[(index + 3)...].firstIndex(of: "}")
      else { throw failure(localized("\\u needs hex digits in braces, such as \\u{2028}")) }
      let digits = String(String.UnicodeScalarView(characters[(index + 3)..<close]))
      guard (1...8).contains(digits.count), let value = UInt32(digits, radix: 16),
        let scalar = Unicode.Scalar(value)
      else { throw failure(localized("\\u{\(digits)} is not a Unicode character")) }
      return (scalar, close - index + 1)
    default:
      throw failure(localized("unknown escape \\\(escaped): \(known)"))
    }
  }

  /// Quotes that word processors put in place of `"`.
  package static let curlyQuotes: Set<Unicode.Scalar> = ["“", "”", "„", "«", "»"]

  /// The lines of a script, split at `\n`, `\r\n` or `\r`, without a leading byte-order
  /// mark.
  package static func lines(of text: String) -> [String] {
    var body = Substring(text)
    if body.first == "\u{FEFF}" { body = body.dropFirst() }
    var lines = body.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    ).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
