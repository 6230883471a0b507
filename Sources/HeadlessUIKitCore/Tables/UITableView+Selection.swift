// Which rows are selected, and selecting rows in code (FIDELITY 7: no delegate calls).

import Foundation

extension UITableView {
  /// The first selected row, in section and row order, or nil when none is selected.
  public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

  /// The selected rows in section and row order, or nil (not an empty array) when none is.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows
  }

  /// Selects a row in code: no delegate method is called (FIDELITY 7). Unless the table
  /// allows multiple selection, the row replaces the selection; nil clears it.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      deselectAll(animated: animated)
      return
    }
    select(indexPath, animated: animated)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects a row in code: no delegate method is called.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    deselect(indexPath, animated: animated)
  }

  /// Whether the table selects several rows at once in its current mode.
  var selectsMultipleRows: Bool {
    editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// Adds a row to the selection, or makes it the selection when only one row may be
  /// selected. Cells on screen are told.
  func select(_ indexPath: IndexPath, animated: Bool) {
    if !selectsMultipleRows {
      for old in selectedRows where old != indexPath { deselect(old, animated: animated) }
    }
    guard !selectedRows.contains(indexPath) else { return }
    selectedRows.append(indexPath)
    selectedRows.sort()
    visibleCellsByIndexPath[indexPath]?.setSelected(true, animated: animated)
  }

  /// Removes a row from the selection.
  func deselect(_ indexPath: IndexPath, animated: Bool) {
    guard let index = selectedRows.firstIndex(of: indexPath) else { return }
    selectedRows.remove(at: index)
    visibleCellsByIndexPath[indexPath]?.setSelected(false, animated: animated)
  }

  func deselectAll(animated: Bool) {
    for indexPath in selectedRows { deselect(indexPath, animated: animated) }
  }
}
