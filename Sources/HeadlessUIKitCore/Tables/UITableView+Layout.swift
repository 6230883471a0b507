// Laying out a table: asking for the cells of the rows in the viewport, and where rows are.

import Foundation

extension UITableView {
  /// Marks the table for layout: cells for the viewport are asked for on the next pass.
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Asks the data source for the cells of rows that came on screen or were reloaded, and
  /// queues cells whose rows left the screen. Does nothing while the table is not in a window.
  public func layoutIfNeeded() {
    guard window != nil else { return }
    layOutVisibleRowsIfNeeded()
  }

  /// Lays out the rows in the viewport, in a window or not (``cellForRow(at:)`` asks).
  func layOutVisibleRowsIfNeeded() {
    guard needsLayout || !rowsToRefresh.isEmpty else { return }
    needsLayout = false
    loadCountsIfNeeded()
    let total = totalRowCount
    firstVisiblePosition = min(firstVisiblePosition, max(total - visibleRowCapacity, 0))
    // One look-up per row on screen finds the rows that need a cell; the cells still on
    // screen are usually all of them, and then none has to go back to the queue. (The table
    // lays out after every gesture: each look-up hashes an index path.)
    var rowsNeedingCells: [IndexPath] = []
    var cellsStaying = 0
    for indexPath in indexPathsForVisibleRows {
      if visibleCellsByIndexPath[indexPath] == nil {
        rowsNeedingCells.append(indexPath)
      } else {
        cellsStaying += 1
        if !rowsToRefresh.isEmpty, rowsToRefresh.contains(indexPath) {
          rowsNeedingCells.append(indexPath)
        }
      }
    }
    if cellsStaying < visibleCellsByIndexPath.count {
      let visible = Set(indexPathsForVisibleRows)
      for (indexPath, cell) in visibleCellsByIndexPath where !visible.contains(indexPath) {
        enqueue(cell)
        visibleCellsByIndexPath[indexPath] = nil
      }
    }
    for indexPath in rowsNeedingCells {
      if let old = visibleCellsByIndexPath[indexPath] { enqueue(old) }
      let cell = requestCell(at: indexPath)
      prepareForDisplay(cell, at: indexPath)
      addSubview(cell)
      visibleCellsByIndexPath[indexPath] = cell
      delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }
    rowsToRefresh = []
  }

  /// Gives a cell coming on screen the table's state for its row, before `willDisplay`:
  /// selection, editing, indentation and height.
  func prepareForDisplay(_ cell: UITableViewCell, at indexPath: IndexPath) {
    let isSelected = selectedRows.contains(indexPath)
    if cell.isSelected != isSelected { cell.setSelected(isSelected, animated: false) }
    applyEditingState(to: cell, at: indexPath, animated: false)
    cell.indentationLevel = delegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0
    let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    cell.frame.size.height = height == UITableView.automaticDimension ? 44 : height
  }

  func requestCell(at indexPath: IndexPath) -> UITableViewCell {
    cellRequestCount += 1
    UIKitRuntime.trace(
      "tableView(_:cellForRowAt: [\(indexPath.section), \(indexPath.row)])", from: .dataSource)
    guard let dataSource else {
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    return dataSource.tableView(self, cellForRowAt: indexPath)
  }

  /// How many rows all sections hold, as the table currently believes.
  var totalRowCount: Int { rowCounts?.reduce(0, +) ?? 0 }

  /// The row at a flat position, counting rows across sections.
  func indexPath(atPosition position: Int) -> IndexPath? {
    guard let rowCounts, position >= 0 else { return nil }
    var remaining = position
    for (section, count) in rowCounts.enumerated() {
      if remaining < count { return IndexPath(row: remaining, section: section) }
      remaining -= count
    }
    return nil
  }

  /// The flat position of a row, or nil when the table has no such row.
  func position(of indexPath: IndexPath) -> Int? {
    guard let rowCounts, rowCounts.indices.contains(indexPath.section),
      (0..<rowCounts[indexPath.section]).contains(indexPath.row)
    else { return nil }
    return rowCounts[..<indexPath.section].reduce(0, +) + indexPath.row
  }

  func loadCountsIfNeeded() {
    guard rowCounts == nil else { return }
    rowCounts = currentDataSourceCounts()
  }

  func currentDataSourceCounts() -> [Int] {
    guard let dataSource else { return [] }
    let tracesCounts = UIKitRuntime.tracesDataSourceCounts
    if tracesCounts { UIKitRuntime.trace("numberOfSections(in:)", from: .dataSource) }
    let sections = dataSource.numberOfSections(in: self)
    return (0..<max(sections, 0)).map {
      if tracesCounts {
        UIKitRuntime.trace("tableView(_:numberOfRowsInSection: \($0))", from: .dataSource)
      }
      return dataSource.tableView(self, numberOfRowsInSection: $0)
    }
  }

  /// Called by the default `tableView(_:commit:forRowAt:)`: the data source does not
  /// implement it, so swiping is not offered.
  func noteUnimplementedCommit() {
    unimplementedCommitCalled = true
  }

  /// Called by the default `tableView(_:moveRowAt:to:)`: the data source does not implement
  /// it, so reordering is not offered.
  func noteUnimplementedMove() {
    unimplementedMoveCalled = true
  }
}
