// Reads a device's views into a ScreenSnapshot, walking them as the text screen does.

import Foundation
import HeadlessUIKit
import ViewHarness

extension ScreenSnapshot {
  /// What the device shows now.
  @MainActor init(device: Device) {
    guard device.isRunning, let controller = device.visibleController else {
      self.init(
        stoppedReason: device.lastException.map { "crashed: \($0.reason)" }
          ?? "\(device.app.id) is not running",
        navigationBar: nil, elements: [], alert: nil)
      return
    }
    let item = controller.navigationItem
    let left = item.leftBarButtonItem.flatMap { $0.isHidden ? nil : Self.barButton($0) }
    let right = item.rightBarButtonItem.flatMap { $0.isHidden ? nil : Self.barButton($0) }
    let bar = NavigationBar(
      backTitle: left == nil ? device.backButtonTitle : nil, left: left,
      title: device.title ?? "", right: right)
    var elements: [Element] = []
    for view in controller.view.allViews where view.isVisibleInHierarchy {
      if let table = view as? UITableView {
        elements += Self.elements(of: table)
      } else if !Self.isInTable(view), let element = Self.element(for: view) {
        elements.append(element)
      }
    }
    self.init(
      stoppedReason: nil, navigationBar: bar, elements: elements,
      alert: device.presentedAlert.map(Self.alert))
  }

  @MainActor private static func barButton(_ item: UIBarButtonItem) -> BarButton {
    BarButton(
      title: item.title ?? "", isEnabled: item.isEnabled, isProminent: item.style == .done,
      isAddButton: item.systemItem == .add)
  }

  @MainActor private static func isInTable(_ view: UIView) -> Bool {
    var current = view.superview
    while let ancestor = current {
      if ancestor is UITableView { return true }
      current = ancestor.superview
    }
    return false
  }

  @MainActor private static func element(for view: UIView) -> Element? {
    switch view {
    case let field as UITextField: .field(Self.field(field))
    case let button as UIButton:
      .button(title: button.currentTitle ?? "", isEnabled: button.isEnabled)
    case let picker as UIDatePicker: .datePicker(Self.dateText(picker))
    case let label as UILabel where !(label.text ?? "").isEmpty: .label(label.text ?? "")
    default: nil
    }
  }

  @MainActor private static func elements(of table: UITableView) -> [Element] {
    let visible = table.indexPathsForVisibleRows
    let total = (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
    guard !visible.isEmpty else { return total == 0 ? [.emptyTable] : [] }
    var elements: [Element] = []
    if table.firstVisiblePosition > 0 {
      elements.append(.moreRows("\(table.firstVisiblePosition) more above"))
    }
    var lastSection: Int?
    for indexPath in visible {
      if indexPath.section != lastSection {
        lastSection = indexPath.section
        if let header = table.dataSource?.tableView(
          table, titleForHeaderInSection: indexPath.section)
        {
          elements.append(.sectionHeader(header))
        }
      }
      guard let cell = table.cellForRow(at: indexPath) else { continue }
      elements.append(.row(row(for: cell)))
    }
    let below = total - table.firstVisiblePosition - visible.count
    if below > 0 { elements.append(.moreRows("\(below) more below")) }
    return elements
  }

  @MainActor private static func row(for cell: UITableViewCell) -> Row {
    let content: RowContent
    if let field = cell.contentView.allViews.lazy.compactMap({ $0 as? UITextField }).first {
      content = .field(Self.field(field))
    } else if let picker = cell.contentView.allViews.lazy.compactMap({ $0 as? UIDatePicker })
      .first
    {
      content = .datePicker(dateText(picker))
    } else {
      let labels = cell.contentView.subviews.compactMap { $0 as? UILabel }
        .filter { $0 !== cell.detailTextLabelIfCreated && !$0.isHidden }
      content = .labels(labels.map { $0.text ?? "" })
    }
    let detail = cell.detailTextLabelIfCreated?.text
    return Row(
      content: content, detail: detail?.isEmpty == true ? nil : detail,
      showsDetailBelow: cell.style == .subtitle, accessory: cell.accessoryType,
      isSelected: cell.isSelected)
  }

  @MainActor private static func field(_ field: UITextField) -> Field {
    Field(
      text: field.text ?? "", placeholder: field.placeholder, isEditing: field.isEditing,
      showsClearButton: field.isClearButtonVisible)
  }

  @MainActor private static func alert(_ alert: UIAlertController) -> Alert {
    Alert(
      title: alert.title, message: alert.message,
      fields: (alert.textFields ?? []).map(field),
      actions: alert.actions.map {
        AlertAction(
          title: $0.title ?? "", isEnabled: $0.isEnabled, isCancel: $0.style == .cancel,
          isDestructive: $0.style == .destructive)
      })
  }

  /// The date a picker shows, written as the text screen writes it.
  @MainActor static func dateText(_ picker: UIDatePicker) -> String {
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
}
