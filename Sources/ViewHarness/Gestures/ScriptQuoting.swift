// How the script language writes a quoted string: `"…"`, with escapes for what a line cannot hold.

import Foundation

/// Quotes text the way a script writes it.
public enum ScriptQuoting {
  /// Whether a title on screen is the one a script names: the same text, where a script's
  /// straight apostrophe also stands for the typographic one iOS's own buttons show
  /// (`tap "Don't Allow"` taps "Don’t Allow"), as a keyboard types the first.
  public static func sameTitle(_ shown: String, _ named: String) -> Bool {
    shown == named
      || (shown.contains("\u{2019}")
        && shown.replacingOccurrences(of: "\u{2019}", with: "'") == named)
  }

  /// The text in double quotes, with `"` and `\` escaped by a backslash, and characters
  /// a line cannot hold or an eye cannot tell apart (line breaks, tabs, other control
  /// characters, line and paragraph separators, odd spaces, invisible characters) written as
  /// escapes: `\n`, `\r`, `\t`, `\u{…}`.
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

  /// Whether a script (and so a message) writes this character as an escape: a control
  /// character, a line or paragraph separator, a space other than the plain one (U+202F, the
  /// narrow no-break space formatted dates hold, looks like a space but does not match one),
  /// or an invisible format character other than the joiner inside emoji.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    case .spaceSeparator: scalar != " "
    case .format: scalar != "\u{200D}"
    default: false
    }
  }
}
