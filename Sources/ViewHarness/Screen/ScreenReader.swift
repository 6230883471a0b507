// The one reader of the view tree: what the user can see in a window, and where it is.

import Foundation
import HeadlessUIKitCore

/// Reads what a window shows the user: the screen on top, its navigation bar, its content
/// and any alert.
///
/// Everything that asks "what is on screen?" asks it here: the snapshot that the text
/// screen and the phone picture draw, the device's queries, and the gestures that look for
/// the button or row the user named. So the user can tap exactly what is drawn.
@MainActor
struct ScreenReader {
  /// The app's window.
  let window: UIWindow

  /// The buttons a swipe revealed on a row, which the device remembers between gestures.
  var revealedActions: RevealedRowActions? = nil

  /// The system's alert over the app (a permission question), which no controller of the
  /// app presents.
  var systemAlert: UIAlertController? = nil

  // MARK: - The screen on top

  /// The root controller or the topmost one presented over it, ignoring alerts.
  var topPresentedController: UIViewController? {
    guard var current = window.rootViewController else { return nil }
    while let presented = current.presentedViewController, !(presented is UIAlertController) {
      current = presented
    }
    return current
  }

  /// The controller the user sees, under any alert.
  var visibleController: UIViewController? {
    guard let root = topPresentedController else { return nil }
    if let navigationController = root as? UINavigationController {
      return navigationController.topViewController
    }
    return root
  }

  /// The navigation controller of the screen the user sees.
  var visibleNavigationController: UINavigationController? {
    topPresentedController as? UINavigationController
  }

  /// The alert on screen, if any: the system's over everything, else the app's own.
  var presentedAlert: UIAlertController? {
    systemAlert ?? topPresentedController?.presentedViewController as? UIAlertController
  }

  /// The visible views of the screen the user sees, depth first (not those of an alert).
  var visibleViews: [UIView] {
    guard let controller = visibleController, let view = controller.viewIfLoaded else {
      return []
    }
    // The search bar the navigation bar shows under the title comes first, at the top.
    let searchBar = controller.navigationItem.searchController?.searchBar
    return ((searchBar?.allViews ?? []) + view.allViews).filter(\.isVisibleInHierarchy)
  }

  // MARK: - The navigation bar

  /// The navigation bar's title.
  var title: String? {
    guard let controller = visibleController else { return nil }
    return controller.navigationItem.title ?? controller.title
  }

  /// The back button's title, when there is one.
  var backButtonTitle: String? {
    guard let navigationController = visibleNavigationController,
      let top = navigationController.topViewController,
      top.navigationItem.showsBackButton
    else { return nil }
    return navigationController.backButtonTitle
  }

  /// The bar buttons on screen: the navigation bar's, left to right as the user sees them,
  /// then the toolbar's.
  ///
  /// Every tap looks for its button here, so the list is built in one array with plain
  /// loops (each call of a closure made on the main actor checks that it runs there).
  var barButtonItems: [UIBarButtonItem] {
    guard let item = visibleController?.navigationItem else { return [] }
    let toolbar = toolbarItems ?? []
    let left = Self.shownLeftItems(of: item)
    let right = Self.shownRightItems(of: item)
    var items: [UIBarButtonItem] = []
    items.reserveCapacity(left.count + right.count + toolbar.count)
    items.append(contentsOf: left)
    items.append(contentsOf: right)
    items.append(contentsOf: toolbar)
    return items
  }

  /// The left buttons that show, left to right (the first of `leftBarButtonItems` at the
  /// left edge).
  static func shownLeftItems(of item: UINavigationItem) -> [UIBarButtonItem] {
    shown(item.leftBarButtonItems ?? [])
  }

  /// The right buttons that show, left to right (the first of `rightBarButtonItems` sits at
  /// the right edge, so it comes last).
  static func shownRightItems(of item: UINavigationItem) -> [UIBarButtonItem] {
    shown((item.rightBarButtonItems ?? []).reversed())
  }

  /// The toolbar's buttons, left to right, without its spaces; nil when no toolbar shows.
  var toolbarItems: [UIBarButtonItem]? {
    guard let navigationController = visibleNavigationController,
      !navigationController.isToolbarHidden
    else { return nil }
    return Self.shown(navigationController.topViewController?.toolbarItems ?? [])
  }

  /// The bar buttons of a bar that show, in order: neither hidden nor a space.
  static func shown(_ items: [UIBarButtonItem]) -> [UIBarButtonItem] {
    var shown: [UIBarButtonItem] = []
    for button in items where !button.isHidden && button.systemItem?.isSpace != true {
      shown.append(button)
    }
    return shown
  }

  var navigationBar: ScreenSnapshot.NavigationBar {
    let item = visibleController?.navigationItem
    let left = item.map(Self.shownLeftItems(of:)) ?? []
    let right = item.map(Self.shownRightItems(of:)) ?? []
    var bar = ScreenSnapshot.NavigationBar(
      backTitle: backButtonTitle, leftButtons: left.map(Self.barButton), title: title ?? "",
      rightButtons: right.map(Self.barButton),
      showsLargeTitle: visibleNavigationController?.showsLargeTitle ?? false)
    bar.className = visibleController.map { String(reflecting: type(of: $0)) }
    return bar
  }

  static func barButton(_ item: UIBarButtonItem) -> ScreenSnapshot.BarButton {
    ScreenSnapshot.BarButton(
      title: item.shownTitle ?? "",
      isEnabled: item.showsEnabled, isProminent: item.style == .done,
      isAddButton: item.systemItem == .add)
  }

  // MARK: - The content

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

  // MARK: - The alert

  var alert: ScreenSnapshot.Alert? {
    presentedAlert.map { alert in
      ScreenSnapshot.Alert(
        title: alert.title, message: alert.message,
        fields: (alert.textFields ?? []).map(Self.field),
        actions: alert.actions.map {
          ScreenSnapshot.AlertAction(
            title: $0.title ?? "", isEnabled: $0.isEnabled, isCancel: $0.style == .cancel,
            isDestructive: $0.style == .destructive)
        }, isActionSheet: alert.preferredStyle == .actionSheet)
    }
  }

  // MARK: - The whole screen

  /// Everything the window shows.
  var snapshot: ScreenSnapshot {
    ScreenSnapshot(
      stoppedReason: nil, navigationBar: navigationBar, elements: elements, alert: alert,
      toolbar: toolbarItems?.map(Self.barButton))
  }

}

extension UIView {
  /// The label just before this view among its siblings, beside it, which names it (a
  /// switch's or a text field's).
  var labelBeside: UILabel? {
    guard let siblings = superview?.subviews,
      let index = siblings.firstIndex(where: { $0 === self }), index > 0,
      let label = siblings[index - 1] as? UILabel, !label.isHidden
    else { return nil }
    return label
  }
}

extension UIView {

  /// Whether neither this view nor any of its ancestors up to `container` is hidden.
  func isShown(within container: UIView) -> Bool {
    var current: UIView? = self
    while let view = current, view !== container {
      if view.isHidden { return false }
      current = view.superview
    }
    return true
  }

  /// Whether this view sits inside a table (its cells draw it as part of a row).
  var isInTable: Bool {
    var current = superview
    while let view = current {
      if view is UITableView { return true }
      current = view.superview
    }
    return false
  }
}
