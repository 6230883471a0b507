// Text made safe inside XML, SVG and HTML: one escaper for every page and file the tool writes.

extension String {
  /// What a line break becomes in escaped text.
  package enum LineBreakEscaping: Sendable {
    /// A character reference (`&#10;`), so an attribute's value keeps its lines, as
    /// Interface Builder writes them.
    case characterReference
    /// A space: drawn text (an SVG `<text>`) has one line.
    case space
  }

  /// The text with the five markup characters written as entity references, line breaks
  /// and tabs written as `lineBreaks` says, and the characters XML 1.0 cannot hold (other
  /// control characters, U+FFFE, U+FFFF) left out, scalar by scalar, so no name, label or
  /// path can end an element or an attribute early.
  ///
  /// ```swift
  /// "Tom & Jerry's <list>".xmlEscaped()  // "Tom &amp; Jerry&apos;s &lt;list&gt;"
  /// ```
  package func xmlEscaped(lineBreaks: LineBreakEscaping = .space) -> String {
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n", "\r", "\t":
        switch lineBreaks {
        case .characterReference: result += "&#\(scalar.value);"
        case .space: result += " "
        }
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
