// Inserting, deleting and reloading rows, checked against the data source (FIDELITY 1–3).

import Foundation

/// The row changes collected during one batch of updates.
struct PendingUpdates {
  var deletions: [IndexPath] = []
  var insertions: [IndexPath] = []
  var reloads: [IndexPath] = []
  var depth = 1
}

extension UITableView {
  /// Inserts rows. The data source must already report them (FIDELITY 1).
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    UIKitRuntime.trace("insertRows(at: \(describe(indexPaths)))")
    collect { $0.insertions += indexPaths }
  }

  /// Deletes rows. The data source must already have removed them (FIDELITY 1).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    UIKitRuntime.trace("deleteRows(at: \(describe(indexPaths)))")
    collect { $0.deletions += indexPaths }
  }

  /// Asks the data source again for the cells of these rows, if they are on screen
  /// (FIDELITY 6); the old cells go back to the reuse queue.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    UIKitRuntime.trace("reloadRows(at: \(describe(indexPaths)))")
    collect { $0.reloads += indexPaths }
  }

  /// Applies the row changes made in `updates` as one batch (FIDELITY 2): deletions and
  /// reloads use the index paths from before the batch, insertions those from after it.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    beginUpdates()
    updates?()
    endUpdates()
    completion?(true)
  }

  /// Starts a batch of row changes.
  public func beginUpdates() {
    if pendingUpdates == nil {
      pendingUpdates = PendingUpdates()
    } else {
      pendingUpdates?.depth += 1
    }
  }

  /// Ends a batch of row changes and applies them.
  public func endUpdates() {
    guard var updates = pendingUpdates else { return }
    updates.depth -= 1
    if updates.depth > 0 {
      pendingUpdates = updates
      return
    }
    pendingUpdates = nil
    apply(updates)
  }

  private func collect(_ change: (inout PendingUpdates) -> Void) {
    beginUpdates()
    if var updates = pendingUpdates {
      change(&updates)
      pendingUpdates = updates
    }
    endUpdates()
  }

  private func apply(_ updates: PendingUpdates) {
    guard let oldCounts = rowCounts else {
      // The table has never asked for its counts, so there is nothing to reconcile: it will
      // ask the data source when it first lays out. (UIKit behaves the same way when the
      // table has not loaded yet.)
      setNeedsLayout()
      return
    }
    let newCounts = currentDataSourceCounts()
    guard check(updates, oldCounts: oldCounts, newCounts: newCounts) else { return }

    var remapped: [IndexPath: UITableViewCell] = [:]
    for (indexPath, cell) in visibleCellsByIndexPath {
      guard let newIndexPath = map(indexPath, through: updates) else {
        enqueue(cell)
        continue
      }
      remapped[newIndexPath] = cell
      if updates.reloads.contains(indexPath) { rowsToRefresh.insert(newIndexPath) }
    }
    visibleCellsByIndexPath = remapped
    selectedIndexPath = selectedIndexPath.flatMap { map($0, through: updates) }
    rowCounts = newCounts
    setNeedsLayout()
    layoutIfNeeded()
  }

  /// Checks the batch against the data source, raising UIKit's exceptions.
  private func check(_ updates: PendingUpdates, oldCounts: [Int], newCounts: [Int]) -> Bool {
    guard oldCounts.count == newCounts.count else {
      UIKitRuntime.raiseException(
        reason: "Invalid update: invalid number of sections. The number of sections contained "
          + "in the table view after the update (\(newCounts.count)) must be equal to the "
          + "number of sections contained in the table view before the update "
          + "(\(oldCounts.count)), plus or minus the number of sections inserted or deleted "
          + "(0 inserted, 0 deleted).")
      return false
    }
    for indexPath in updates.deletions + updates.reloads {
      let section = indexPath.section
      guard oldCounts.indices.contains(section), indexPath.row < oldCounts[section],
        indexPath.row >= 0
      else {
        let verb = updates.deletions.contains(indexPath) ? "delete" : "reload"
        let count = oldCounts.indices.contains(section) ? oldCounts[section] : 0
        UIKitRuntime.raiseException(
          reason: "attempt to \(verb) row \(indexPath.row) from section \(section) which only "
            + "contains \(count) rows before the update")
        return false
      }
    }
    for indexPath in updates.insertions {
      let section = indexPath.section
      let count = newCounts.indices.contains(section) ? newCounts[section] : 0
      guard indexPath.row < count, indexPath.row >= 0 else {
        UIKitRuntime.raiseException(
          reason: "attempt to insert row \(indexPath.row) into section \(section), but there "
            + "are only \(count) rows in section \(section) after the update")
        return false
      }
    }
    for section in oldCounts.indices {
      let deleted = Set(updates.deletions.filter { $0.section == section }).count
      let inserted = Set(updates.insertions.filter { $0.section == section }).count
      let expected = oldCounts[section] - deleted + inserted
      guard newCounts[section] == expected else {
        UIKitRuntime.raiseException(
          reason: "Invalid update: invalid number of rows in section \(section). The number of "
            + "rows contained in an existing section after the update (\(newCounts[section])) "
            + "must be equal to the number of rows contained in that section before the update "
            + "(\(oldCounts[section])), plus or minus the number of rows inserted or deleted "
            + "from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus "
            + "the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        return false
      }
    }
    return true
  }

  /// Where a row from before the batch ends up after it, or nil when it was deleted.
  private func map(_ indexPath: IndexPath, through updates: PendingUpdates) -> IndexPath? {
    guard !updates.deletions.contains(indexPath) else { return nil }
    let section = indexPath.section
    var row = indexPath.row
    row -=
      Set(updates.deletions.filter { $0.section == section && $0.row < indexPath.row })
      .count
    let inserted = Set(updates.insertions.filter { $0.section == section }.map(\.row)).sorted()
    for insertedRow in inserted where insertedRow <= row { row += 1 }
    return IndexPath(row: row, section: section)
  }

  private func describe(_ indexPaths: [IndexPath]) -> String {
    "[" + indexPaths.map { "[\($0.section), \($0.row)]" }.joined(separator: ", ") + "]"
  }
}
