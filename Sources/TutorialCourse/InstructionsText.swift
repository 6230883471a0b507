// A step's instructions, written in Markdown, as a terminal shows them.

import CommandLineKit

/// Writes a step's `README.md` for a terminal: headings in bold, paragraphs and list items
/// wrapped to a width and indented, code spans in colour (in backticks when there is none),
/// code blocks indented as they are, links as their text and address.
package struct InstructionsText {
  /// Colour, if any.
  package let style: TextStyle
  /// The longest a wrapped line may be, indent included.
  package var width = 80

  /// A writer in a style.
  package init(style: TextStyle, width: Int = 80) {
    self.style = style
    self.width = width
  }

  /// The Markdown, for a terminal.
  package func text(_ markdown: String) -> String {
    var output: [String] = []
    var paragraph: [String] = []
    var bullet: String?
    var inCode = false

    func flush() {
      if !paragraph.isEmpty {
        // Links first, on the whole paragraph: their text may be several words.
        let joined = paragraph.joined(separator: " ")
          .replacing(/\[([^\]]+)\]\(([^)]+)\)/) { "\($0.output.1) (\($0.output.2))" }
        if let bullet {
          output += wrap(joined, first: "  \(bullet) ", rest: "    ")
        } else {
          output += wrap(joined, first: "  ", rest: "  ")
        }
      }
      paragraph = []
      bullet = nil
    }

    for line in markdown.components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        flush()
        inCode.toggle()
        continue
      }
      if inCode {
        output.append("    " + style.cyan(line))
        continue
      }
      if trimmed.isEmpty {
        flush()
        if output.last != "" { output.append("") }
        continue
      }
      if let level = Self.headingLevel(trimmed) {
        flush()
        let title = inline(String(trimmed.drop { $0 == "#" }).trimmingCharacters(in: .whitespaces))
        if level > 1, output.last != "" { output.append("") }
        output.append(style.bold(title))
        continue
      }
      if let marker = Self.listMarker(trimmed) {
        flush()
        bullet = marker.symbol
        paragraph = [String(trimmed.dropFirst(marker.length))]
        continue
      }
      paragraph.append(trimmed)
    }
    flush()
    while output.last == "" { output.removeLast() }
    return output.joined(separator: "\n")
  }

  /// The lines of a paragraph, wrapped at word boundaries, with its inline marks rendered.
  func wrap(_ text: String, first: String, rest: String) -> [String] {
    var lines: [String] = []
    var line = first
    var visible = first.count
    var atStart = true
    for word in text.split(separator: " ") {
      let plain = Self.visibleText(of: String(word))
      if !atStart, visible + 1 + plain.count > width {
        lines.append(line)
        line = rest
        visible = rest.count
        atStart = true
      }
      if !atStart {
        line += " "
        visible += 1
      }
      line += inline(String(word))
      visible += plain.count
      atStart = false
    }
    lines.append(line)
    return lines
  }

  /// A word with its marks rendered: `code`, **bold**, *emphasis*.
  func inline(_ text: String) -> String {
    var result = text
    result = result.replacing(/\*\*([^*]+)\*\*/) { style.bold(String($0.output.1)) }
    result = result.replacing(/`([^`]+)`/) { match in
      style.isEnabled ? style.cyan(String(match.output.1)) : "`\(match.output.1)`"
    }
    result = result.replacing(/(^|[^*\w])\*([^*\s][^*]*)\*/) { "\($0.output.1)\($0.output.2)" }
    return result
  }

  /// How wide a word is on screen once rendered (bold marks gone).
  static func visibleText(of word: String) -> String {
    word.replacingOccurrences(of: "**", with: "")
  }

  /// The level of a `#` heading, or nil.
  static func headingLevel(_ line: String) -> Int? {
    let hashes = line.prefix { $0 == "#" }.count
    guard hashes > 0, hashes <= 6, line.dropFirst(hashes).first == " " else { return nil }
    return hashes
  }

  /// A list item's marker: `- ` or `* ` (a bullet), `1. ` (its number).
  static func listMarker(_ line: String) -> (symbol: String, length: Int)? {
    if line.hasPrefix("- ") || line.hasPrefix("* ") { return ("•", 2) }
    let digits = line.prefix { $0.isNumber }
    if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") {
      return ("\(digits).", digits.count + 2)
    }
    return nil
  }
}
