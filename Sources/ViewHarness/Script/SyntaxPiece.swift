// The pieces a command form is made of: keywords, quoted texts, numbers, rows, dates.

/// One piece of a command form.
package indirect enum SyntaxPiece: Sendable {
  /// A fixed word, such as `tap` or `row`.
  case keyword(String)
  /// A quoted string; the name is what the help calls it.
  case text(String)
  /// One or more quoted strings separated by commas.
  case texts(String)
  /// A whole number no smaller than `minimum`.
  case number(String, minimum: Int)
  /// A number with or without decimals, such as `50`, `-3` or `0.25`.
  case decimal(String)
  /// A row number (from 0) or a row's text in quotes.
  case row
  /// A row number (from 0) only.
  case rowNumber
  /// A date and a time: `2026-12-24 18:30`.
  case dateAndTime
  /// A length of time: a whole number of seconds, minutes, hours or days, such as
  /// `5 minutes`; its value is in seconds.
  case duration
  /// A bare word naming an app, such as `checklists-06`.
  case appID
  /// A bare word naming a language, as iOS names one: `ja`, `en-GB`, `zh-Hans`.
  case languageCode
  /// One of a few fixed words.
  case choice([String])
  /// The units a ``duration`` counts in, singular and plural, with their length in seconds.
  static let timeUnits: [String: Int] = [
    "second": 1, "seconds": 1, "minute": 60, "minutes": 60, "hour": 3_600, "hours": 3_600,
    "day": 86_400, "days": 86_400,
  ]

  /// A piece that may be left out at the end of the line.
  case optional(SyntaxPiece)

  /// How the help shows the piece.
  package var usage: String {
    switch self {
    case .keyword(let word): word
    case .text(let name): "\"\(name)\""
    case .texts(let name): "\"\(name)\", …"
    case .number(let name, _): "<\(name)>"
    case .decimal(let name): "<\(name)>"
    case .row: "<row>"
    case .rowNumber: "<n>"
    case .dateAndTime: "YYYY-MM-DD HH:MM"
    case .duration: "<n> seconds|minutes|hours|days"
    case .appID: "<app>"
    case .languageCode: "<language>"
    case .choice(let words): words.joined(separator: "|")
    case .optional(let piece): "[\(piece.usage)]"
    }
  }
}
