//
//  ListViewController.swift
//  Shopping
//

import UIKit

class ListViewController: UITableViewController, AddItemViewControllerDelegate {
  var items = ShoppingItem.load()

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "AddItem" {
      let controller = segue.destination as! AddItemViewController
      controller.delegate = self
    }
  }

  func addItemViewController(_ controller: AddItemViewController, didAdd item: ShoppingItem) {
    items.append(item)
    ShoppingItem.save(items)
    tableView.insertRows(at: [IndexPath(row: items.count - 1, section: 0)], with: .automatic)
    navigationController?.popViewController(animated: true)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    let item = items[indexPath.row]
    cell.textLabel?.text = item.isUrgent ? item.name + "!" : item.name
    return cell
  }

  // Checked off in the cell only: the checkmark is not kept anywhere.
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    if let cell = tableView.cellForRow(at: indexPath) {
      cell.accessoryType = cell.accessoryType == .checkmark ? .none : .checkmark
    }
    tableView.deselectRow(at: indexPath, animated: true)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    items.remove(at: indexPath.row)
    ShoppingItem.save(items)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}
