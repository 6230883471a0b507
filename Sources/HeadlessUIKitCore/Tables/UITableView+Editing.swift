// Editing mode: delete and insert controls on rows, and rows the user drags to reorder.

import Foundation

/// Why the user could not move a row.
package enum TableMoveRefusal: Error, Equatable {
  /// The table is not in editing mode.
  case notEditing
  /// No such row, or no such place to drop it.
  case noSuchRow
  /// The data source does not implement `tableView(_:moveRowAt:to:)`, or its
  /// `tableView(_:canMoveRowAt:)` says no for this row.
  case reorderNotOffered
}

extension UITableView {
  /// Whether the table is in editing mode; setting it is `setEditing(_:animated: false)`.
  public var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  /// Enters or leaves editing mode: the cells on screen are told, and show the editing
  /// control the data source and delegate give their rows.
  public func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != self.editing else { return }
    UIKitRuntime.trace("table setEditing(\(editing), animated:)", from: .view)
    self.editing = editing
    for (indexPath, cell) in visibleCellsByIndexPath {
      applyEditingState(to: cell, at: indexPath, animated: animated)
    }
  }

  /// Puts a cell in or out of editing mode, with its row's editing control.
  func applyEditingState(to cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
    if cell.isEditing != editing { cell.setEditing(editing, animated: animated) }
    cell.editingStyle = editing ? editingStyle(forRowAt: indexPath) : .none
    cell.shouldIndentWhileEditing =
      delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
  }

  /// The editing control of a row: none when the row cannot be edited or the table selects
  /// several rows in editing mode; else what the delegate says, `.delete` by default.
  package func editingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else {
      return .none
    }
    if editing, allowsMultipleSelectionDuringEditing { return .none }
    return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
  }

  /// The title of the button that confirms a deletion: the delegate's, else "Delete".
  package func deleteConfirmationTitle(forRowAt indexPath: IndexPath) -> String {
    delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
  }

  /// In editing mode, the user taps a row's editing control: the red minus and then its
  /// Delete button, or the green plus. The data source's `commit` is called with the style.
  package func simulateEditingControlTap(on indexPath: IndexPath) throws(TableGestureRefusal) {
    try simulateScrollIntoView(indexPath)
    let style = editingStyle(forRowAt: indexPath)
    guard editing, style != .none, let dataSource else { throw .swipeNotOffered }
    guard commit(style, forRowAt: indexPath, to: dataSource) else { throw .swipeNotOffered }
  }

  /// Calls the data source's `tableView(_:commit:forRowAt:)`; false when it does not
  /// implement it, and nothing was offered to the user.
  ///
  /// Only an implemented call is in the transcript, as on a device, where a data source
  /// without it offers no deletion to call it for: its line comes before the first line its
  /// code traces (a `deleteRows`), or after it returns when none does.
  func commit(
    _ style: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath,
    to dataSource: any UITableViewDataSource
  ) -> Bool {
    unimplementedCommitCalled = false
    let line = "tableView(_:commit: .\(style), forRowAt: \(describe(indexPath)))"
    let outer = UIKitRuntime.traceHandler
    var isTraced = false
    func traceTheCall() {
      guard !isTraced else { return }
      isTraced = true
      outer?(line, .dataSource)
    }
    UIKitRuntime.traceHandler = { inner, origin in
      traceTheCall()
      outer?(inner, origin)
    }
    dataSource.tableView(self, commit: style, forRowAt: indexPath)
    UIKitRuntime.traceHandler = outer
    guard !unimplementedCommitCalled else {
      unimplementedCommitCalled = false
      return false
    }
    traceTheCall()
    return true
  }

  /// In editing mode, the user drags a row by its reorder control and drops it.
  ///
  /// The delegate's `targetIndexPathForMoveFromRowAt` may retarget the drop. The table moves
  /// the row in its own bookkeeping first (its cell goes along, no cell is asked for), then
  /// tells the data source with `tableView(_:moveRowAt:to:)`, which must move the model and
  /// nothing else. Dropping a row where it was changes nothing and tells nobody.
  package func simulateMove(from source: IndexPath, to proposed: IndexPath)
    throws(TableMoveRefusal)
  {
    guard editing else { throw .notEditing }
    loadCountsIfNeeded()
    guard let dataSource, position(of: source) != nil, canDrop(source, at: proposed) else {
      throw .noSuchRow
    }
    guard dataSource.tableView(self, canMoveRowAt: source) else { throw .reorderNotOffered }
    let destination =
      delegate?.tableView(
        self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
      ?? proposed
    guard canDrop(source, at: destination) else { throw .noSuchRow }
    guard destination != source else { return }
    moveOwnRow(from: source, to: destination)
    unimplementedMoveCalled = false
    UIKitRuntime.trace(
      "tableView(_:moveRowAt: \(describe(source)), to: \(describe(destination)))", from: .dataSource
    )
    dataSource.tableView(self, moveRowAt: source, to: destination)
    if unimplementedMoveCalled {
      unimplementedMoveCalled = false
      moveOwnRow(from: destination, to: source)
      throw .reorderNotOffered
    }
  }

  /// Whether a row can be dropped at a place: a row of the table once the row has left its
  /// own section (so one past the end of another section is allowed).
  private func canDrop(_ source: IndexPath, at destination: IndexPath) -> Bool {
    guard let rowCounts, rowCounts.indices.contains(destination.section) else { return false }
    let count = rowCounts[destination.section]
    let limit = destination.section == source.section ? count - 1 : count
    return destination.row >= 0 && destination.row <= limit
  }

  /// Moves a row in the table's own bookkeeping, without asking the data source.
  private func moveOwnRow(from source: IndexPath, to destination: IndexPath) {
    guard var counts = rowCounts else { return }
    counts[source.section] -= 1
    counts[destination.section] += 1
    var updates = PendingUpdates()
    updates.moves = [(source, destination)]
    rearrange(through: updates, newCounts: counts)
  }
}
