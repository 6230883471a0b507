// The grammar of the script language as a table: one entry per command form.

/// One form of a command, such as `tap row <row>`, with what it means.
///
/// The parser tries every form whose first word matches; the help text is printed from the
/// same table, so the two cannot drift apart.
struct CommandSyntax: Sendable {
  /// The pieces, in order.
  let pieces: [SyntaxPiece]
  /// One line saying what the command does.
  let summary: String
  /// Whether only the interactive simulator accepts it (`help`, `quit`).
  let isInteractiveOnly: Bool
  /// Makes the command from the values of the pieces that are not keywords.
  let build: @Sendable (SyntaxValues) -> ScriptCommand

  init(
    _ pieces: [SyntaxPiece], _ summary: String, interactiveOnly: Bool = false,
    build: @escaping @Sendable (SyntaxValues) -> ScriptCommand
  ) {
    self.pieces = pieces
    self.summary = summary
    self.isInteractiveOnly = interactiveOnly
    self.build = build
  }

  /// The command's first word.
  var name: String {
    if case .keyword(let word) = pieces.first { return word }
    return ""
  }

  /// The form as the help prints it: `tap row <row>`.
  var usage: String { pieces.map(\.usage).joined(separator: " ") }
}

/// One piece of a command form.
indirect enum SyntaxPiece: Sendable {
  /// A fixed word, such as `tap` or `row`.
  case keyword(String)
  /// A quoted string; the name is what the help calls it.
  case text(String)
  /// One or more quoted strings separated by commas.
  case texts(String)
  /// A whole number no smaller than `minimum`.
  case number(String, minimum: Int)
  /// A row number (from 0) or a row's text in quotes.
  case row
  /// A row number (from 0) only.
  case rowNumber
  /// A date and a time: `2026-12-24 18:30`.
  case dateAndTime
  /// A bare word naming an app, such as `checklists-06`.
  case appID
  /// One of a few fixed words.
  case choice([String])
  /// A piece that may be left out at the end of the line.
  case optional(SyntaxPiece)

  /// How the help shows the piece.
  var usage: String {
    switch self {
    case .keyword(let word): word
    case .text(let name): "\"\(name)\""
    case .texts(let name): "\"\(name)\", …"
    case .number(let name, _): "<\(name)>"
    case .row: "<row>"
    case .rowNumber: "<n>"
    case .dateAndTime: "YYYY-MM-DD HH:MM"
    case .appID: "<app>"
    case .choice(let words): words.joined(separator: "|")
    case .optional(let piece): "[\(piece.usage)]"
    }
  }
}

/// The value a piece matched.
enum SyntaxValue: Equatable, Sendable {
  case text(String)
  case texts([String])
  case number(Int)
  case row(RowReference)
  case date(ScriptDate)
  case word(String)
  /// An optional piece that was left out.
  case absent
}

/// The values of a matched form's non-keyword pieces, in order.
struct SyntaxValues: Sendable {
  var values: [SyntaxValue]

  /// The quoted string at this position.
  func text(_ position: Int) -> String {
    if case .text(let text) = value(position) { return text }
    return ""
  }

  /// The quoted string at this position, or nil when it was left out.
  func optionalText(_ position: Int) -> String? {
    if case .text(let text) = value(position) { return text }
    return nil
  }

  /// The list of strings at this position.
  func texts(_ position: Int) -> [String] {
    if case .texts(let texts) = value(position) { return texts }
    return []
  }

  /// The number at this position, or `fallback` when it was left out.
  func number(_ position: Int, default fallback: Int = 0) -> Int {
    if case .number(let number) = value(position) { return number }
    return fallback
  }

  /// The row at this position.
  func row(_ position: Int) -> RowReference {
    if case .row(let row) = value(position) { return row }
    return .index(0)
  }

  /// The date at this position.
  func date(_ position: Int) -> ScriptDate {
    if case .date(let date) = value(position) { return date }
    return ScriptDate(year: 2000, month: 1, day: 1, hour: 0, minute: 0)
  }

  /// The bare word at this position, or nil when it was left out.
  func word(_ position: Int) -> String? {
    if case .word(let word) = value(position) { return word }
    return nil
  }

  private func value(_ position: Int) -> SyntaxValue {
    values.indices.contains(position) ? values[position] : .absent
  }
}
