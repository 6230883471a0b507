// CSV for a gradebook: RFC 4180's quoting, and no cell a spreadsheet would run as a formula.

/// Rows written as CSV that a spreadsheet opens as the same text and numbers: the one place
/// `classroom` writes CSV.
///
/// A field is quoted when it holds a comma, a semicolon (the separator where a comma is a
/// decimal point), a quote or a line break, its quotes doubled (RFC 4180); rows end with
/// CRLF. Text that starts as a formula would — with `=`, `+`, `-`, `@`, a tab or a carriage
/// return, OWASP's list for CSV injection — starts with an apostrophe, so a student's name or
/// message is shown, never run. Numbers the tool counted are written as they are: a number
/// is never a formula, and a gradebook can add it up.
///
/// ```swift
/// CSV.text(rows: [[.text("student"), .text("passed")], [.text("=1+1"), .number(3)]])
/// // "student,passed\r\n'=1+1,3\r\n"
/// ```
package enum CSV {
  /// One cell of a row.
  package enum Cell: Sendable, Equatable {
    /// Text, wherever it came from: made safe by ``field(_:)``.
    case text(String)
    /// A whole number the tool counted.
    case number(Int)
  }

  /// The first characters that make a spreadsheet read a cell as a formula.
  static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

  /// The characters that make a field need quotes.
  static let quotedCharacters: Set<Unicode.Scalar> = [",", ";", "\"", "\n", "\r"]

  /// The rows as CSV, each row ended with CRLF.
  package static func text(rows: [[Cell]]) -> String {
    rows.map { row in row.map(field).joined(separator: ",") + "\r\n" }.joined()
  }

  /// A cell as a field of a row.
  package static func field(_ cell: Cell) -> String {
    switch cell {
    case .text(let text): field(text)
    case .number(let number): String(number)
    }
  }

  /// Text as a field: after an apostrophe when it starts as a formula would, and quoted when
  /// it must be.
  ///
  /// The text is read scalar by scalar, as a spreadsheet reads its bytes: `"\r\n"` is one
  /// `Character` in Swift, and so is `=` with a combining mark after it.
  static func field(_ text: String) -> String {
    var scalars = text.unicodeScalars
    if let first = scalars.first, formulaStarts.contains(first) {
      scalars.insert("'", at: scalars.startIndex)
    }
    guard scalars.contains(where: quotedCharacters.contains) else { return String(scalars) }
    var quoted = String.UnicodeScalarView()
    quoted.append("\"")
    for scalar in scalars {
      quoted.append(scalar)
      if scalar == "\"" { quoted.append("\"") }
    }
    quoted.append("\"")
    return String(quoted)
  }
}
