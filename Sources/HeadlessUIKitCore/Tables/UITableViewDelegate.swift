// What a table view tells its delegate about the user's taps, and asks it about rows' looks
// and editing.

import Foundation

/// Told about selection and accessory taps, and asked how rows look and edit. Every method
/// has a default, which behaves as UIKit does when the method is not implemented.
@preconcurrency @MainActor
public protocol UITableViewDelegate: AnyObject {
  /// Asked before a tap selects a row: return nil to refuse, or another index path
  /// (FIDELITY 7). Returns the index path by default.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// Told after the user selected a row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// Told after the user deselected a row (tapping another row, or a selected one when
  /// several can be selected); not told about deselecting in code.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// Told when the user taps a detail button accessory (FIDELITY 8).
  func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// Told just before a cell comes on screen for a row, after `cellForRowAt` and after the
  /// table gave it its selection and editing state.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// The height of a row; the table's `rowHeight` by default.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// How far a row's content is indented, in steps; 0 by default.
  func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  /// The editing control of an editable row; `.delete` by default. `.none` also turns off
  /// the swipe's Delete.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// Whether a row's content moves right in editing mode; true by default.
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool
  /// The title of the button that confirms a deletion; "Delete" by default (nil).
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?
  /// The actions a swipe from the leading edge reveals; none by default (nil).
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The actions a swipe from the trailing edge reveals instead of Delete; nil (the default)
  /// keeps the standard Delete, and a configuration with no actions turns the swipe off.
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// Where a dragged row may be dropped: return the proposed place to accept it, or another
  /// one. Accepts the proposed place by default.
  func tableView(
    _ tableView: UITableView,
    targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
}

extension UITableViewDelegate {
  /// By default the tapped row is selected.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// By default nothing happens.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// By default nothing happens.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// By default nothing happens.
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  /// By default nothing happens.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// By default the table's `rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.rowHeight }
  /// By default no indentation.
  public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath)
    -> Int
  { 0 }
  /// By default editable rows show a delete control.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// By default rows indent in editing mode.
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool { true }
  /// By default the button says "Delete".
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? { nil }
  /// By default a leading swipe reveals nothing.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// By default a trailing swipe reveals the standard Delete, when it is offered.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// By default the row goes where the user drops it.
  public func tableView(
    _ tableView: UITableView,
    targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
}
