// A controller whose view is a table and which is its table's data source and delegate.

import Foundation

/// A controller that manages a table view.
///
/// Subclasses override the data source and delegate methods they need, as in UIKit:
///
/// ```swift
/// override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///   items.count
/// }
/// ```
///
/// Every method behaves like UIKit's when a subclass does not override it: without
/// `tableView(_:commit:forRowAt:)` rows cannot be swiped to delete, without
/// `tableView(_:moveRowAt:to:)` they cannot be reordered. When the storyboard gives the scene
/// static cells, the default implementations serve them, so a form such as "Add Item" needs
/// no data source code. ``setEditing(_:animated:)`` puts the table in editing mode too.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let table: UITableView

  /// The static sections declared in the storyboard, if any.
  var staticSections: [[UITableViewCell]] = []

  /// The cells the storyboard keeps in the scene's dock, outside the table. The controller
  /// keeps them alive, as a storyboard keeps its top-level objects, so that their outlets
  /// can be weak.
  var sceneDockCells: [UITableViewCell] = []

  /// Whether the selection is cleared each time the view is about to appear; true by
  /// default.
  open var clearsSelectionOnViewWillAppear = true

  /// Creates a table view controller in code.
  public init(style: UITableView.Style = .plain) {
    table = UITableView(style: style)
    table.isSizedByItsScene = true
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a table view controller from a storyboard.
  public required init?(coder: NSCoder) {
    table = UITableView(style: .plain)
    table.isSizedByItsScene = true
    super.init(coder: coder)
  }

  /// The table, which is also the view (loading the view if needed).
  public var tableView: UITableView {
    loadViewIfNeeded()
    return table
  }

  /// Makes the table the view, with this controller as its data source and delegate.
  open override func loadView() {
    table.dataSource = self
    table.delegate = self
    view = table
    scene?.configureTable(table, for: self)
  }

  /// Loads the table's rows before the view appears (so a text field in a static cell can
  /// become first responder in a subclass's `viewWillAppear` after calling `super`), and
  /// clears the selection left from the last visit.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    table.layoutIfNeeded()
    guard clearsSelectionOnViewWillAppear else { return }
    for selected in table.indexPathsForSelectedRows ?? [] {
      table.deselectRow(at: selected, animated: animated)
    }
  }

  /// Enters or leaves editing mode, and puts the table in the same mode.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView.setEditing(editing, animated: animated)
  }

  // MARK: - UITableViewDataSource

  /// One section, or one per static section.
  open func numberOfSections(in tableView: UITableView) -> Int {
    staticSections.isEmpty ? 1 : staticSections.count
  }

  /// No rows, or the static section's cells.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    staticSections.indices.contains(section) ? staticSections[section].count : 0
  }

  /// The static cell of the row; a subclass with dynamic rows must override it.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard staticSections.indices.contains(indexPath.section),
      staticSections[indexPath.section].indices.contains(indexPath.row)
    else {
      UIKitRuntime.raiseException(
        reason: "UITableView (\(objectDescription(tableView))) failed to obtain a cell from "
          + "its dataSource (\(objectDescription(self)))")
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    return staticSections[indexPath.section][indexPath.row]
  }

  /// No section header.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }

  /// No section footer.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }

  /// Every row can be edited.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Not implemented: rows cannot be swiped to delete until a subclass overrides it.
  open func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    tableView.noteUnimplementedCommit()
  }

  /// Every row can be moved, once a subclass overrides `tableView(_:moveRowAt:to:)`.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Not implemented: rows cannot be reordered until a subclass overrides it.
  open func tableView(
    _ tableView: UITableView,
    moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    tableView.noteUnimplementedMove()
  }

  // MARK: - UITableViewDelegate

  /// The tapped row is selected.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }

  /// Nothing happens.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Nothing happens.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  /// Nothing happens.
  open func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}

  /// Nothing happens.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// The table's `rowHeight`. With static cells, a row the storyboard does not declare
  /// stops the app, as UIKit reads the height from the storyboard's cell: a subclass that
  /// inserts a row (the book's date-picker row) answers for it itself.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    requireStaticRow(at: indexPath)
    return tableView.rowHeight
  }

  /// No indentation. With static cells, a row the storyboard does not declare stops the app,
  /// as for the height.
  open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  {
    requireStaticRow(at: indexPath)
    return 0
  }

  /// Raises UIKit's range exception when the storyboard gives this table static cells and
  /// none at this index path.
  private func requireStaticRow(at indexPath: IndexPath) {
    guard !staticSections.isEmpty else { return }
    guard staticSections.indices.contains(indexPath.section) else {
      UIKitRuntime.raiseException(
        .range,
        reason: "*** -[__NSArrayM objectAtIndex:]: index \(indexPath.section) beyond bounds "
          + "[0 .. \(staticSections.count - 1)]")
      return
    }
    let rows = staticSections[indexPath.section]
    guard !rows.indices.contains(indexPath.row) else { return }
    UIKitRuntime.raiseException(
      .range,
      reason: "*** -[__NSArrayM objectAtIndex:]: index \(indexPath.row) beyond bounds "
        + (rows.isEmpty ? "for empty array" : "[0 .. \(rows.count - 1)]"))
  }

  /// Editable rows show a delete control.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }

  /// Rows indent in editing mode.
  open func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }

  /// The button says "Delete".
  open func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }

  /// A leading swipe reveals nothing.
  open func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// A trailing swipe reveals the standard Delete, when it is offered.
  open func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// The row goes where the user drops it.
  open func tableView(
    _ tableView: UITableView,
    targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
}
