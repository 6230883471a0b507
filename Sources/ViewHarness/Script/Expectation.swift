// What an `expect` command checks on the screen.

/// A check of what the user sees, written `expect …` in a script.
public enum Expectation: Equatable, Sendable {
  /// The navigation bar shows this title.
  case title(String)
  /// The visible rows show exactly these texts, in order.
  case rows([String])
  /// The table has this many rows.
  case rowCount(Int)
  /// The row at this position shows this text.
  case rowText(Int, String)
  /// The row shows a checkmark (`true`) or none (`false`).
  case rowChecked(RowReference, Bool)
  /// The row's detail (subtitle) text.
  case rowDetail(RowReference, String)
  /// No visible row shows this text.
  case noRow(String)
  /// A button, bar button or alert action with this title can be tapped.
  case enabled(String)
  /// A button, bar button or alert action with this title is shown but cannot be tapped.
  case disabled(String)
  /// An alert is up, with this title when one is given.
  case alert(title: String?)
  /// No alert is up.
  case noAlert
  /// The focused text field shows this text.
  case field(String)
  /// Some text on screen (a label, a row, a field, a button, the title, the alert) is
  /// exactly this. Not in SPEC §5: screens without a table need it.
  case text(String)
  /// No text on screen is exactly this.
  case noText(String)
}

extension Expectation: CustomStringConvertible {
  /// The expectation as a script writes it, after `expect `.
  public var description: String {
    let quote = ScriptQuoting.quote
    return switch self {
    case .title(let title): "title \(quote(title))"
    case .rows(let texts): "rows " + texts.map(quote).joined(separator: ", ")
    case .rowCount(let count): "row count \(count)"
    case .rowText(let index, let text): "row \(index) \(quote(text))"
    case .rowChecked(let row, let isChecked): "row \(row) \(isChecked ? "checked" : "unchecked")"
    case .rowDetail(let row, let detail): "row \(row) detail \(quote(detail))"
    case .noRow(let text): "no row \(quote(text))"
    case .enabled(let title): "enabled \(quote(title))"
    case .disabled(let title): "disabled \(quote(title))"
    case .alert(let title): title.map { "alert \(quote($0))" } ?? "alert"
    case .noAlert: "no alert"
    case .field(let text): "field \(quote(text))"
    case .text(let text): "text \(quote(text))"
    case .noText(let text): "no text \(quote(text))"
    }
  }
}
