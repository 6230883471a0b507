// The simulated user's finger on a table: taps, accessory taps and swipes (FIDELITY 6–9).

import Foundation

/// Why a gesture on a table could not happen.
package enum TableGestureRefusal: Error, Equatable {
  case noSuchRow
  case selectionNotAllowed
  case noAccessoryButton
  case swipeNotOffered
}

extension UITableView {
  /// Scrolls a row into view the way a user would before touching it.
  package func simulateScrollIntoView(_ indexPath: IndexPath) throws(TableGestureRefusal) {
    loadCountsIfNeeded()
    guard position(of: indexPath) != nil else { throw .noSuchRow }
    layoutIfNeeded()
    if visibleCellsByIndexPath[indexPath] == nil {
      scrollToRow(at: indexPath, at: .none, animated: true)
    }
  }

  /// A tap on a row: the cell highlights and unhighlights, `willSelectRowAt` is asked (it
  /// may refuse or redirect the selection), then the row is selected, its selection segue
  /// runs and `didSelectRowAt` is told (FIDELITY 7). In editing mode rows are selectable
  /// only when ``allowsSelectionDuringEditing`` (or multiple selection during editing) says
  /// so. When several rows may be selected, a tap on a selected row deselects it.
  package func simulateTap(on indexPath: IndexPath) throws(TableGestureRefusal) {
    try simulateScrollIntoView(indexPath)
    let selectable =
      editing
      ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing
      : allowsSelection
    guard selectable else { throw .selectionNotAllowed }
    if let cell = visibleCellsByIndexPath[indexPath] {
      cell.setHighlighted(true, animated: false)
      cell.setHighlighted(false, animated: false)
    }
    if selectsMultipleRows, selectedRows.contains(indexPath) {
      deselect(indexPath, animated: true)
      UIKitRuntime.trace(
        "tableView(_:didDeselectRowAt: \(describe(indexPath)))", from: .tableDelegate)
      delegate?.tableView(self, didDeselectRowAt: indexPath)
      return
    }
    UIKitRuntime.trace(
      "tableView(_:willSelectRowAt: [\(indexPath.section), \(indexPath.row)])", from: .tableDelegate
    )
    let proposed: IndexPath? =
      if let delegate { delegate.tableView(self, willSelectRowAt: indexPath) } else { indexPath }
    guard let target = proposed else {
      UIKitRuntime.trace("  willSelectRowAt returned nil: no selection", from: .tableDelegate)
      return
    }
    guard position(of: target) != nil else { throw .noSuchRow }
    if !selectsMultipleRows {
      for old in selectedRows where old != target {
        deselect(old, animated: true)
        delegate?.tableView(self, didDeselectRowAt: old)
      }
    }
    select(target, animated: true)
    if let cell = visibleCellsByIndexPath[target], let segue = cell.selectionSegueIdentifier,
      let controller = owningController
    {
      controller.performTriggeredSegue(withIdentifier: segue, sender: cell)
    }
    UIKitRuntime.trace(
      "tableView(_:didSelectRowAt: [\(target.section), \(target.row)])", from: .tableDelegate)
    delegate?.tableView(self, didSelectRowAt: target)
  }

  /// A tap on a row's accessory: only detail buttons respond (FIDELITY 8). A segue declared
  /// on the prototype's accessory runs with the cell as sender.
  package func simulateAccessoryTap(on indexPath: IndexPath) throws(TableGestureRefusal) {
    try simulateScrollIntoView(indexPath)
    guard let cell = visibleCellsByIndexPath[indexPath], cell.accessoryType.isButton else {
      throw .noAccessoryButton
    }
    if let segue = cell.accessorySegueIdentifier, let controller = owningController {
      controller.performTriggeredSegue(withIdentifier: segue, sender: cell)
    }
    UIKitRuntime.trace(
      "tableView(_:accessoryButtonTappedForRowWith: [\(indexPath.section), \(indexPath.row)])",
      from: .tableDelegate)
    delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
  }

  /// A swipe and a tap on Delete (FIDELITY 9).
  ///
  /// Without swipe actions from the delegate, Delete is offered only when the data source
  /// implements `tableView(_:commit:forRowAt:)`, `canEditRowAt` allows it and the row's
  /// editing style is `.delete`; the tap calls `commit` with `.delete`. When the delegate's
  /// `trailingSwipeActionsConfigurationForRowAt` gives a configuration, the swipe shows its
  /// actions instead and this taps its first destructive one. In editing mode there is no
  /// swipe: the user taps the red minus, then Delete.
  package func simulateSwipeToDelete(on indexPath: IndexPath) throws(TableGestureRefusal) {
    if editing {
      guard editingStyle(forRowAt: indexPath) == .delete else { throw .swipeNotOffered }
      try simulateEditingControlTap(on: indexPath)
      return
    }
    try simulateScrollIntoView(indexPath)
    if let configuration = delegate?.tableView(
      self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    {
      guard let action = configuration.actions.first(where: { $0.style == .destructive }) else {
        throw .swipeNotOffered
      }
      perform(action, on: indexPath)
      return
    }
    guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath),
      editingStyle(forRowAt: indexPath) == .delete
    else {
      throw .swipeNotOffered
    }
    guard commit(.delete, forRowAt: indexPath, to: dataSource) else { throw .swipeNotOffered }
  }

  /// The cell the data source would give for a row now, made without touching the reuse
  /// queues or the counters: the harness compares it with what is on screen.
  package func probeCell(at indexPath: IndexPath) -> UITableViewCell? {
    guard let dataSource else { return nil }
    isProbing = true
    defer { isProbing = false }
    return untraced { dataSource.tableView(self, cellForRowAt: indexPath) }
  }

  /// The counts the data source reports now, asked without tracing.
  package func probeDataSourceCounts() -> [Int] {
    untraced { currentDataSourceCounts() }
  }

  /// Runs a question the harness asks for itself, keeping it out of the transcript.
  private func untraced<Result>(_ body: () -> Result) -> Result {
    let handler = UIKitRuntime.traceHandler
    UIKitRuntime.traceHandler = nil
    defer { UIKitRuntime.traceHandler = handler }
    return body()
  }

  /// The row counts the table believes in.
  package var believedRowCounts: [Int] {
    loadCountsIfNeeded()
    return rowCounts ?? []
  }

  /// The controller whose view this table is, which performs storyboard segues.
  var owningController: UIViewController? {
    var current: UIView? = self
    while let view = current {
      if let controller = view.owningViewController { return controller }
      current = view.superview
    }
    return nil
  }
}
