// How many terminal columns text takes: wide for CJK and emoji, none for controls.

extension Character {
  /// The number of terminal columns this character takes (0, 1 or 2).
  package var displayWidth: Int {
    guard let first = unicodeScalars.first else { return 0 }
    if first.properties.generalCategory == .control || first.properties.generalCategory == .format {
      return 0
    }
    if first.properties.isEmojiPresentation
      || (first.properties.isEmoji && unicodeScalars.contains("\u{FE0F}"))
    {
      return 2
    }
    switch first.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// Whether Japanese line breaking (kinsoku) keeps this character off the start of a line:
  /// closing brackets and punctuation, the long-vowel mark, small kana (チェック is never
  /// broken before ェ) and the iteration marks.
  package var isNeverFirstOnALine: Bool { Self.neverFirstOnALine.contains(self) }

  /// Whether Japanese line breaking keeps this character off the end of a line: an opening
  /// bracket stays with what it opens.
  package var isNeverLastOnALine: Bool { Self.neverLastOnALine.contains(self) }

  static let neverFirstOnALine: Set<Character> = [
    "、", "。", "，", "．", "）", "」", "』", "】", "〕", "］", "｝", "〉", "》", "：", "；", "！",
    "？", "ー", "…", "・", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ゎ", "ゕ", "ゖ",
    "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "ヮ", "ヵ", "ヶ", "々", "ゝ", "ゞ", "ヽ",
    "ヾ",
  ]

  static let neverLastOnALine: Set<Character> = [
    "（", "「", "『", "【", "〔", "［", "｛", "〈", "《",
  ]
}

extension String {
  /// The number of terminal columns the string takes.
  package var displayWidth: Int { reduce(0) { $0 + $1.displayWidth } }

  /// The string as a terminal may print it when someone else wrote it: each control
  /// character (an escape that would move the cursor, recolour or retitle the terminal, a
  /// carriage return that would overwrite the line, C1 controls) and each bidirectional
  /// override written out as `\u{1B}`, so that it shows and does nothing.
  package var terminalSafe: String {
    var safe = ""
    for scalar in unicodeScalars {
      let category = scalar.properties.generalCategory
      if category == .control || (0x202A...0x202E).contains(scalar.value)
        || (0x2066...0x2069).contains(scalar.value)
      {
        safe += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        safe.unicodeScalars.append(scalar)
      }
    }
    return safe
  }

  /// The string padded with spaces to a width in columns (never cut): for columns of text.
  package func padding(to width: Int) -> String {
    let used = displayWidth
    return used >= width ? self : self + String(repeating: " ", count: width - used)
  }

  /// The string cut to fit `width` columns (ending in "…" when cut) and padded with spaces.
  package func fitted(to width: Int) -> String {
    guard width > 0 else { return "" }
    // Someone else's text (an app's row, a title): a control character is shown, not obeyed.
    let clean = String(map { $0.isNewline || $0 == "\t" ? " " : $0 }).terminalSafe
    if clean.displayWidth <= width {
      return clean + String(repeating: " ", count: width - clean.displayWidth)
    }
    var result = ""
    var used = 0
    for character in clean {
      let next = character.displayWidth
      if used + next > width - 1 { break }
      result.append(character)
      used += next
    }
    return result + "…" + String(repeating: " ", count: width - 1 - used)
  }

  /// The longest start of the string that fits in `width` columns (at least one character,
  /// so that breaking a long word always moves on), ending where Japanese line breaking
  /// allows a break: never before a small kana or a closing mark, never after an opening
  /// one. When no such place fits, the start runs on to the first place that is one.
  package func prefix(fittingWidth width: Int) -> String {
    let characters = Array(self)
    var end = 0
    var used = 0
    while end < characters.count {
      let next = characters[end].displayWidth
      if used + next > width, end > 0 { break }
      used += next
      end += 1
    }
    return String(characters[..<characters.japaneseLineBreak(near: end)])
  }
}

extension Array where Element == Character {
  /// The nearest place at or before `end` where Japanese line breaking lets a line end
  /// (never before a small kana or a closing mark, never after an opening one), or the
  /// first such place after it when there is none before; the end of the characters is one.
  package func japaneseLineBreak(near end: Int) -> Int {
    func mayBreak(before index: Int) -> Bool {
      !self[index].isNeverFirstOnALine && !self[index - 1].isNeverLastOnALine
    }
    var breakAt = end
    while breakAt > 0, breakAt < count, !mayBreak(before: breakAt) { breakAt -= 1 }
    if breakAt == 0 {
      breakAt = end
      while breakAt < count, !mayBreak(before: breakAt) { breakAt += 1 }
    }
    return breakAt
  }
}
