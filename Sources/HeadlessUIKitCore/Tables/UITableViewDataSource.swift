// The questions a table view asks about its rows, and what it tells about the user's edits.

import Foundation

/// Supplies a table's rows. The two row methods are required; the rest have defaults.
///
/// UIKit's optional methods change what the user can do depending on whether they are
/// implemented at all: swipe-to-delete needs `commit` (FIDELITY 9), reordering needs
/// `moveRowAt`. Their defaults here tell the table they are not implemented.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  /// How many sections the table has; 1 by default.
  func numberOfSections(in tableView: UITableView) -> Int
  /// How many rows a section has.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row; asked only for rows on screen (FIDELITY 6).
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  /// The title above a section; nil by default.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title below a section; nil by default.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether a row can be edited (deleted, inserted, swiped); true by default.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Commits a deletion or insertion the user confirmed. Swiping is offered only when this is
  /// implemented (FIDELITY 9); it must change the model, then tell the table.
  func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// Whether a row can be moved in editing mode; true by default.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Told after the user moved a row: the table has already moved it, so this moves the
  /// model only (no `moveRow`, no reload). Reordering is offered only when this is
  /// implemented.
  func tableView(
    _ tableView: UITableView,
    moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// By default a table has one section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// By default sections have no header.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }
  /// By default sections have no footer.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }
  /// By default every row can be edited.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// The default marks the method as not implemented, so swiping is not offered.
  public func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    tableView.noteUnimplementedCommit()
  }
  /// By default every row can be moved (when `moveRowAt` is implemented).
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// The default marks the method as not implemented, so reordering is not offered.
  public func tableView(
    _ tableView: UITableView,
    moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    tableView.noteUnimplementedMove()
  }
}
