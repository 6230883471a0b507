// The screen drawn as fixed-width text: navigation bar, rows or form, and any alert on top.

import Foundation
import HeadlessUIKit

extension Device {
  /// The width of the drawn screen in columns, borders included.
  public static let screenWidth = 44

  /// The screen as the user sees it, drawn in text.
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
  /// placeholder shows in angle quotes while a field is empty.
  public var screen: String {
    ScreenRenderer(device: self).render()
  }
}

/// Draws a device's screen.
@MainActor
struct ScreenRenderer {
  let device: Device
  let inner = Device.screenWidth - 4

  func render() -> String {
    guard device.isRunning, let controller = device.visibleController else {
      let reason =
        device.lastException.map { "crashed: \($0.reason)" } ?? "\(device.app.id) is not running"
      return frame(header: nil, body: [reason])
    }
    var lines = frame(header: headerLine(for: controller), body: bodyLines(for: controller))
      .components(separatedBy: "\n")
    if let alert = device.presentedAlert {
      lines = overlay(alertBox(alert), on: lines)
    }
    return lines.joined(separator: "\n")
  }

  private func frame(header: String?, body: [String]) -> String {
    let rule = String(repeating: "─", count: inner + 2)
    var lines = ["╭\(rule)╮"]
    if let header {
      lines.append("│ \(header.fitted(to: inner)) │")
      lines.append("├\(rule)┤")
    }
    for line in body.isEmpty ? [""] : body {
      lines.append("│ \(line.fitted(to: inner)) │")
    }
    lines.append("╰\(rule)╯")
    return lines.joined(separator: "\n")
  }

  private func headerLine(for controller: UIViewController) -> String {
    let title = device.title ?? ""
    var left = ""
    if let item = controller.navigationItem.leftBarButtonItem, !item.isHidden {
      left = label(for: item)
    } else if let back = device.backButtonTitle {
      left = "‹ \(back)"
    }
    let right = controller.navigationItem.rightBarButtonItem.map(label(for:)) ?? ""
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

  private func label(for item: UIBarButtonItem) -> String {
    guard !item.isHidden else { return "" }
    let title = item.title ?? ""
    return item.isEnabled ? title : "(\(title))"
  }

  private func bodyLines(for controller: UIViewController) -> [String] {
    let view = controller.view
    var lines: [String] = []
    for element in view.allViews where element.isVisibleInHierarchy {
      if let table = element as? UITableView {
        lines += tableLines(table)
      } else if element.enclosingTable == nil {
        lines += elementLines(element)
      }
    }
    return lines
  }

  private func elementLines(_ view: UIView) -> [String] {
    switch view {
    case let field as UITextField: [fieldText(field, width: inner)]
    case let button as UIButton:
      [button.isEnabled ? "[ \(button.currentTitle ?? "") ]" : "( \(button.currentTitle ?? "") )"]
    case let picker as UIDatePicker: ["◷ \(pickerText(picker))"]
    case let label as UILabel where !(label.text ?? "").isEmpty: [label.text ?? ""]
    default: []
    }
  }

  private func tableLines(_ table: UITableView) -> [String] {
    let visible = table.indexPathsForVisibleRows
    let total = (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
    guard !visible.isEmpty else { return total == 0 ? ["(no rows)"] : [] }
    var lines: [String] = []
    if table.firstVisiblePosition > 0 {
      lines.append("⋮ \(table.firstVisiblePosition) more above")
    }
    var lastSection: Int?
    for indexPath in visible {
      if indexPath.section != lastSection {
        lastSection = indexPath.section
        if let header = table.dataSource?.tableView(
          table, titleForHeaderInSection: indexPath.section)
        {
          lines.append(header.uppercased())
        }
      }
      guard let cell = table.cellForRow(at: indexPath) else { continue }
      lines += cellLines(cell, at: indexPath)
    }
    let below = total - table.firstVisiblePosition - visible.count
    if below > 0 { lines.append("⋮ \(below) more below") }
    return lines
  }

  private func cellLines(_ cell: UITableViewCell, at indexPath: IndexPath) -> [String] {
    if let field = cell.contentView.allViews.lazy.compactMap({ $0 as? UITextField }).first {
      return [fieldText(field, width: inner)]
    }
    if let picker = cell.contentView.allViews.lazy.compactMap({ $0 as? UIDatePicker }).first {
      return ["◷ \(pickerText(picker))"]
    }
    let labels = cell.contentView.subviews.compactMap { $0 as? UILabel }
      .filter { $0 !== cell.detailTextLabelIfCreated && !$0.isHidden }
    // An empty label keeps its place (one column), so rows with and without a checkmark
    // label line up as they would on screen.
    let texts = labels.map { $0.text ?? "" }
    let text =
      texts.contains { !$0.isEmpty }
      ? texts.map { $0.isEmpty ? " " : $0 }.joined(separator: " ") : ""
    let accessory = accessoryGlyph(cell.accessoryType)
    let detail = cell.detailTextLabelIfCreated?.text ?? ""
    let right = [cell.style == .subtitle ? "" : detail, accessory]
      .filter { !$0.isEmpty }.joined(separator: " ")
    let selected = cell.isSelected ? "▸" : ""
    let textWidth = inner - right.displayWidth - (right.isEmpty ? 0 : 1) - selected.count
    var lines = [selected + text.fitted(to: textWidth) + (right.isEmpty ? "" : " " + right)]
    if cell.style == .subtitle, !detail.isEmpty {
      lines.append("  " + detail)
    }
    return lines
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

  private func fieldText(_ field: UITextField, width: Int) -> String {
    let text = field.text ?? ""
    let caret = field.isEditing ? "▌" : ""
    let clear = field.isClearButtonVisible ? "⊗" : ""
    var content = text + caret
    if text.isEmpty, let placeholder = field.placeholder {
      content = caret + "‹\(placeholder)›"
    }
    let room = width - 2 - clear.count
    return "[" + content.fitted(to: room) + clear + "]"
  }

  private func pickerText(_ picker: UIDatePicker) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = picker.timeZone ?? UIKitRuntime.timeZone
    switch picker.datePickerMode {
    case .date: formatter.dateFormat = "yyyy-MM-dd"
    case .time: formatter.dateFormat = "HH:mm"
    case .dateAndTime: formatter.dateFormat = "yyyy-MM-dd HH:mm"
    }
    return formatter.string(from: picker.date)
  }

  // MARK: - Alerts

  private func alertBox(_ alert: UIAlertController) -> [String] {
    let width = inner - 4
    let content = width - 4
    var body: [String] = []
    if let title = alert.title { body += wrap(title, width: content).map { centered($0, content) } }
    if let message = alert.message {
      body += wrap(message, width: content).map { centered($0, content) }
    }
    for field in alert.textFields ?? [] {
      body.append(fieldText(field, width: content))
    }
    let buttons = alert.actions.map { action in
      action.isEnabled ? "[ \(action.title ?? "") ]" : "( \(action.title ?? "") )"
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

extension UIView {
  /// The table this view sits in, if any.
  var enclosingTable: UITableView? {
    var current = superview
    while let view = current {
      if let table = view as? UITableView { return table }
      current = view.superview
    }
    return nil
  }
}
