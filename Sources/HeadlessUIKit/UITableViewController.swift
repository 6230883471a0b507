// A controller whose view is a table and which is its table's data source and delegate.

import Foundation

/// A controller that manages a table view.
///
/// Subclasses override the data source and delegate methods they need, as in UIKit:
///
/// ```swift
/// override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///   items.count
/// }
/// ```
///
/// When the storyboard gives the scene static cells, the default implementations serve
/// them, so a form such as "Add Item" needs no data source code.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let table: UITableView

  /// The static sections declared in the storyboard, if any.
  var staticSections: [[UITableViewCell]] = []

  /// Creates a table view controller in code.
  public init(style: UITableView.Style = .plain) {
    table = UITableView(style: style)
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a table view controller from a storyboard.
  public required init?(coder: NSCoder) {
    table = UITableView(style: .plain)
    super.init(coder: coder)
  }

  /// The table, which is also the view (loading the view if needed).
  public var tableView: UITableView {
    loadViewIfNeeded()
    return table
  }

  open override func loadView() {
    table.dataSource = self
    table.delegate = self
    view = table
    scene?.configureTable(table, for: self)
  }

  /// Loads the table's rows before the view appears (so a text field in a static cell can
  /// become first responder in a subclass's `viewWillAppear` after calling `super`), and
  /// clears the selection left from the last visit.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    table.layoutIfNeeded()
    if let selected = table.indexPathForSelectedRow {
      table.deselectRow(at: selected, animated: animated)
    }
  }

  // MARK: - UITableViewDataSource

  open func numberOfSections(in tableView: UITableView) -> Int {
    staticSections.isEmpty ? 1 : staticSections.count
  }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    staticSections.indices.contains(section) ? staticSections[section].count : 0
  }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard staticSections.indices.contains(indexPath.section),
      staticSections[indexPath.section].indices.contains(indexPath.row)
    else {
      UIKitRuntime.raiseException(
        reason: "UITableView (\(objectDescription(tableView))) failed to obtain a cell from "
          + "its dataSource (\(objectDescription(self)))")
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    return staticSections[indexPath.section][indexPath.row]
  }

  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }

  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  open func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    tableView.noteUnimplementedCommit()
  }

  // MARK: - UITableViewDelegate

  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }

  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  open func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
}
