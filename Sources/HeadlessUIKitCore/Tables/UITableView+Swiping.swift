// The simulated user's swipes on a row that reveal actions (iOS 11 swipe actions).

import Foundation

/// The edge of a row the user swipes from.
package enum SwipeEdge: Sendable {
  /// From the leading (left) edge: the delegate's leading actions.
  case leading
  /// From the trailing (right) edge: the delegate's trailing actions, or Delete.
  case trailing
}

/// Why a swipe action could not be run.
package enum SwipeRefusal: Error, Equatable {
  /// No such row.
  case noSuchRow
  /// Swiping that edge reveals nothing.
  case nothingOffered
  /// No action has that title.
  case noSuchAction
  /// A full swipe does not run the first action in this configuration.
  case noFullSwipe
}

extension UITableView {
  /// The titles of the buttons a swipe on a row's edge reveals, outermost first.
  ///
  /// On the trailing edge: the delegate's configuration, or without one the standard Delete
  /// (titled by `titleForDeleteConfirmationButtonForRowAt`) when swipe-to-delete is offered
  /// (FIDELITY 9). On the leading edge: the delegate's configuration, else nothing. Nothing
  /// is revealed in editing mode.
  package func swipeActionTitles(on indexPath: IndexPath, edge: SwipeEdge) -> [String] {
    guard !editing, position(of: indexPath) != nil else { return [] }
    if let configuration = swipeConfiguration(on: indexPath, edge: edge) {
      return configuration.actions.map { $0.title ?? "" }
    }
    guard edge == .trailing, let dataSource, dataSource.tableView(self, canEditRowAt: indexPath),
      editingStyle(forRowAt: indexPath) == .delete
    else { return [] }
    return [deleteConfirmationTitle(forRowAt: indexPath)]
  }

  /// The user swipes a row's edge and taps the action with this title. The standard Delete
  /// button goes through ``simulateSwipeToDelete(on:)``.
  package func simulateSwipeAction(on indexPath: IndexPath, edge: SwipeEdge, title: String)
    throws(SwipeRefusal)
  {
    guard !editing else { throw .nothingOffered }
    try scrollIntoView(indexPath)
    guard let configuration = swipeConfiguration(on: indexPath, edge: edge) else {
      guard edge == .trailing, swipeActionTitles(on: indexPath, edge: edge) == [title] else {
        throw .noSuchAction
      }
      do { try simulateSwipeToDelete(on: indexPath) } catch { throw .nothingOffered }
      return
    }
    guard !configuration.actions.isEmpty else { throw .nothingOffered }
    guard let action = configuration.actions.first(where: { $0.title == title }) else {
      throw .noSuchAction
    }
    perform(action, on: indexPath)
  }

  /// The user swipes a row all the way across: the first action runs, when the
  /// configuration lets a full swipe do that.
  package func simulateFullSwipe(on indexPath: IndexPath, edge: SwipeEdge) throws(SwipeRefusal) {
    guard !editing else { throw .nothingOffered }
    try scrollIntoView(indexPath)
    guard let configuration = swipeConfiguration(on: indexPath, edge: edge) else {
      guard edge == .trailing else { throw .nothingOffered }
      do { try simulateSwipeToDelete(on: indexPath) } catch { throw .nothingOffered }
      return
    }
    guard let first = configuration.actions.first else { throw .nothingOffered }
    guard configuration.performsFirstActionWithFullSwipe else { throw .noFullSwipe }
    perform(first, on: indexPath)
  }

  /// Runs a swipe action's handler, with a completion that records what the app answered.
  func perform(_ action: UIContextualAction, on indexPath: IndexPath) {
    UIKitRuntime.trace(
      "swipe action \"\(action.title ?? "")\" tapped on row \(describe(indexPath))", from: .view)
    action.handler(action, UIView()) { performed in
      UIKitRuntime.trace("  swipe action completion(\(performed))")
    }
  }

  private func swipeConfiguration(on indexPath: IndexPath, edge: SwipeEdge)
    -> UISwipeActionsConfiguration?
  {
    switch edge {
    case .leading: delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
    case .trailing:
      delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
  }

  private func scrollIntoView(_ indexPath: IndexPath) throws(SwipeRefusal) {
    do { try simulateScrollIntoView(indexPath) } catch { throw .noSuchRow }
  }
}
