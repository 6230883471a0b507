// The questions a table view asks about its rows, and what it tells about the user's taps.

import Foundation

/// Supplies a table's rows. The three row methods are required; the rest have defaults.
@MainActor
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
  /// Whether a row can be edited; true by default.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Commits a swipe-to-delete. Swiping is offered only when this is implemented (FIDELITY 9).
  func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
  /// By default a table has one section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// By default sections have no header.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
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
}

/// Told about selection and accessory taps. Every method has a default.
@MainActor
public protocol UITableViewDelegate: AnyObject {
  /// Asked before a tap selects a row: return nil to refuse, or another index path
  /// (FIDELITY 7). Returns the index path by default.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// Told after the user selected a row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// Told after the user deselected a row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// Told when the user taps a detail button accessory (FIDELITY 8).
  func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
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
}
