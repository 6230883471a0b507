// The simulated user's gestures in a table's editing mode: the editing controls and dragging.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics

extension Device {
  /// In editing mode, taps a row's editing control. The red minus reveals the row's Delete
  /// button (its title is the delegate's `titleForDeleteConfirmationButtonForRowAt`), which
  /// ``tap(_:file:line:column:)`` then confirms; the green plus calls
  /// `tableView(_:commit: .insert, forRowAt:)` at once.
  public func tapEditingControl(
    row: RowReference, file: String = #filePath, line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.tapEditingControl(row: row))
      let (table, indexPath) = try locateRow(row)
      try requireEditingMode(table)
      switch table.editingStyle(forRowAt: indexPath) {
      case .none:
        throw failure(
          .impossible,
          localized(
            """
            row \(indexPath.row) has no editing control (canEditRowAt says no, or its \
            editingStyleForRowAt is .none)
            """))
      case .insert:
        try tableGesture { try table.simulateEditingControlTap(on: indexPath) }
      case .delete:
        try tableGesture { try table.simulateScrollIntoView(indexPath) }
        let title = table.deleteConfirmationTitle(forRowAt: indexPath)
        let button = ScreenSnapshot.RowAction(
          title: title, isDestructive: true, color: ScreenReader.hex(.systemRed))
        revealedActions = RevealedRowActions(
          table: table, indexPath: indexPath, origin: .deletionControl,
          actions: ScreenSnapshot.RowActions(edge: .trailing, actions: [button]))
        transcript.append("  the red minus turns: row \(indexPath.row) shows \"\(title)\"")
      }
    }
  }

  /// In editing mode, drags a row by its reorder control and drops it at a position counted
  /// as after the move, as UIKit counts the destination. The delegate's
  /// `targetIndexPathForMoveFromRowAt` may choose another place; then the table moves its
  /// row and the data source's `tableView(_:moveRowAt:to:)` must move the model.
  public func moveRow(
    _ row: RowReference, to destination: Int, file: String = #filePath, line: Int = #line,
    column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.moveRow(row, to: destination))
      let (table, source) = try locateRow(row)
      try requireEditingMode(table)
      let count = table.numberOfRows(inSection: source.section)
      guard destination < count else {
        throw failure(
          .impossible,
          count == 1
            ? localized("row \(source.row) cannot move to \(destination): the only place is 0")
            : localized(
              "row \(source.row) cannot move to \(destination): places are 0 to \(count - 1)"))
      }
      guard table.dataSource?.tableView(table, canMoveRowAt: source) != false else {
        throw failure(
          .impossible,
          localized(
            "row \(source.row) cannot move: canMoveRowAt says no, so it has no reorder control"))
      }
      var refusal: TableMoveRefusal?
      try perform {
        do {
          try table.simulateMove(
            from: source, to: IndexPath(row: destination, section: source.section))
        } catch let error as TableMoveRefusal {
          refusal = error
        }
      }
      switch refusal {
      case nil:
        return
      case .notEditing:
        throw failure(.impossible, localized("the table is not in editing mode"))
      case .noSuchRow:
        throw failure(
          .impossible,
          localized(
            """
            row \(source.row) cannot be dropped at \(destination): \
            targetIndexPathForMoveFromRowAt chose a place that does not exist
            """))
      case .reorderNotOffered:
        lastUnoffered = .move
        throw failure(
          .impossible,
          localized(
            "rows cannot move: the data source does not implement tableView(_:moveRowAt:to:)"))
      }
    }
  }

  /// Fails unless the table is in editing mode, naming the button that would start it.
  private func requireEditingMode(_ table: UITableView) throws {
    guard !table.isEditing else { return }
    let message =
      barButtons.contains { $0.title == "Edit" }
      ? localized("the table is not in editing mode (tap \"Edit\" first)")
      : localized("the table is not in editing mode")
    throw failure(.impossible, message)
  }
}
