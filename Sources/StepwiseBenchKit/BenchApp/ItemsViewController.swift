// The benchmark app's list: items as rows, "+" to add one.

import Foundation
import HeadlessUIKitCore

/// Shows the items as rows; a tap toggles the checkmark; the Add Item screen's delegate.
final class ItemsViewController: UITableViewController {
  /// The items, in row order.
  var items: [AddedItem] = []

  // MARK: - Navigation

  /// Makes this screen the Add Item screen's delegate.
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "AddItem", let controller = segue.destination as? AddItemViewController {
      controller.delegate = self
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
    (cell.viewWithTag(1000) as? UILabel)?.text = item.text
    (cell.viewWithTag(1001) as? UILabel)?.text = item.checked ? "√" : ""
    return cell
  }

  // MARK: - UITableViewDelegate

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    items[indexPath.row].checked.toggle()
    tableView.reloadRows(at: [indexPath], with: .automatic)
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

// MARK: - AddItemViewControllerDelegate

extension ItemsViewController: AddItemViewControllerDelegate {
  /// Closes the Add Item screen.
  func addItemViewControllerDidCancel(_ controller: AddItemViewController) {
    navigationController?.popViewController(animated: true)
  }

  /// Appends the item, inserts its row at the end, and closes the Add Item screen.
  func addItemViewController(_ controller: AddItemViewController, didFinishAdding item: AddedItem) {
    let newRowIndex = items.count
    items.append(item)
    tableView.insertRows(at: [IndexPath(row: newRowIndex, section: 0)], with: .automatic)
    navigationController?.popViewController(animated: true)
  }
}
