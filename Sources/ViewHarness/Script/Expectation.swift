// What an `expect` command checks on the screen, and how it is checked.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics

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
  /// The switch beside this text is on (`true`) or off.
  case switchIsOn(String, Bool)
  /// A notification delivered to the app has this title or this body.
  case notification(String)
  /// No notification delivered to the app has this title or this body.
  case noNotification(String)
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
    case .switchIsOn(let title, let isOn): "switch \(quote(title)) \(isOn ? "on" : "off")"
    case .notification(let text): "notification \(quote(text))"
    case .noNotification(let text): "no notification \(quote(text))"
    }
  }
}

extension Expectation {
  /// What the expectation looks for, as a failure report says it, in the tool's current
  /// `Language`; the script's words inside it, titles and row texts, stay as written.
  public var expectedDescription: String {
    let quote = ScriptQuoting.quote
    return switch self {
    case .title(let title): localized("the title \(quote(title))")
    case .rows(let texts): localized("the rows \(Self.list(texts))")
    case .rowCount(let count): count == 1 ? localized("1 row") : localized("\(count) rows")
    case .rowText(let index, let text): localized("row \(index) showing \(quote(text))")
    case .rowChecked(let row, true): localized("row \(row) checked")
    case .rowChecked(let row, false): localized("row \(row) unchecked")
    case .rowDetail(let row, let detail): localized("row \(row) with the detail \(quote(detail))")
    case .noRow(let text): localized("no row showing \(quote(text))")
    case .enabled(let title): localized("\(quote(title)) enabled")
    case .disabled(let title): localized("\(quote(title)) disabled")
    case .alert(let title):
      title.map { localized("an alert titled \(quote($0))") } ?? localized("an alert")
    case .noAlert: localized("no alert")
    case .field(let text): localized("the field showing \(quote(text))")
    case .text(let text): localized("the screen showing \(quote(text))")
    case .noText(let text): localized("nothing showing \(quote(text))")
    case .switchIsOn(let title, true): localized("the switch \(quote(title)) on")
    case .switchIsOn(let title, false): localized("the switch \(quote(title)) off")
    case .notification(let text): localized("a notification saying \(quote(text))")
    case .noNotification(let text): localized("no notification saying \(quote(text))")
    }
  }

  /// What the device shows instead, or nil when the expectation holds, in the tool's current
  /// `Language`.
  @MainActor public func mismatch(on device: Device) -> String? {
    mismatch(in: device.observation)
  }

  /// What the observed screen shows instead, or nil when the expectation holds, in the
  /// tool's current `Language`: what the tool decides from what a learner's app sent.
  public func mismatch(in screen: ScreenObservation) -> String? {
    let quote = ScriptQuoting.quote
    switch self {
    case .title(let title):
      guard let shown = screen.title else { return localized("the screen has no title") }
      return screen.shows(shown, as: title) ? nil : localized("the title is \(quote(shown))")
    case .rows(let texts):
      let shown = screen.rows.map(\.text)
      guard shown != texts else { return nil }
      guard !shown.isEmpty else { return localized("no rows are on screen") }
      let difference = Self.firstDifference(shown, texts)
      return localized("the rows are \(Self.list(shown)): \(difference)")
    case .rowCount(let count):
      guard let total = screen.rowTotal else { return localized("this screen has no table") }
      guard total != count else { return nil }
      return total == 1
        ? localized("the table has 1 row") : localized("the table has \(total) rows")
    case .rowText(let index, let text):
      return Self.row(.index(index), in: screen) { row in
        row.text == text ? nil : localized("row \(index) shows \(quote(row.text))")
      }
    case .rowChecked(let reference, let isChecked):
      return Self.row(reference, in: screen) { row in
        guard row.isChecked != isChecked else { return nil }
        return row.isChecked
          ? localized("row \(reference) is checked") : localized("row \(reference) is unchecked")
      }
    case .rowDetail(let reference, let detail):
      return Self.row(reference, in: screen) { row in
        guard let shown = row.detail, !shown.isEmpty else {
          return localized("row \(reference) has no detail text")
        }
        return shown == detail ? nil : localized("row \(reference)'s detail is \(quote(shown))")
      }
    case .noRow(let text):
      guard let row = screen.rows.first(where: { $0.text == text }) else { return nil }
      return localized("row \(row.indexPath.row) shows \(quote(text))")
    case .enabled(let title), .disabled(let title):
      let wantsEnabled = if case .enabled = self { true } else { false }
      guard let isEnabled = screen.isEnabled(title) else {
        return localized("there is no button \(quote(title)) on screen")
      }
      guard isEnabled != wantsEnabled else { return nil }
      return isEnabled
        ? localized("\(quote(title)) is enabled") : localized("\(quote(title)) is disabled")
    case .alert(let title):
      guard let alert = screen.snapshot.alert else { return localized("no alert is up") }
      guard let title else { return nil }
      return screen.shows(alert.title, as: title)
        ? nil
        : alert.title.map { localized("the alert's title is \(quote($0))") }
          ?? localized("the alert has no title")
    case .noAlert:
      guard let alert = screen.snapshot.alert else { return nil }
      return alert.title.map { localized("the alert \(quote($0)) is up") }
        ?? localized("an alert is up")
    case .field(let text):
      guard let shown = screen.fieldInUse else {
        return localized("no text field has the keyboard")
      }
      return shown == text ? nil : localized("the field shows \(quote(shown))")
    case .text(let text):
      return Self.textsOnScreen(screen.snapshot).contains { screen.shows($0, as: text) }
        ? nil : localized("no text on screen is exactly \(quote(text))")
    case .noText(let text):
      return Self.textsOnScreen(screen.snapshot).contains { screen.shows($0, as: text) }
        ? localized("the screen shows \(quote(text))") : nil
    case .switchIsOn(let title, let isOn):
      return Self.switchMismatch(title, isOn: isOn, in: screen)
    case .notification(let text):
      return Self.notificationMismatch(text, wanted: true, in: screen)
    case .noNotification(let text):
      return Self.notificationMismatch(text, wanted: false, in: screen)
    }
  }

