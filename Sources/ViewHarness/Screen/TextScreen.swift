// The screen drawn as fixed-width text: navigation bar, rows or form, and any alert on top.

import HeadlessUIKitCore
import StepwiseBasics

/// A screen drawn in text, 44 columns wide, the way the terminal simulator shows it.
///
/// ```
/// ╭──────────────────────────────────────────╮
/// │ ‹ Checklists      Add Item        (Done) │
/// ├──────────────────────────────────────────┤
/// │ [Buy milk▌                            ⊗] │
/// ╰──────────────────────────────────────────╯
/// ```
///
/// A bar button in parentheses is disabled; `▌` is the caret of the focused field; a
/// placeholder shows in angle quotes while a field is empty. A row starts with its image's
/// glyph (one column, see `Pictogram`: `⊎ Groceries`); in editing mode it starts with its
/// red minus `⊖` or green plus `⊕` and ends with `≡` when it can be dragged; the buttons a
/// swipe revealed show in square brackets on their edge: `Milk  [Flag] [Delete]`. A large
/// title has a line of its own under the bar, underlined with `═`.
public struct TextScreen {
  /// The width of the drawn screen in columns, borders included.
  public static let width = 44

  /// The screen to draw.
  public let snapshot: ScreenSnapshot

  let inner = TextScreen.width - 4

  /// Draws a snapshot.
  public init(_ snapshot: ScreenSnapshot) {
    self.snapshot = snapshot
  }

  /// The screen as lines of text joined by line breaks.
  public var text: String {
    guard let bar = snapshot.navigationBar, snapshot.stoppedReason == nil else {
      return frame(header: nil, body: [snapshot.stoppedReason ?? ""])
    }
    var body = snapshot.elements.flatMap(lines(for:))
    if bar.showsLargeTitle {
      // A large title sits under the bar's buttons, underlined to stand out.
      let title = bar.title.fitted(to: inner).trimmingTrailingSpaces
      body = [title, String(repeating: "═", count: title.displayWidth)] + body
    }
    var lines = frame(
      header: headerLine(for: bar), body: body, footer: snapshot.toolbar.map(toolbarLine)
    )
    .components(separatedBy: "\n")
    if let alert = snapshot.alert {
      lines = overlay(alertBox(alert), on: lines)
    }
    return lines.joined(separator: "\n")
  }

  private func frame(header: String?, body: [String], footer: String? = nil) -> String {
    let rule = String(repeating: "─", count: inner + 2)
    var lines = ["╭\(rule)╮"]
    if let header {
      lines.append("│ \(header.fitted(to: inner)) │")
      lines.append("├\(rule)┤")
    }
    for line in body.isEmpty ? [""] : body {
      lines.append("│ \(line.fitted(to: inner)) │")
    }
    if let footer {
      lines.append("├\(rule)┤")
      lines.append("│ \(footer.fitted(to: inner)) │")
    }
    lines.append("╰\(rule)╯")
    return lines.joined(separator: "\n")
  }

  private func headerLine(for bar: ScreenSnapshot.NavigationBar) -> String {
    let title = bar.showsLargeTitle ? "" : bar.title
    let back = bar.backTitle.map { ["‹ \($0)"] } ?? []
    let left = (back + bar.leftButtons.map(label(for:))).joined(separator: " ")
    let right = bar.rightButtons.map(label(for:)).joined(separator: " ")
    let sideWidth = max(left.displayWidth, right.displayWidth)
    let titleWidth = inner - 2 * sideWidth - 2
    if titleWidth >= title.displayWidth {
      let padding = titleWidth - title.displayWidth
      let leftPad = padding / 2
      return left.fitted(to: sideWidth) + " " + String(repeating: " ", count: leftPad) + title
        + String(repeating: " ", count: padding - leftPad) + " "
        + String(repeating: " ", count: sideWidth - right.displayWidth) + right
    }
    let middle = inner - left.displayWidth - right.displayWidth - 2
    return left + " " + title.fitted(to: max(middle, 0)) + " " + right
  }

  /// The toolbar's buttons spread across the width, the first at the left edge and the
  /// last at the right (one button sits at the left).
  private func toolbarLine(_ buttons: [ScreenSnapshot.BarButton]) -> String {
    let labels = buttons.map(label(for:))
    guard labels.count > 1 else { return labels.first ?? "" }
    let free = max(inner - labels.reduce(0) { $0 + $1.displayWidth }, labels.count - 1)
    var line = ""
    for (index, label) in labels.enumerated() {
      if index > 0 {
        let gap = free * index / (labels.count - 1) - free * (index - 1) / (labels.count - 1)
        line += String(repeating: " ", count: gap)
      }
      line += label
    }
    return line
  }

  private func label(for button: ScreenSnapshot.BarButton) -> String {
    button.isEnabled ? button.title : "(\(button.title))"
  }

