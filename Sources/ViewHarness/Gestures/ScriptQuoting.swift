// How the script language writes a quoted string: `"…"`, with escapes for what a line cannot hold.

/// Quotes text the way a script writes it.
public enum ScriptQuoting {
  /// The text in double quotes, with `"` and `\` escaped by a backslash, and characters
  /// a line cannot hold (line breaks, tabs, other control characters, line and paragraph
  /// separators) written as escapes: `\n`, `\r`, `\t`, `\u{…}`.
  ///
  /// ```swift
  /// ScriptQuoting.quote(#"Say "hi""#)  // "Say \"hi\""
  /// ScriptQuoting.quote("two\nlines")   // "two\nlines"
  /// ```
  public static func quote(_ text: String) -> String {
    // Printable ASCII other than `"` and `\`, the usual case, needs no escape (every gesture
    // heading of a transcript is quoted).
    if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) && $0 != 0x22 && $0 != 0x5C }) {
      return "\"" + text + "\""
    }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"", "\\": result += "\\" + String(scalar)
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where needsEscape(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// Whether a script must write this character as an escape: a control character, or a
  /// line or paragraph separator.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
  }
}
