// The reader's view of a screen's content: its table's rows and its other elements.

import Foundation
import HeadlessUIKitCore

extension ScreenReader {
  /// The table on screen, if the screen has one.
  var visibleTable: UITableView? {
    guard let view = visibleController?.viewIfLoaded else { return nil }
    return view.firstView(ofType: UITableView.self)
  }

  /// The rows on screen, top to bottom.
  var rows: [Row] {
    guard let table = visibleTable else { return [] }
    return table.indexPathsForVisibleRows.compactMap { indexPath in
      table.cellForRow(at: indexPath).map { row(for: $0, at: indexPath, in: table) }
    }
  }

  /// A visible row as the user sees it on this screen: with its reorder control in editing
  /// mode, and the buttons a swipe revealed on it.
  func row(for cell: UITableViewCell, at indexPath: IndexPath, in table: UITableView) -> Row {
    var row = Self.row(for: cell, at: indexPath)
    if row.editing != nil, let dataSource = table.dataSource {
      row.editing?.showsReorderControl = dataSource.tableView(table, canMoveRowAt: indexPath)
    }
    if let revealed = revealedActions, revealed.table === table, revealed.indexPath == indexPath {
      row.revealedActions = revealed.actions
    }
    return row
  }

  /// The screen's content, top to bottom: each table's visible rows, and the controls
  /// outside tables.
  var elements: [ScreenSnapshot.Element] {
    var found: [ScreenSnapshot.Element] = []
    for view in visibleViews {
      if let table = view as? UITableView {
        found += elements(of: table)
      } else if !view.isInTable, !view.isSwitchTitle, let element = Self.element(for: view) {
        found.append(element)
      }
    }
    return found
  }

  /// What one view outside a table shows, or nil for a view that shows nothing itself.
  static func element(for view: UIView) -> ScreenSnapshot.Element? {
    switch view {
    case let field as UITextField: .field(Self.field(field))
    case let textView as UITextView: .field(Self.field(textView))
    case let button as UIButton:
      .button(title: button.currentTitle ?? "", isEnabled: button.isEnabled)
    case let picker as UIDatePicker: .datePicker(Self.dateText(picker))
    case let control as UISwitch: .toggle(Self.switchState(control))
    case let control as UISlider: .slider(Self.sliderState(control))
    case let label as UILabel where !(label.text ?? "").isEmpty:
      .label(label.text ?? "", color: Self.ownColor(of: label))
    case let imageView as UIImageView: imageView.displayedImage.map { .image($0.name) }
    default: nil
    }
  }