  /// Every text the user can read on screen: the title, bar buttons, rows, labels,
  /// fields, buttons, and the alert.
  static func textsOnScreen(_ snapshot: ScreenSnapshot) -> Set<String> {
    var texts = Set<String>()
    if let bar = snapshot.navigationBar {
      texts.insert(bar.title)
      bar.buttons.forEach { texts.insert($0.title) }
    }
    for element in snapshot.elements {
      switch element {
      case .row(let row):
        texts.insert(row.text)
        if let detail = row.detail { texts.insert(detail) }
        switch row.content {
        case .labels(let labels): texts.formUnion(labels)
        case .field(let field): texts.insert(field.text)
        case .datePicker(let date): texts.insert(date)
        }
        if let control = row.toggle { texts.insert(control.title) }
        texts.formUnion(row.revealedActions?.actions.map(\.title) ?? [])
      case .sectionHeader(let title): texts.insert(title)
      case .field(let field): texts.insert(field.text)
      case .button(let title, _): texts.insert(title)
      case .label(let text, _): texts.insert(text)
      case .datePicker(let date): texts.insert(date)
      case .toggle(let control): texts.insert(control.title)
      case .slider(let control): texts.insert(control.valueText)
      case .rowsAbove, .rowsBelow, .emptyTable, .image: break
      }
    }
    if let alert = snapshot.alert {
      [alert.title, alert.message].compactMap { $0 }.forEach { texts.insert($0) }
      texts.formUnion(alert.actions.map(\.title))
      texts.formUnion(alert.fields.map(\.text))
    }
    texts.remove("")
    return texts
  }

  /// Checks a row the user sees, or says that no such row is on screen.
  private static func row(
    _ reference: RowReference, in screen: ScreenObservation, check: (Row) -> String?
  ) -> String? {
    let rows = screen.rows
    let found =
      switch reference {
      case .index, .indexPath: rows.first { $0.indexPath == reference.indexPath }
      case .text(let text): rows.first { $0.text == text }
      }
    if case .text(let text) = reference {
      let matches = rows.filter { $0.text == text }.map(\.indexPath.row)
      if matches.count > 1 { return Device.ambiguousRowMessage(text, rows: matches) }
    }
    guard let found else {
      let texts = list(rows.map(\.text))
      let shown = rows.isEmpty ? localized("no rows are on screen") : localized("rows: \(texts)")
      return localized("there is no row \(reference) on screen (\(shown))")
    }
    return check(found)
  }

  /// The first row where the rows on screen part from the ones expected, in words:
  /// `row 1 shows "Brush teeth", not "Brush my teeth"`.
  static func firstDifference(_ shown: [String], _ expected: [String]) -> String {
    let quote = ScriptQuoting.quote
    let common = min(shown.count, expected.count)
    let index = (0..<common).first { shown[$0] != expected[$0] } ?? common
    if index < shown.count, index < expected.count {
      return localized("row \(index) shows \(quote(shown[index])), not \(quote(expected[index]))")
    }
    if index < expected.count {
      return localized("row \(index), \(quote(expected[index])), is missing")
    }
    return localized("row \(index), \(quote(shown[index])), is one too many")
  }

  private static func list(_ texts: [String]) -> String {
    texts.map(ScriptQuoting.quote).joined(separator: ", ")
  }
}
