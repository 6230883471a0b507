// The checklist screen: one array of items shown as rows.

import HeadlessUIKit

/// Shows the items as rows, checks and unchecks them on tap, deletes them on swipe, and
/// opens the Add Item screen when "+" is tapped.
///
/// Every change goes to `items` first and then to the table, so that the table never shows
/// anything the array does not hold.
final class ChecklistViewController: UITableViewController {
  /// The items, in the order their rows appear.
  var items = [
    ChecklistItem(text: "Walk the dog"),
    ChecklistItem(text: "Brush my teeth", checked: true),
    ChecklistItem(text: "Learn iOS development"),
    ChecklistItem(text: "Soccer practice"),
    ChecklistItem(text: "Eat ice cream", checked: true),
  ]

  // MARK: - Navigation

  // excerpt: prepare
  /// Makes this screen the delegate of the Add Item screen the "+" segue is about to show.
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "AddItem" {
      // The segue presents a navigation controller; the Add Item screen is its top screen.
      guard let navigationController = segue.destination as? UINavigationController,
        let controller = navigationController.topViewController as? AddItemViewController
      else { return }
      controller.delegate = self
    }
  }
  // end excerpt

  // MARK: - Configuring cells

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

  // MARK: - UITableViewDataSource

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

  override func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    items.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  // MARK: - UITableViewDelegate

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    if let cell = tableView.cellForRow(at: indexPath) {
      items[indexPath.row].toggleChecked()
      configureCheckmark(for: cell, with: items[indexPath.row])
    }
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

// MARK: - AddItemViewControllerDelegate

// excerpt: delegate-methods
extension ChecklistViewController: AddItemViewControllerDelegate {
  /// Closes the Add Item screen; the list stays as it was.
  func addItemViewControllerDidCancel(_ controller: AddItemViewController) {
    dismiss(animated: true)
  }

  /// Appends the new item, inserts its row at the end, and closes the Add Item screen.
  func addItemViewController(
    _ controller: AddItemViewController, didFinishAdding item: ChecklistItem
  ) {
    let newRowIndex = items.count
    items.append(item)

    let indexPath = IndexPath(row: newRowIndex, section: 0)
    tableView.insertRows(at: [indexPath], with: .automatic)

    dismiss(animated: true)
  }
}
// end excerpt