  private func lines(for element: ScreenSnapshot.Element) -> [String] {
    switch element {
    case .row(let row): rowLines(row)
    case .sectionHeader(let title): [title.uppercased()]
    case .rowsAbove(let count): ["⋮ \(count) more above"]
    case .rowsBelow(let count): ["⋮ \(count) more below"]
    case .emptyTable: ["(no rows)"]
    case .field(let field): [fieldText(field, width: inner)]
    case .button(let title, let isEnabled): [isEnabled ? "[ \(title) ]" : "( \(title) )"]
    case .label(let text, _): [text]
    case .image(let name): ["\(Pictogram(imageName: name).glyph) \(name)"]
    case .datePicker(let date): ["◷ \(date)"]
    case .toggle(let control):
      [control.title.fitted(to: inner - 6) + " " + switchText(control)]
    case .slider(let control): [sliderText(control)]
    }
  }

  private func rowLines(_ row: Row) -> [String] {
    var text: String
    switch row.content {
    case .field(let field): return [fieldText(field, width: inner)]
    case .datePicker(let date): return ["◷ \(date)"]
    case .labels(let labels):
      // An empty label keeps its place (one column), so rows with and without a checkmark
      // label line up as they would on screen.
      text =
        labels.contains { !$0.isEmpty }
        ? labels.map { $0.isEmpty ? " " : $0 }.joined(separator: " ") : ""
    }
    if let image = row.image {
      text = "\(Pictogram(imageName: image).glyph) " + text
    }
    var leading = row.isSelected ? "▸" : ""
    if let editing = row.editing {
      leading += editingControlGlyph(editing.control) + " "
    }
    let detail = row.detail ?? ""
    var right = [
      row.showsDetailBelow ? "" : detail,
      row.toggle.map(switchText) ?? accessoryGlyph(row.accessory),
      row.editing?.showsReorderControl == true ? "≡" : "",
    ].filter { !$0.isEmpty }.joined(separator: " ")
    if let revealed = row.revealedActions {
      // The first button is the outermost, at the row's edge.
      let buttons = revealed.actions.map { "[\($0.title)]" }
      switch revealed.edge {
      case .leading: leading += buttons.joined(separator: " ") + " "
      case .trailing: right = buttons.reversed().joined(separator: " ")
      }
    }
    let textWidth =
      inner - right.displayWidth - (right.isEmpty ? 0 : 1) - leading.displayWidth
    var lines = [leading + text.fitted(to: textWidth) + (right.isEmpty ? "" : " " + right)]
    if row.showsDetailBelow, !detail.isEmpty {
      lines.append("  " + detail)
    }
    return lines
  }

  /// The control at a row's leading edge in editing mode: a red minus, a green plus, or room.
  private func editingControlGlyph(_ style: UITableViewCell.EditingStyle) -> String {
    switch style {
    case .none: " "
    case .delete: "⊖"
    case .insert: "⊕"
    }
  }

  private func accessoryGlyph(_ accessory: UITableViewCell.AccessoryType) -> String {
    switch accessory {
    case .none: ""
    case .checkmark: "✓"
    case .disclosureIndicator: "›"
    case .detailButton: "ⓘ"
    case .detailDisclosureButton: "ⓘ ›"
    }
  }

  // MARK: - Alerts

  private func alertBox(_ alert: ScreenSnapshot.Alert) -> [String] {
    let width = inner - 4
    let content = width - 4
    var body: [String] = []
    if let title = alert.title { body += wrap(title, width: content).map { centered($0, content) } }
    if let message = alert.message {
      body += wrap(message, width: content).map { centered($0, content) }
    }
    for field in alert.fields {
      body.append(fieldText(field, width: content))
    }
    let buttons = alert.actions.map { action in
      action.isEnabled ? "[ \(action.title) ]" : "( \(action.title) )"
    }
    body.append(centered(buttons.joined(separator: " "), content))
    let rule = String(repeating: "─", count: width - 2)
    return ["┌\(rule)┐"] + body.map { "│ \($0.fitted(to: content)) │" } + ["└\(rule)┘"]
  }

  private func centered(_ text: String, _ width: Int) -> String {
    let padding = max(width - text.displayWidth, 0) / 2
    return String(repeating: " ", count: padding) + text
  }

  private func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for piece in paragraph.split(separator: " ") {
        var word = String(piece)
        // A word wider than the box, such as a long file name, is broken across lines
        // instead of being cut short.
        while word.displayWidth > width {
          if !line.isEmpty {
            lines.append(line)
            line = ""
          }
          let head = word.prefix(fittingWidth: width)
          lines.append(head)
          word.removeFirst(head.count)
        }
        let candidate = line.isEmpty ? word : line + " " + word
        if candidate.displayWidth > width, !line.isEmpty {
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

  private func overlay(_ box: [String], on screen: [String]) -> [String] {
    var lines = screen
    let bottom = lines.removeLast()
    while lines.count < box.count + 3 {
      lines.append("│ \("".fitted(to: inner)) │")
    }
    lines.append(bottom)
    for (offset, boxLine) in box.enumerated() {
      let row = 3 + offset
      lines[row] = "│   " + boxLine + "   │"
    }
    return lines
  }
}

extension String {
  /// The string without the spaces at its end.
  fileprivate var trimmingTrailingSpaces: String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