  func elements(of table: UITableView) -> [ScreenSnapshot.Element] {
    let visible = table.indexPathsForVisibleRows
    let total = (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
    // The header above the rows (a search bar's field), as the user sees it at the top.
    var elements: [ScreenSnapshot.Element] = []
    if let header = table.tableHeaderView {
      for view in header.allViews where view.isVisibleInHierarchy {
        if let element = Self.element(for: view) { elements.append(element) }
      }
    }
    guard !visible.isEmpty else { return elements + (total == 0 ? [.emptyTable] : []) }
    if table.firstVisiblePosition > 0 {
      elements.append(.rowsAbove(table.firstVisiblePosition))
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
      elements.append(.row(row(for: cell, at: indexPath, in: table)))
    }
    let below = total - table.firstVisiblePosition - visible.count
    if below > 0 { elements.append(.rowsBelow(below)) }
    return elements
  }

  /// How the user sees a cell: its field or date picker, else its visible labels in order;
  /// its image, detail text, accessory (the editing accessory in editing mode, unless
  /// `isEditing` says otherwise), editing control and switch.
  ///
  /// One walk of the content view (``CellParts``): the consistency check reads two cells per
  /// visible row after every gesture.
  static func row(for cell: UITableViewCell, at indexPath: IndexPath, isEditing: Bool? = nil)
    -> Row
  {
    let parts = CellParts(of: cell)
    let content: Row.Content
    var colors: [String?] = []
    var hasOwnColor = false
    if let field = parts.field {
      content = .field(Self.field(field))
    } else if let picker = parts.picker {
      content = .datePicker(dateText(picker))
    } else {
      var labels: [String] = []
      labels.reserveCapacity(parts.labels.count)
      colors.reserveCapacity(parts.labels.count)
      for label in parts.labels {
        labels.append(label.text ?? "")
        let color = ownColor(of: label)
        if color != nil { hasOwnColor = true }
        colors.append(color)
      }
      content = .labels(labels)
    }
    let detail = cell.detailTextLabelIfCreated?.text
    let accessory =
      isEditing.map { $0 ? cell.editingAccessoryType : cell.accessoryType }
      ?? cell.accessoryTypeShown
    var row = Row(
      indexPath: indexPath, content: content, detail: detail?.isEmpty == true ? nil : detail,
      showsDetailBelow: cell.style == .subtitle, accessory: accessory, isSelected: cell.isSelected)
    if hasOwnColor { row.labelColors = colors }
    row.image = image(in: cell, parts: parts)?.name
    if isEditing ?? cell.isEditing {
      row.editing = ScreenSnapshot.Editing(control: cell.editingStyle, showsReorderControl: false)
    }
    if let control = parts.toggle {
      row.toggle = ScreenSnapshot.Switch(
        title: control.labelBeside?.text ?? row.text, isOn: control.isOn,
        isEnabled: control.isEnabled)
    }
    return row
  }

  /// Whether a cell on screen and the cell its data source gives for its row now certainly
  /// show the same content: the same labels with the same texts, the same detail text,
  /// accessory (as the shown cell's editing state picks it) and image.
  ///
  /// The consistency check asks this for every visible row after every gesture, so it
  /// compares the views without making rows; when it says no, the check compares the two
  /// rows as the user sees them (an empty label more or less shows the same text).
  static func certainlyShowSameContent(_ shown: UITableViewCell, _ expected: UITableViewCell)
    -> Bool
  {
    let shownParts = CellParts(of: shown)
    let expectedParts = CellParts(of: expected)
    let expectedAccessory = shown.isEditing ? expected.editingAccessoryType : expected.accessoryType
    guard shownParts.field == nil, shownParts.picker == nil, expectedParts.field == nil,
      expectedParts.picker == nil, shownParts.labels.count == expectedParts.labels.count,
      shown.accessoryTypeShown == expectedAccessory,
      detailText(of: shown) == detailText(of: expected),
      image(in: shown, parts: shownParts)?.name == image(in: expected, parts: expectedParts)?.name
    else { return false }
    for (shownLabel, expectedLabel) in zip(shownParts.labels, expectedParts.labels)
    where shownLabel.text ?? "" != expectedLabel.text ?? "" {
      return false
    }
    return true
  }

  /// A cell's detail text as a row shows it: nil when empty.
  private static func detailText(of cell: UITableViewCell) -> String? {
    let detail = cell.detailTextLabelIfCreated?.text
    return detail?.isEmpty == true ? nil : detail
  }

  /// The image a cell shows at its leading edge: its built-in image view's, else the first
  /// image view in its content (a custom content view's) that shows one.
  private static func image(in cell: UITableViewCell, parts: CellParts) -> UIImage? {
    if let builtIn = cell.imageViewIfCreated, builtIn.isShown(within: cell.contentView),
      let image = builtIn.displayedImage
    {
      return image
    }
    return parts.imageView?.displayedImage
  }

  /// A label's text colour as `#rrggbb`, or nil when it is a standard colour for text
  /// (`.label`, or `.secondaryLabel` as a detail text has), which the screens draw anyway.
  static func ownColor(of label: UILabel) -> String? {
    let color: UIColor = label.textColor
    guard color != .label, color != .secondaryLabel else { return nil }
    return hex(color)
  }

  /// A colour as `#rrggbb`, blended onto white when it is see-through.
  static func hex(_ color: UIColor) -> String {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    let opacity = min(max(Double(alpha), 0), 1)
    func byte(_ component: CGFloat) -> String {
      let value = min(max(Double(component), 0), 1) * opacity + (1 - opacity)
      let number = Int((value * 255).rounded())
      return (number < 16 ? "0" : "") + String(number, radix: 16)
    }
    return "#" + byte(red) + byte(green) + byte(blue)
  }
}
