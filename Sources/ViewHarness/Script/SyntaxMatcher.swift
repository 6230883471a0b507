// Matches a line's tokens against one command form of the grammar table.

import StepwiseBasics

/// Matches tokens against a command form's pieces.
package enum SyntaxMatcher {
  /// The values of the form's non-keyword pieces, or where and why the tokens do not fit.
  package static func match(_ pieces: [SyntaxPiece], _ tokens: [ScriptToken]) -> Result<
    SyntaxValues, SyntaxMismatch
  > {
    var position = 0
    var values: [SyntaxValue] = []
    for piece in pieces {
      switch matchPiece(piece, tokens, at: position) {
      case .success(let (value, next)):
        if let value { values.append(value) }
        position = next
      case .failure(let mismatch):
        return .failure(mismatch)
      }
    }
    guard position == tokens.count else {
      let command = ScriptToken.source(of: tokens[..<position])
      return .failure(
        SyntaxMismatch(
          position: position, expected: [],
          message: localized(
            "nothing more is expected after \(command), found \(tokens[position].quotedForMessage)"
          )))
    }
    return .success(SyntaxValues(values: values))
  }

  /// Matches one piece at a position: its value (nil for a keyword) and the next position.
  private static func matchPiece(_ piece: SyntaxPiece, _ tokens: [ScriptToken], at position: Int)
    -> Result<(SyntaxValue?, Int), SyntaxMismatch>
  {
    let token = tokens.indices.contains(position) ? tokens[position] : nil
    func expected(_ what: String) -> Result<(SyntaxValue?, Int), SyntaxMismatch> {
      .failure(SyntaxMismatch(position: position, expected: [what], message: nil))
    }
    func problem(_ message: String) -> Result<(SyntaxValue?, Int), SyntaxMismatch> {
      .failure(SyntaxMismatch(position: position, expected: [], message: message))
    }
    switch piece {
    case .keyword(let word):
      guard token?.word == word else { return expected(localized("the word \(word)")) }
      return .success((nil, position + 1))
    case .text(let name):
      guard let text = token?.string else { return expected(quoted(name)) }
      return .success((.text(text), position + 1))
    case .texts(let name):
      return matchTexts(named: name, tokens, at: position)
    case .number(let name, let minimum):
      guard let word = token?.word, let parsed = parseNumber(word) else {
        return expected(localized("a number"))
      }
      guard let number = parsed else {
        return problem(localized("the number \(word) is too large"))
      }
      guard number >= minimum else {
        return problem(localized("\(name) must be \(minimum) or more"))
      }
      return .success((.number(number), position + 1))
    case .row, .rowNumber:
      return matchRow(piece, tokens, at: position)
    case .decimal:
      // Digits, with a sign and a decimal point: `Double` alone would also take `nan`, `inf`
      // and hexadecimal.
      guard let word = token?.word,
        word.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }),
        let number = Double(word), number.isFinite
      else { return expected(localized("a number")) }
      return .success((.decimal(number), position + 1))
    case .dateAndTime:
      return matchDate(tokens, at: position)
    case .duration:
      return matchDuration(tokens, at: position)
    case .appID:
      guard let word = token?.word else {
        return expected(localized("an app id such as checklists-01"))
      }
      return .success((.word(word), position + 1))
    case .languageCode:
      guard let word = token?.word, Self.isLanguageCode(word) else {
        return expected(localized("a language such as ja, en or en-GB"))
      }
      return .success((.word(word), position + 1))
    case .choice(let words):
      guard let word = token?.word, words.contains(word) else {
        return expected(words.joined(separator: localized(" or ")))
      }
      return .success((.word(word), position + 1))
    case .optional(let inner):
      guard position < tokens.count else { return .success((.absent, position)) }
      return matchPiece(inner, tokens, at: position)
    }
  }

  /// One quoted text or more, separated by commas: `"Milk", "Eggs"`.
  private static func matchTexts(named name: String, _ tokens: [ScriptToken], at position: Int)
    -> Result<(SyntaxValue?, Int), SyntaxMismatch>
  {
    var texts: [String] = []
    var next = position
    while true {
      guard let text = tokens.indices.contains(next) ? tokens[next].string : nil else {
        return .failure(SyntaxMismatch(position: next, expected: [quoted(name)], message: nil))
      }
      texts.append(text)
      next += 1
      guard next < tokens.count, tokens[next].kind == .comma else { break }
      next += 1
    }
    return .success((.texts(texts), next))
  }

  /// A row: its number (`2`, or `1 in section 2` for a row of a later section) or, for a
  /// `.row` piece, its quoted text; a `.rowNumber` piece takes only a number.
  private static func matchRow(_ piece: SyntaxPiece, _ tokens: [ScriptToken], at position: Int)
    -> Result<(SyntaxValue?, Int), SyntaxMismatch>
  {
    let token = tokens.indices.contains(position) ? tokens[position] : nil
    func failure(_ expected: [String], _ message: String?, at place: Int = position)
      -> Result<(SyntaxValue?, Int), SyntaxMismatch>
    {
      .failure(SyntaxMismatch(position: place, expected: expected, message: message))
    }
    if case .row = piece, let text = token?.string {
      return .success((.row(.text(text)), position + 1))
    }
    guard let word = token?.word, let parsed = parseNumber(word) else {
      if case .rowNumber = piece { return failure([localized("a row number")], nil) }
      return failure([localized("a row number or a quoted row text")], nil)
    }
    guard let number = parsed else {
      return failure([], localized("the row number \(word) is too large"))
    }
    guard number >= 0 else {
      return failure([], localized("rows are counted from 0, so \(word) names no row"))
    }
    if case .rowNumber = piece { return .success((.number(number), position + 1)) }
    // `1 in section 2` names a row of a later section.
    guard position + 2 < tokens.count, tokens[position + 1].word == "in",
      tokens[position + 2].word == "section"
    else { return .success((.row(.index(number)), position + 1)) }
    let sectionWord = position + 3 < tokens.count ? tokens[position + 3].word : nil
    guard let sectionWord, let parsedSection = parseNumber(sectionWord) else {
      return failure([localized("a section number")], nil, at: position + 3)
    }
    guard let section = parsedSection, section >= 0 else {
      return failure(
        [], localized("the section number \(sectionWord) names no section"), at: position + 3)
    }
    return .success((.row(.indexPath(row: number, section: section)), position + 4))
  }

  /// A wait: a number of seconds, minutes, hours or days (`2 minutes`), as seconds.
  private static func matchDuration(_ tokens: [ScriptToken], at position: Int)
    -> Result<(SyntaxValue?, Int), SyntaxMismatch>
  {
    let word = tokens.indices.contains(position) ? tokens[position].word : nil
    func problem(_ message: String) -> Result<(SyntaxValue?, Int), SyntaxMismatch> {
      .failure(SyntaxMismatch(position: position, expected: [], message: message))
    }
    guard let word, let parsed = parseNumber(word) else {
      return .failure(
        SyntaxMismatch(position: position, expected: [localized("a number")], message: nil))
    }
    guard let count = parsed else { return problem(localized("the number \(word) is too large")) }
    guard count >= 1 else {
      return problem(localized("time only goes forward: wait 1 second or more"))
    }
    let unit = tokens.indices.contains(position + 1) ? tokens[position + 1].word : nil
    guard let unit, let size = SyntaxPiece.timeUnits[unit] else {
      return .failure(
        SyntaxMismatch(
          position: position + 1, expected: [localized("seconds, minutes, hours or days")],
          message: nil))
    }
    let (seconds, overflow) = count.multipliedReportingOverflow(by: size)
    guard !overflow else { return problem(localized("\(word) \(unit) is too long a wait")) }
    return .success((.number(seconds), position + 2))
  }

  /// What a message calls a quoted piece of a command form, by the piece's name.
  private static func quoted(_ name: String) -> String {
    switch name {
    case "text": localized("a quoted text")
    case "title": localized("a quoted title")
    case "name": localized("a quoted name")
    default: localized("a quoted \(name)")
    }
  }

  /// Whether a word can name a language (`ja`, `en-GB`, `zh_Hant`): a letter, then ASCII
  /// letters, digits, `-` and `_`, so that it never leads out of a bundle's `.lproj` folders.
  package static func isLanguageCode(_ word: String) -> Bool {
    guard let first = word.first, first.isASCII, first.isLetter, word.count <= 35 else {
      return false
    }
    return word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
  }

  /// A whole number: nil when the word is not one, `.some(nil)` when it is too large.
  package static func parseNumber(_ word: String) -> Int?? {
    let digits = word.hasPrefix("-") ? word.dropFirst() : Substring(word)
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return .some(Int(word))
  }

  private static func matchDate(_ tokens: [ScriptToken], at position: Int) -> Result<
    (SyntaxValue?, Int), SyntaxMismatch
  > {
    func problem(_ at: Int, _ message: String) -> Result<(SyntaxValue?, Int), SyntaxMismatch> {
      .failure(SyntaxMismatch(position: at, expected: [], message: message))
    }
    let example = "2026-12-24 18:30"
    guard position < tokens.count else {
      return .failure(
        SyntaxMismatch(
          position: position, expected: [localized("a date and time like \(example)")], message: nil
        ))
    }
    guard let dateWord = tokens[position].word,
      let date = ScriptDate.fields(of: Substring(dateWord), separator: "-", widths: [4, 2, 2])
    else {
      return problem(
        position,
        localized("expected a date like 2026-12-24, found \(tokens[position].quotedForMessage)"))
    }
    guard position + 1 < tokens.count else {
      return .failure(
        SyntaxMismatch(
          position: position + 1, expected: [localized("a time like 18:30")], message: nil))
    }
    guard let timeWord = tokens[position + 1].word,
      let time = ScriptDate.fields(of: Substring(timeWord), separator: ":", widths: [2, 2])
    else {
      return problem(
        position + 1,
        localized("expected a time like 18:30, found \(tokens[position + 1].quotedForMessage)"))
    }
    guard ScriptDate(year: date[0], month: date[1], day: date[2], hour: 0, minute: 0) != nil
    else { return problem(position, localized("\(dateWord) is not a date on the calendar")) }
    guard
      let value = ScriptDate(
        year: date[0], month: date[1], day: date[2], hour: time[0], minute: time[1])
    else {
      return problem(position + 1, localized("\(timeWord) is not a time of day (00:00 to 23:59)"))
    }
    return .success((.date(value), position + 2))
  }
}
