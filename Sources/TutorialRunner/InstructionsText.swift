// A step's instructions, written in Markdown, as a terminal shows them.

import StepwiseCLI
import ViewHarness

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
        let joined = Self.joinLines(paragraph)
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

  /// The lines of a paragraph, wrapped at word boundaries (and between the characters of
  /// Japanese text, which has no spaces), with its inline marks rendered; widths are
  /// terminal columns, two for each wide character.
  func wrap(_ text: String, first: String, rest: String) -> [String] {
    var lines: [String] = []
    var line = first
    var visible = first.displayWidth
    var atStart = true
    for word in text.split(separator: " ") {
      for (index, piece) in Self.pieces(of: String(word)).enumerated() {
        let space = atStart || index > 0 ? 0 : 1
        let plain = Self.visibleText(of: piece)
        if !atStart, visible + space + plain.displayWidth > width {
          lines.append(line)
          line = rest
          visible = rest.displayWidth
          atStart = true
        }
        if !atStart, index == 0 {
          line += " "
          visible += 1
        }
        line += inline(piece)
        visible += plain.displayWidth
        atStart = false
      }
    }
    lines.append(line)
    return lines
  }

  /// A paragraph's lines as one: joined by a space, except between two wide characters
  /// (a Japanese sentence goes on over a line break without one).
  static func joinLines(_ lines: [String]) -> String {
    var joined = ""
    for line in lines {
      if let last = joined.last, let next = line.first,
        !(last.displayWidth == 2 && next.displayWidth == 2)
      {
        joined += " "
      }
      joined += line
    }
    return joined
  }

  /// Where a word may break at the end of a line: nowhere for a word of narrow characters;
  /// in a word with wide ones, between two characters of which one is wide, outside the
  /// marks (`code`, **bold**), and not before closing punctuation or after opening.
  static func pieces(of word: String) -> [String] {
    let characters = Array(word)
    guard characters.contains(where: { $0.displayWidth == 2 }) else { return [word] }
    let noStart: Set<Character> = [
      "、", "。", "，", "．", "・", "：", "；", "？", "！", "）", "」", "』", "】", "〉", "》", "ー", "…", "ぁ", "ぃ",
      "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", ")", ",", ".",
      ":", ";", "!", "?",
    ]
    let noEnd: Set<Character> = ["（", "「", "『", "【", "〈", "《", "("]
    var pieces: [String] = []
    var current = ""
    var inCode = false
    var inBold = false
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if index > 0, !inCode, !inBold, !current.isEmpty {
        let previous = characters[index - 1]
        let wide = previous.displayWidth == 2 || character.displayWidth == 2
        if wide, !noStart.contains(character), !noEnd.contains(previous), character != "`",
          character != "*"
        {
          pieces.append(current)
          current = ""
        }
      }
      if character == "`" {
        inCode.toggle()
      } else if character == "*", !inCode, index + 1 < characters.count,
        characters[index + 1] == "*"
      {
        inBold.toggle()
        current += "**"
        index += 2
        continue
      }
      current.append(character)
      index += 1
    }
    if !current.isEmpty { pieces.append(current) }
    return pieces
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
