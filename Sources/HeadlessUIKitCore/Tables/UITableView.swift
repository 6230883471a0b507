// A scrolling list of rows that asks its data source only for the rows on screen.

import Foundation

/// A table of rows in sections, drawn through a viewport of ``visibleRowCapacity`` rows.
///
/// The table keeps its own idea of how many rows each section has. It learns the counts
/// from the data source when it first lays out or after `reloadData()`, and afterwards only
/// through `insertRows`, `deleteRows` and their batches, which it checks against the data
/// source (FIDELITY 1–3). Cells are asked for only for rows in the viewport (FIDELITY 6) and
/// are reused (FIDELITY 5). In editing mode (``setEditing(_:animated:)``) rows show their
/// editing controls and can be moved by the user, and the table moves its own rows before it
/// tells the data source.
@preconcurrency @MainActor
open class UITableView: UIView {
  /// The table's look.
  public enum Style: Sendable {
    /// Rows edge to edge, section headers that stay at the top while their rows scroll.
    case plain
    /// Sections set apart on a grey background.
    case grouped
    /// Grouped sections with rounded corners, inset from the edges.
    case insetGrouped
  }

  /// The animation used for row changes; HeadlessUIKit changes rows at once.
  public enum RowAnimation: Sendable {
    /// The row fades in or out.
    case fade
    /// The row slides in from, or out to, the right.
    case right
    /// The row slides in from, or out to, the left.
    case left
    /// The row slides in from, or out to, the top.
    case top
    /// The row slides in from, or out to, the bottom.
    case bottom
    /// No animation of the row's own.
    case none
    /// The row grows from, or shrinks to, its middle.
    case middle
    /// The style the table picks.
    case automatic
  }

  /// Where a scrolled-to row ends up.
  public enum ScrollPosition: Sendable {
    /// As little scrolling as brings the row on screen.
    case none
    /// The row ends up at the top.
    case top
    /// The row ends up in the middle.
    case middle
    /// The row ends up at the bottom.
    case bottom
  }

  /// The table's look.
  public let style: Style

  /// The value of ``rowHeight`` and ``estimatedRowHeight`` that means "as tall as the
  /// content", the default.
  nonisolated public static let automaticDimension: CGFloat = -1

  /// Supplies the rows.
  open weak var dataSource: (any UITableViewDataSource)?

  /// Told about selection and accessory taps, and asked about rows' looks and editing.
  open weak var delegate: (any UITableViewDelegate)?

  /// Whether tapping a row can select it outside editing mode.
  open var allowsSelection = true

  /// Whether tapping a row can select it in editing mode; false by default.
  open var allowsSelectionDuringEditing = false

  /// Whether several rows can be selected at once outside editing mode: a tap on a
  /// selected row then deselects it.
  open var allowsMultipleSelection = false

  /// Whether several rows can be selected at once in editing mode; when true, editing mode
  /// shows selection circles instead of delete controls.
  open var allowsMultipleSelectionDuringEditing = false

  /// The height of every row, unless the delegate's `tableView(_:heightForRowAt:)` says
  /// otherwise; ``automaticDimension`` (the default) makes rows 44 points tall here.
  open var rowHeight: CGFloat = UITableView.automaticDimension

  /// An estimate of the rows' height, stored only.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

  /// The default inset of the cells' separators, from the cells' edges: the left layout
  /// margin of a phone's table (16 points) by default. Stored only: the simulator draws no
  /// separators.
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

  /// A view above the first section; nil by default.
  open var tableHeaderView: UIView? {
    didSet { replaceDecoration(oldValue, with: tableHeaderView) }
  }

  /// A view below the last section; nil by default. (`UIView()` here is the classic way to
  /// hide the separators of empty rows.)
  open var tableFooterView: UIView? {
    didSet { replaceDecoration(oldValue, with: tableFooterView) }
  }

  /// How many rows fit on screen at once.
  public var visibleRowCapacity = 10 {
    didSet { setNeedsLayout() }
  }

  /// The flat position (counting rows across sections) of the first row on screen.
  public internal(set) var firstVisiblePosition = 0

  /// How many cells this table has created; reuse keeps it near the viewport size.
  public private(set) var createdCellCount = 0

  /// How many times this table asked its data source for a cell.
  public internal(set) var cellRequestCount = 0

  var registeredCells: [String: @MainActor (String) -> UITableViewCell] = [:]
  var reuseQueues: [String: [UITableViewCell]] = [:]
  var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
  var rowsToRefresh: Set<IndexPath> = []
  /// The row counts the table believes in; nil until loaded.
  var rowCounts: [Int]?
  var needsLayout = true
  /// The selected rows, in order.
  var selectedRows: [IndexPath] = []
  var pendingUpdates: PendingUpdates?
  var isProbing = false
  var editing = false
  var unimplementedCommitCalled = false
  var unimplementedMoveCalled = false
  /// Whether a storyboard scene or a table view controller made the table, which gives it a
  /// size on iOS.
  package var isSizedByItsScene = false

  /// Creates a table view with a frame and a style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a table view.
  public convenience init(style: Style = .plain) {
    self.init(frame: .zero, style: style)
  }

  /// Creates a plain table view.
  public convenience override init() {
    self.init(style: .plain)
  }

