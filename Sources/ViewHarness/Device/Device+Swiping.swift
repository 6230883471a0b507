// The simulated user's swipes on a row: revealing its buttons, tapping one, swiping across.

import Foundation
import HeadlessUIKitCore
import StepwiseBasics

extension Device {
  /// Swipes a row to reveal its buttons, which stay until the next gesture:
  /// ``tap(_:file:line:column:)`` with a button's title taps it, and any other gesture closes
  /// them (a tap on the table then selects nothing, as on iOS).
  ///
  /// To the left, the row shows the delegate's `trailingSwipeActionsConfigurationForRowAt`
  /// actions, or without a configuration the standard Delete when the row can be deleted
  /// (FIDELITY 9); to the right, the delegate's leading actions. Rows do not swipe in editing
  /// mode.
  public func swipeRow(
    _ row: RowReference, _ direction: SwipeDirection, file: String = #filePath,
    line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.swipeRow(row, direction))
      let (table, indexPath) = try locateRow(row)
      try refuseSwipes(in: table)
      try tableGesture { try table.simulateScrollIntoView(indexPath) }
      let edge: ScreenSnapshot.RowActions.Edge = direction == .left ? .trailing : .leading
      var actions: [ScreenSnapshot.RowAction] = []
      var isSwitchedOff = false
      try perform {
        (actions, isSwitchedOff) = swipeActions(of: table, at: indexPath, on: edge)
      }
      guard !actions.isEmpty else {
        throw failure(
          .impossible,
          localized(
            """
            swiping row \(indexPath.row) to the \(direction) reveals nothing: \
            \(Self.whyNothingSwipes(on: edge, isSwitchedOff: isSwitchedOff))
            """))
      }
      revealedActions = RevealedRowActions(
        table: table, indexPath: indexPath, origin: .swipe,
        actions: ScreenSnapshot.RowActions(edge: edge, actions: actions))
      let titles = actions.map { ScriptQuoting.quote($0.title) }.joined(separator: ", ")
      transcript.append("  row \(indexPath.row) shows \(titles)")
    }
  }

  /// Swipes a row all the way across: the first of the buttons on that side runs, when its
  /// configuration's `performsFirstActionWithFullSwipe` allows it (without a configuration,
  /// a full swipe to the left deletes the row, as the standard Delete does).
  public func fullSwipeRow(
    _ row: RowReference, _ direction: SwipeDirection, file: String = #filePath,
    line: Int = #line, column: Int = #column
  ) throws {
    try atCallSite(file, line, column) {
      begin(.fullSwipeRow(row, direction))
      let (table, indexPath) = try locateRow(row)
      try refuseSwipes(in: table)
      let edge: SwipeEdge = direction == .left ? .trailing : .leading
      var refusal: SwipeRefusal?
      try perform {
        do {
          try table.simulateFullSwipe(on: indexPath, edge: edge)
        } catch let error as SwipeRefusal {
          refusal = error
        }
      }
      guard let refusal else { return }
      let start = localized(
        "a full swipe to the \(direction) on row \(indexPath.row) runs nothing: ")
      switch refusal {
      case .noFullSwipe:
        throw failure(
          .impossible,
          start
            + localized(
              """
              its configuration's performsFirstActionWithFullSwipe is false \
              (swipe \(direction), then tap a button)
              """))
      case .noSuchRow, .noSuchAction:
        throw failure(.impossible, start + localized("there is no such row"))
      case .nothingOffered:
        lastUnoffered = .swipe
        throw failure(
          .impossible,
          start + Self.whyNothingSwipes(on: direction == .left ? .trailing : .leading))
      }
    }
  }

  /// Taps one of the buttons a swipe, or the red minus, revealed on a row.
  func tapRevealed(_ button: ScreenSnapshot.RowAction, of revealed: RevealedRowActions) throws {
    guard let table = revealed.table else {
      throw failure(.impossible, localized("the row showing \"\(button.title)\" is gone"))
    }
    switch revealed.origin {
    case .deletionControl:
      try tableGesture { try table.simulateEditingControlTap(on: revealed.indexPath) }
    case .swipe:
      var refusal: SwipeRefusal?
      try perform {
        do {
          try table.simulateSwipeAction(
            on: revealed.indexPath, edge: revealed.edge, title: button.title)
        } catch let error as SwipeRefusal {
          refusal = error
        }
      }
      guard refusal != nil else { return }
      lastUnoffered = .swipe
      throw failure(
        .impossible,
        localized(
          "\"\(button.title)\" does nothing: the data source does not implement tableView(_:commit:forRowAt:)"
        ))
    }
  }

  /// The buttons a swipe reveals on a row's edge, and whether the delegate switched the
  /// swipe off with a configuration of no actions.
  private func swipeActions(
    of table: UITableView, at indexPath: IndexPath, on edge: ScreenSnapshot.RowActions.Edge
  ) -> (actions: [ScreenSnapshot.RowAction], isSwitchedOff: Bool) {
    let position = "[\(indexPath.section), \(indexPath.row)]"
    let configuration: UISwipeActionsConfiguration?
    switch edge {
    case .leading:
      transcript.append("  tableView(_:leadingSwipeActionsConfigurationForRowAt: \(position))")
      configuration = table.delegate?.tableView(
        table, leadingSwipeActionsConfigurationForRowAt: indexPath)
    case .trailing:
      transcript.append("  tableView(_:trailingSwipeActionsConfigurationForRowAt: \(position))")
      configuration = table.delegate?.tableView(
        table, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
    if let configuration {
      let actions = configuration.actions.map { action in
        ScreenSnapshot.RowAction(
          title: action.title ?? "", isDestructive: action.style == .destructive,
          color: ScreenReader.hex(action.backgroundColor))
      }
      return (actions, actions.isEmpty)
    }
    let standard = table.swipeActionTitles(
      on: indexPath, edge: edge == .leading ? .leading : .trailing)
    let red = ScreenReader.hex(.systemRed)
    return (standard.map { .init(title: $0, isDestructive: true, color: red) }, false)
  }

  /// Why a swipe on an edge shows no button.
  private static func whyNothingSwipes(
    on edge: ScreenSnapshot.RowActions.Edge, isSwitchedOff: Bool = false
  ) -> String {
    let side = edge == .leading ? "leading" : "trailing"
    if isSwitchedOff {
      return localized("the delegate's \(side) swipe configuration has no actions")
    }
    switch edge {
    case .leading: return localized("the delegate gives no leading swipe actions")
    case .trailing:
      return localized(
        """
        the delegate gives no trailing swipe actions, and the row cannot be deleted \
        (no tableView(_:commit:forRowAt:), or canEditRowAt says no)
        """)
    }
  }

  /// Fails in editing mode, where rows do not swipe.
  private func refuseSwipes(in table: UITableView) throws {
    guard table.isEditing else { return }
    let message =
      barButtons.contains { $0.title == "Done" }
      ? localized("rows do not swipe in editing mode (tap \"Done\" first)")
      : localized("rows do not swipe in editing mode")
    throw failure(.impossible, message)
  }
}
