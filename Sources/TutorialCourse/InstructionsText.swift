// A step's instructions, written in Markdown, as a terminal shows them.

import CommandLineKit
import StepwiseBasics

/// Writes a step's `README.md` for a terminal: headings in bold, paragraphs and list items
/// wrapped to a width and indented, code spans in colour (in backticks when there is none),
/// code blocks indented as they are, links as their text and address. Japanese text is
/// measured at two columns a character and wrapped between any two of its characters (never
/// before a closing mark such as `。`, a small kana or `ー`), and its source lines are joined
/// without a space.
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
        let joined = Self.joined(paragraph)
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

  /// The lines of a paragraph, wrapped at word boundaries (and between wide characters),
  /// with its inline marks rendered.
  func wrap(_ text: String, first: String, rest: String) -> [String] {
    var lines: [String] = []
    var line = first
    var visible = first.count
    var atStart = true
    for unit in Self.units(of: text) {
      let plain = Self.visibleText(of: unit.text).displayWidth
      let space = unit.spaced && !atStart ? 1 : 0
      if !atStart, visible + space + plain > width {
        lines.append(line)
        line = rest
        visible = rest.count
        atStart = true
      }
      if !atStart, unit.spaced {
        line += " "
        visible += 1
      }
      line += inline(unit.text)
      visible += plain
      atStart = false
    }
    lines.append(line)
    return lines
  }

  /// The source lines of a paragraph as one line: joined by a space, but not where a line
  /// ends or the next begins with a wide (Japanese) character.
  static func joined(_ lines: [String]) -> String {
    var result = ""
    for line in lines {
      if let last = result.last, let next = line.first, last.displayWidth < 2,
        next.displayWidth < 2
      {
        result += " "
      }
      result += line
    }
    return result
  }

  /// The pieces a paragraph may be broken between: words, and each wide character on its
  /// own, each saying whether a space came before it. A code span, a bold or an emphasised run
  /// stays in one piece, a closing mark (`、` `。` `」` `）` …) with what it closes, and an
  /// opening mark (`（` `「` …) with what it opens.
  static func units(of text: String) -> [(text: String, spaced: Bool)] {
    var units: [(text: String, spaced: Bool)] = []
    var word = ""
    var spaced = false
    var characters = Array(text)[...]
    func end() {
      guard !word.isEmpty else { return }
      units.append((word, spaced))
      word = ""
      spaced = false
    }
    while let character = characters.first {
      characters = characters.dropFirst()
      if character == " " {
        end()
        spaced = !units.isEmpty
        continue
      }
      var piece = String(character)
      let emphasis = character == "*" && characters.first.map { $0 != " " } ?? false
      let bold = character == "*" && characters.first == "*"
      let mark = character == "`" ? "`" : bold ? "**" : emphasis ? "*" : nil
      if let mark {
        let rest = String(characters)
        let after = rest.dropFirst(mark.count - 1)
        if let close = after.range(of: mark) {
          let span = rest[..<close.upperBound]
          piece = String(character) + span
          characters = characters.dropFirst(span.count)
        }
      }
      let wide = piece.first.map { $0 != "`" && $0 != "*" && $0.displayWidth == 2 } ?? false
      if wide, character.isNeverFirstOnALine, !units.isEmpty || !word.isEmpty {
        if word.isEmpty { units[units.count - 1].text += piece } else { word += piece }
        continue
      }
      if wide {
        end()
        units.append((piece, spaced))
        spaced = false
        continue
      }
      word += piece
    }
    end()
    // An opening mark stays with what it opens.
    for index in units.indices.reversed().dropFirst()
    where units[index].text.count == 1 && units[index].text.allSatisfy(\.isNeverLastOnALine) {
      units[index + 1] = (units[index].text + units[index + 1].text, units[index].spaced)
      units.remove(at: index)
    }
    return units
  }

  /// A word with its marks rendered: `code`, **bold**, *emphasis*.
  func inline(_ text: String) -> String {
    // Most pieces are one Japanese character or a plain word: no mark to look for.
    guard text.contains(where: { $0 == "*" || $0 == "`" }) else { return text }
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
