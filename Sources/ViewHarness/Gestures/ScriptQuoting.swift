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
