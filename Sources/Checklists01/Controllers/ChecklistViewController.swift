// The checklist screen: one array of items shown as rows.

import HeadlessUIKit

/// Shows the items as rows, checks and unchecks them on tap, deletes them on swipe, and
/// appends a placeholder item when "+" is tapped.
///
/// Every change goes to `items` first and then to the table, so that the table never shows
/// anything the array does not hold.
final class ChecklistViewController: UITableViewController {
  // excerpt: items
  /// The items, in the order their rows appear.
  var items = [
    ChecklistItem(text: "Walk the dog"),
    ChecklistItem(text: "Brush my teeth", checked: true),
    ChecklistItem(text: "Learn iOS development"),
    ChecklistItem(text: "Soccer practice"),
    ChecklistItem(text: "Eat ice cream", checked: true),
  ]
  // end excerpt

  // MARK: - Actions

  // excerpt: add-item
  /// Appends a placeholder item and inserts its row at the end of the table.
  func addItem() {
    let newRowIndex = items.count
    items.append(ChecklistItem(text: "New item"))

    let indexPath = IndexPath(row: newRowIndex, section: 0)
    tableView.insertRows(at: [indexPath], with: .automatic)
  }
  // end excerpt

  // MARK: - Configuring cells

  // excerpt: configure-cell
  /// Shows or hides the cell's checkmark to match the item.
  func configureCheckmark(for cell: UITableViewCell, with item: ChecklistItem) {
    cell.accessoryType = item.checked ? .checkmark : .none
  }

  /// Puts the item's text in the cell's text label (tag 1000).
  func configureText(for cell: UITableViewCell, with item: ChecklistItem) {
    if let label = cell.viewWithTag(1000) as? UILabel {
      label.text = item.text
    }
  }
  // end excerpt

  // MARK: - UITableViewDataSource

  // excerpt: data-source
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ChecklistItem", for: indexPath)
    let item = items[indexPath.row]
    configureText(for: cell, with: item)
    configureCheckmark(for: cell, with: item)
    return cell
  }
  // end excerpt

  // excerpt: delete-row
  override func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    items.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
  // end excerpt

  // MARK: - UITableViewDelegate

  // excerpt: toggle-checkmark
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    if let cell = tableView.cellForRow(at: indexPath) {
      items[indexPath.row].toggleChecked()
      configureCheckmark(for: cell, with: items[indexPath.row])
    }
    tableView.deselectRow(at: indexPath, animated: true)
  }
  // end excerpt
}
