// What could follow a half-typed command: the language's words and what the screen shows.

/// Completions for a command being typed: the fixed words of every command form, and the
/// titles and rows on screen quoted as a script writes them.
///
/// ```swift
/// ScriptCompletion.candidates(for: "tap \"D", device: device)  // ["tap \"Done\""]
/// ```
package enum ScriptCompletion {
  /// Whole lines that start with `typed` and go further, sorted.
  @MainActor package static func candidates(for typed: String, device: Device?) -> [String] {
    var lines = Set(keywordPrefixes)
    if let device, device.isRunning {
      let snapshot = device.snapshot
      var titles: [String] = []
      if let bar = snapshot.navigationBar {
        titles += bar.buttons.map(\.title)
        if bar.backTitle != nil { lines.insert("back") }
        lines.insert("expect title \(ScriptQuoting.quote(bar.title))")
      }
      var rowTexts: [String] = []
      var isEditing = false
      for element in snapshot.elements {
        switch element {
        case .button(let title, _): titles.append(title)
        case .row(let row):
          rowTexts.append(row.text)
          isEditing = isEditing || row.editing != nil
          titles += row.revealedActions?.actions.map(\.title) ?? []
          if let control = row.toggle {
            lines.insert("toggle switch \(ScriptQuoting.quote(control.title))")
          }
        case .toggle(let control):
          lines.insert("toggle switch \(ScriptQuoting.quote(control.title))")
        case .slider(let control):
          lines.insert(
            control.title.isEmpty ? "slide to " : "slide \(ScriptQuoting.quote(control.title)) to ")
        case .label(let text, _): lines.insert("expect text \(ScriptQuoting.quote(text))")
        case .sectionHeader, .rowsAbove, .rowsBelow, .emptyTable, .field, .datePicker, .image:
          break
        }
      }
      titles += snapshot.alert?.actions.map(\.title) ?? []
      for (_, names) in device.reader?.touchableFields ?? [] {
        lines.formUnion(names.map { "tap field \(ScriptQuoting.quote($0))" })
      }
      for title in titles where !title.isEmpty {
        let quoted = ScriptQuoting.quote(title)
        lines.formUnion(["tap \(quoted)", "expect enabled \(quoted)", "expect disabled \(quoted)"])
      }
      for text in rowTexts where !text.isEmpty {
        let quoted = ScriptQuoting.quote(text)
        lines.formUnion([
          "tap row \(quoted)", "accessory row \(quoted)", "delete row \(quoted)",
          "expect row \(quoted) checked", "expect row \(quoted) unchecked",
        ])
        lines.formUnion(
          isEditing
            ? ["editing control row \(quoted)", "move row \(quoted) to "]
            : [
              "swipe left on row \(quoted)", "swipe right on row \(quoted)",
              "full swipe left on row \(quoted)", "full swipe right on row \(quoted)",
            ])
      }
    }
    return lines.filter { $0.hasPrefix(typed) && $0 != typed }.sorted()
  }

  /// Each form's leading keywords, followed by a space when the form goes on: `tap row `,
  /// `expect row count `, `background`.
  static let keywordPrefixes: [String] = {
    var prefixes: [String] = []
    for form in CommandSyntax.all {
      var words: [String] = []
      for piece in form.pieces {
        guard case .keyword(let word) = piece else { break }
        words.append(word)
      }
      let isWhole = words.count == form.pieces.count
      let prefix = words.joined(separator: " ") + (isWhole ? "" : " ")
      if !prefixes.contains(prefix) { prefixes.append(prefix) }
    }
    return prefixes
  }()
}
