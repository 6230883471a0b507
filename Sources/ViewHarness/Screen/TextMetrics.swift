// Rough text widths for the pictures: enough to cut long text and wrap an alert's message.

/// Estimates how wide text is drawn in a proportional sans-serif font.
///
/// A picture cannot measure text (the viewer picks the font), so this errs on the wide side,
/// sized for the widest common sans-serif fonts (DejaVu Sans, Verdana): text it says fits
/// does fit in any of them.
enum TextMetrics {
  /// The width of text at a font size, in the same units.
  static func width(_ text: String, size: Double) -> Double {
    text.reduce(0) { $0 + em($1) } * size
  }

  /// The text cut to fit a width, ending in "…" when cut.
  static func fitted(_ text: String, width: Double, size: Double) -> String {
    guard self.width(text, size: size) > width else { return text }
    var result = ""
    var used = em("…") * size
    for character in text {
      used += em(character) * size
      if used > width { break }
      result.append(character)
    }
    return result + "…"
  }

  /// The text broken into lines that fit a width, at spaces where possible, and elsewhere
  /// where Japanese line breaking allows.
  static func wrapped(_ text: String, width: Double, size: Double) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for piece in paragraph.split(separator: " ") {
        var word = String(piece)
        while self.width(word, size: size) > width {
          if !line.isEmpty {
            lines.append(line)
            line = ""
          }
          var head = ""
          for character in word {
            if !head.isEmpty, self.width(head + String(character), size: size) > width { break }
            head.append(character)
          }
          let characters = Array(word)
          head = String(characters[..<characters.japaneseLineBreak(near: head.count)])
          lines.append(head)
          word.removeFirst(head.count)
        }
        let candidate = line.isEmpty ? word : line + " " + word
        if self.width(candidate, size: size) > width, !line.isEmpty {
          lines.append(line)
          line = word
        } else {
          line = candidate
        }
      }
      lines.append(line)
    }
    return lines
  }

  /// A character's width in ems.
  static func em(_ character: Character) -> Double {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    if isWide(scalar) || character.unicodeScalars.contains("\u{FE0F}") { return 1.05 }
    switch character {
    case " ": return 0.33
    case "i", "j", "l", "'", ".", ",", ":", ";", "|", "!", "I": return 0.32
    case "f", "t", "r", "(", ")", "[", "]", "-": return 0.44
    case "m", "w": return 0.94
    case "M", "W": return 1.0
    case "0"..."9": return 0.64
    case "a"..."z": return 0.62
    case "A"..."Z": return 0.74
    default: return 0.68
    }
  }

  /// Whether a character is drawn twice as wide: CJK, Hangul, full-width forms and emoji.
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.isEmojiPresentation { return true }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
