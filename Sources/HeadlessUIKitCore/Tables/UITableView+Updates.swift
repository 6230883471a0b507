// Inserting, deleting, reloading and moving rows and sections, checked against the data
// source (FIDELITY 1–3).

import Foundation

/// The changes collected during one batch of updates.
///
/// Deletions, reloads and the sources of moves name rows (and sections) as they were before
/// the batch; insertions and the destinations of moves name them as they are after it
/// (FIDELITY 2).
struct PendingUpdates {
  var deletions: [IndexPath] = []
  var insertions: [IndexPath] = []
  var reloads: [IndexPath] = []
  var moves: [(from: IndexPath, to: IndexPath)] = []
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var depth = 1
}

extension UITableView {
  /// Inserts rows. The data source must already report them (FIDELITY 1).
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    MainThreadChecker.check("-[UITableView insertRowsAtIndexPaths:withRowAnimation:]")
    UIKitRuntime.trace("insertRows(at: \(describe(indexPaths)))", from: .view)
    collect { $0.insertions += indexPaths }
  }

  /// Deletes rows. The data source must already have removed them (FIDELITY 1).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    MainThreadChecker.check("-[UITableView deleteRowsAtIndexPaths:withRowAnimation:]")
    UIKitRuntime.trace("deleteRows(at: \(describe(indexPaths)))", from: .view)
    collect { $0.deletions += indexPaths }
  }

  /// Asks the data source again for the cells of these rows, if they are on screen
  /// (FIDELITY 6); the old cells go back to the reuse queue.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    MainThreadChecker.check("-[UITableView reloadRowsAtIndexPaths:withRowAnimation:]")
    UIKitRuntime.trace("reloadRows(at: \(describe(indexPaths)))", from: .view)
    collect { $0.reloads += indexPaths }
  }

  /// Moves a row. The data source is not asked or told: the model must already have moved
  /// it. Within a batch, the source is a row from before the batch and the destination a
  /// row after it.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    UIKitRuntime.trace(
      "moveRow(at: \(describe(indexPath)), to: \(describe(newIndexPath)))", from: .view)
    collect { $0.moves.append((indexPath, newIndexPath)) }
  }

  /// Asks the data source again for the number of rows and the cells of these sections.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    UIKitRuntime.trace("reloadSections(\(Array(sections)))", from: .view)
    collect { $0.reloadedSections.formUnion(sections) }
  }

  /// Inserts sections. The data source must already report them.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    UIKitRuntime.trace("insertSections(\(Array(sections)))", from: .view)
    collect { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections. The data source must already have removed them.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    UIKitRuntime.trace("deleteSections(\(Array(sections)))", from: .view)
    collect { $0.deletedSections.formUnion(sections) }
  }

  /// Applies the changes made in `updates` as one batch (FIDELITY 2): deletions, reloads
  /// and move sources use the index paths from before the batch, insertions and move
  /// destinations those from after it. The completion is told `true`: nothing interrupts
  /// an update here.
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
    rearrange(through: updates, newCounts: newCounts)
  }

  /// Moves the cells on screen and the selection to where the updates put their rows, and
  /// takes the new counts; cells of deleted or reloaded rows go back to the reuse queue.
  func rearrange(through updates: PendingUpdates, newCounts: [Int]) {
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
    selectedRows = selectedRows.compactMap { map($0, through: updates) }.sorted()
    rowCounts = newCounts
    setNeedsLayout()
    layoutIfNeeded()
  }

  /// Where a section from before the batch ends up after it, or nil when it was deleted.
  func map(section: Int, through updates: PendingUpdates) -> Int? {
    guard !updates.deletedSections.contains(section) else { return nil }
    var newSection = section - updates.deletedSections.count(in: 0..<section)
    for inserted in updates.insertedSections where inserted <= newSection { newSection += 1 }
    return newSection
  }

  /// Where a row from before the batch ends up after it, or nil when it was deleted or its
  /// section was deleted or reloaded.
  ///
  /// A row that stays keeps its rank among the rows that stay in its section, and takes the
  /// places the inserted and moved-in rows leave free.
  func map(_ indexPath: IndexPath, through updates: PendingUpdates) -> IndexPath? {
    guard !updates.deletions.contains(indexPath),
      !updates.reloadedSections.contains(indexPath.section)
    else { return nil }
    if let move = updates.moves.first(where: { $0.from == indexPath }) { return move.to }
    guard let newSection = map(section: indexPath.section, through: updates) else { return nil }
    let section = indexPath.section
    let leaving = updates.deletions + updates.moves.map { $0.from }
    var row =
      indexPath.row - Set(leaving.filter { $0.section == section && $0.row < indexPath.row }).count
    let arriving = updates.insertions + updates.moves.map { $0.to }
    let taken = Set(arriving.filter { $0.section == newSection }.map { $0.row }).sorted()
    for takenRow in taken where takenRow <= row { row += 1 }
    return IndexPath(row: row, section: newSection)
  }

  func describe(_ indexPaths: [IndexPath]) -> String {
    "[" + indexPaths.map(describe).joined(separator: ", ") + "]"
  }

  func describe(_ indexPath: IndexPath) -> String {
    "[\(indexPath.section), \(indexPath.row)]"
  }
}
