// The values a matched command form's pieces hold, read by position.

import Foundation

/// The value a piece matched.
package enum SyntaxValue: Equatable, Sendable {
  case text(String)
  case texts([String])
  case number(Int)
  case decimal(Double)
  case row(RowReference)
  case date(ScriptDate)
  case word(String)
  /// An optional piece that was left out.
  case absent
}

/// The values of a matched form's non-keyword pieces, in order.
package struct SyntaxValues: Sendable {
  package var values: [SyntaxValue]

  /// The quoted string at this position.
  package func text(_ position: Int) -> String {
    if case .text(let text) = value(position) { return text }
    return ""
  }

  /// The quoted string at this position, or nil when it was left out.
  package func optionalText(_ position: Int) -> String? {
    if case .text(let text) = value(position) { return text }
    return nil
  }

  /// The list of strings at this position.
  package func texts(_ position: Int) -> [String] {
    if case .texts(let texts) = value(position) { return texts }
    return []
  }

  /// The number at this position, or `fallback` when it was left out.
  package func number(_ position: Int, default fallback: Int = 0) -> Int {
    if case .number(let number) = value(position) { return number }
    return fallback
  }

  /// The number with or without decimals at this position.
  package func decimal(_ position: Int) -> Double {
    if case .decimal(let number) = value(position) { return number }
    return 0
  }

  /// The row at this position.
  package func row(_ position: Int) -> RowReference {
    if case .row(let row) = value(position) { return row }
    return .index(0)
  }

  /// The date at this position.
  package func date(_ position: Int) -> ScriptDate {
    if case .date(let date) = value(position) { return date }
    return ScriptDate(Date(timeIntervalSince1970: 0), in: TimeZone(secondsFromGMT: 0) ?? .current)
  }

  /// The bare word at this position, or nil when it was left out.
  package func word(_ position: Int) -> String? {
    if case .word(let word) = value(position) { return word }
    return nil
  }

  private func value(_ position: Int) -> SyntaxValue {
    values.indices.contains(position) ? values[position] : .absent
  }
}
