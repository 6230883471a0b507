// Exercise checklists-03/edit-unchecks: uncheck an item whose text changes.
//
// The checklist screen: one array of items shown as rows.

import HeadlessUIKit

/// Shows the items as rows, checks and unchecks them on tap, deletes them on swipe, opens
/// the Add Item screen when "+" is tapped and the Edit Item screen from a row's accessory.
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

  /// Makes this screen the delegate of the item detail screen a segue is about to show and,
  /// for "EditItem", hands it the item of the row whose accessory was tapped.
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "AddItem" {
      guard let controller = segue.destination as? ItemDetailViewController else { return }
      controller.delegate = self
    } else if segue.identifier == "EditItem" {
      guard let controller = segue.destination as? ItemDetailViewController else { return }
      controller.delegate = self
      // An accessory segue sends the cell whose button was tapped.
      if let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) {
        controller.itemToEdit = items[indexPath.row]
      }
    }
  }

  // MARK: - Configuring cells

  /// Shows "√" in the checkmark label (tag 1001) when the item is checked, nothing otherwise.
  func configureCheckmark(for cell: UITableViewCell, with item: ChecklistItem) {
    if let label = cell.viewWithTag(1001) as? UILabel {
      label.text = item.checked ? "√" : ""
    }
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
      let item = items[indexPath.row]
      item.toggleChecked()
      configureCheckmark(for: cell, with: item)
    }
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

// MARK: - ItemDetailViewControllerDelegate

extension ChecklistViewController: ItemDetailViewControllerDelegate {
  /// Closes the detail screen; the list stays as it was.
  func itemDetailViewControllerDidCancel(_ controller: ItemDetailViewController) {
    navigationController?.popViewController(animated: true)
  }

  /// Appends the new item, inserts its row at the end, and closes the detail screen.
  func itemDetailViewController(
    _ controller: ItemDetailViewController, didFinishAdding item: ChecklistItem
  ) {
    let newRowIndex = items.count
    items.append(item)

    let indexPath = IndexPath(row: newRowIndex, section: 0)
    tableView.insertRows(at: [indexPath], with: .automatic)

    navigationController?.popViewController(animated: true)
  }

  /// Finds the edited item by identity, shows its new text in its row's cell only, and
  /// closes the detail screen.
  func itemDetailViewController(
    _ controller: ItemDetailViewController, didFinishEditing item: ChecklistItem
  ) {
    if let index = items.firstIndex(where: { $0 === item }) {
      let indexPath = IndexPath(row: index, section: 0)
      if let cell = tableView.cellForRow(at: indexPath) {
        configureText(for: cell, with: item)
      }
    }
    navigationController?.popViewController(animated: true)
  }
}