  /// Creates a plain table view with a frame.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a plain table view from a storyboard.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  private func replaceDecoration(_ old: UIView?, with new: UIView?) {
    guard old !== new else { return }
    old?.removeFromSuperview()
    if let new { addSubview(new) }
  }

  // MARK: - Registration and dequeueing

  /// Registers a cell class for an identifier; dequeueing creates cells of that class.
  open func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String) {
    registeredCells[identifier] = { cellClass.init(style: .default, reuseIdentifier: $0) }
  }

  /// Registers a nib holding one cell for an identifier; dequeueing instantiates the nib,
  /// whose cell gets its outlets and `awakeFromNib()`. Registering nil unregisters the
  /// identifier; a new registration replaces the old one, class or nib.
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    guard let nib else {
      registeredCells[identifier] = nil
      return
    }
    registeredCells[identifier] = { nib.makeCell(registeredAs: $0) }
  }

  /// Registers a storyboard prototype cell for an identifier.
  func registerPrototype(
    _ identifier: String, make: @escaping @MainActor (String) -> UITableViewCell
  ) {
    registeredCells[identifier] = make
  }

  /// Returns a queued cell or a new one from the registered class or prototype; fails for an
  /// identifier nothing was registered for (FIDELITY 4).
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    UIKitRuntime.raiseException(
      reason: "unable to dequeue a cell with identifier \(identifier) - must register a nib "
        + "or a class for the identifier or connect a prototype cell in a storyboard")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// Returns a queued cell, a new one if a class or prototype is registered, or nil.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if !isProbing, var queue = reuseQueues[identifier], let cell = queue.popLast() {
      reuseQueues[identifier] = queue
      UIKitRuntime.trace("  dequeue: reusing a queued \"\(identifier)\" cell", from: .view)
      cell.prepareForReuse()
      return cell
    }
    guard let make = registeredCells[identifier] else { return nil }
    if !isProbing {
      createdCellCount += 1
      UIKitRuntime.trace("  dequeue: creating a new \"\(identifier)\" cell", from: .view)
    }
    return make(identifier)
  }

  func enqueue(_ cell: UITableViewCell) {
    if cell.isSelected { cell.setSelected(false, animated: false) }
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reuseQueues[identifier, default: []].append(cell)
  }

  // MARK: - Rows

  /// The number of sections, as the table currently believes.
  open var numberOfSections: Int {
    loadCountsIfNeeded()
    return rowCounts?.count ?? 0
  }

  /// The number of rows in a section, as the table currently believes.
  open func numberOfRows(inSection section: Int) -> Int {
    loadCountsIfNeeded()
    guard let rowCounts, rowCounts.indices.contains(section) else { return 0 }
    return rowCounts[section]
  }

  /// Forgets every row and asks the data source again on the next layout.
  open func reloadData() {
    MainThreadChecker.check("-[UITableView reloadData]")
    UIKitRuntime.trace("reloadData()", from: .view)
    for cell in visibleCellsByIndexPath.values { enqueue(cell) }
    visibleCellsByIndexPath = [:]
    rowCounts = nil
    selectedRows = []
    setNeedsLayout()
    if window != nil { layoutIfNeeded() }
  }

  /// The cell showing a row, or nil when the row is not in the table's viewport.
  ///
  /// As on iOS, a table that has a size lays out its visible rows when asked, in a window or
  /// not (a test's table that is not on screen answers); one with no size (`UITableView()`)
  /// has no visible rows until it is in a window.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    if window == nil, hasSize { layOutVisibleRowsIfNeeded() }
    return visibleCellsByIndexPath[indexPath]
  }

  /// Whether the table has a size outside a window: one from a storyboard or a table view
  /// controller's has its scene's (the kit does not keep frames there), one made in code the
  /// size of its frame.
  var hasSize: Bool { isSizedByItsScene || (frame.width > 0 && frame.height > 0) }

  /// The cells laid out on screen now, by row, without asking the data source anything: what
  /// the harness's watch compares from one look to the next.
  package final var laidOutCells: [IndexPath: UITableViewCell] { visibleCellsByIndexPath }

  /// The row a visible cell shows.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The cells on screen, top to bottom.
  open var visibleCells: [UITableViewCell] {
    indexPathsForVisibleRows.compactMap { visibleCellsByIndexPath[$0] }
  }

  /// The rows on screen, top to bottom.
  open var indexPathsForVisibleRows: [IndexPath] {
    loadCountsIfNeeded()
    let end = min(firstVisiblePosition + visibleRowCapacity, totalRowCount)
    guard firstVisiblePosition < end else { return [] }
    var indexPaths: [IndexPath] = []
    indexPaths.reserveCapacity(end - firstVisiblePosition)
    // A loop, not `compactMap`: the harness asks after every gesture, and each call of a
    // closure made on the main actor checks that it runs there.
    for position in firstVisiblePosition..<end {
      if let indexPath = indexPath(atPosition: position) { indexPaths.append(indexPath) }
    }
    return indexPaths
  }

  /// Scrolls so that a row is on screen.
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool)
  {
    guard let position = position(of: indexPath) else { return }
    let total = totalRowCount
    var first = firstVisiblePosition
    switch scrollPosition {
    case .top: first = position
    case .middle: first = position - visibleRowCapacity / 2
    case .bottom: first = position - visibleRowCapacity + 1
    case .none:
      if position < first { first = position }
      if position >= first + visibleRowCapacity { first = position - visibleRowCapacity + 1 }
    }
    scroll(toPosition: min(max(first, 0), max(total - visibleRowCapacity, 0)))
  }

  func scroll(toPosition position: Int) {
    guard position != firstVisiblePosition else { return }
    UIKitRuntime.trace("scroll to row position \(position)", from: .view)
    firstVisiblePosition = position
    setNeedsLayout()
    layoutIfNeeded()
  }
}
