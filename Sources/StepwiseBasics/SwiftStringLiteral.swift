// A Swift string literal's contents: written so that no text can end the literal early, and
// read back as the compiler reads it.

/// The contents of a single-line Swift string literal, written and read.
///
/// The port writes names and texts into the Swift files it makes (`Storyboard.swift`,
/// `Package.swift`); the export reads them back. Both go through here, so that whatever a
/// text holds comes back as it was:
///
/// ```swift
/// let literal = "\"" + SwiftStringLiteral.escaped("Say \"Hi\"\n") + "\""  // "Say \"Hi\"\n"
/// ```
package enum SwiftStringLiteral {
  /// Text as a string literal's contents: quotes, backslashes, line breaks of every kind and
  /// control characters escaped, scalar by scalar (a quote followed by a combining mark is
  /// one `Character`), so that no name or path can end the literal early.
  package static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _
      where scalar.properties.generalCategory == .control
        || scalar.properties.generalCategory == .lineSeparator
        || scalar.properties.generalCategory == .paragraphSeparator:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Why an escape cannot be read.
  package enum EscapeError: Error, Equatable, CustomStringConvertible {
    /// `\(…)`: the text is computed, not written.
    case interpolation
    /// A backslash before something Swift does not escape.
    case unknown(String)
    /// `\u{…}` without a scalar's hexadecimal value.
    case notAScalar(String)

    package var description: String {
      switch self {
      case .interpolation: localized("a string with an interpolation: write the text itself")
      case .unknown(let text): localized("\"\\\(text)\" is not an escape Swift knows")
      case .notAScalar(let text):
        localized(
          "\"\\u{\(text.count > 12 ? text.prefix(12) + "…" : text)}\" names no Unicode scalar")
      }
    }
  }

  /// The scalar an escape stands for, as the compiler reads it: `scalars[index]` is the one
  /// after the backslash, and `index` ends after the escape.
  package static func unescape(_ scalars: [Unicode.Scalar], at index: inout Int)
    throws(EscapeError) -> Unicode.Scalar
  {
    guard index < scalars.count else { throw .unknown("") }
    let escape = scalars[index]
    index += 1
    switch escape {
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "0": return "\0"
    case "\"", "'", "\\": return escape
    case "(": throw .interpolation
    case "u":
      // `{`, one to eight hexadecimal digits, `}`: the brace is looked for up to the end of
      // the literal, or of its line.
      guard index < scalars.count, scalars[index] == "{",
        let close = scalars[index...].prefix(while: { $0 != "\"" && $0 != "\n" })
          .firstIndex(of: "}")
      else { throw .unknown("u") }
      let digits = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
      index = close + 1
      guard (1...8).contains(digits.count), let value = UInt32(digits, radix: 16),
        let scalar = Unicode.Scalar(value)
      else { throw .notAScalar(digits) }
      return scalar
    default: throw .unknown(String(escape))
    }
  }
}
