//
//  ItemsViewController.swift
//  Wishlist
//

import UIKit

class ItemsViewController: UITableViewController {

  var items = [WishItem]()
  var editingRow: Int?

  override func viewDidLoad() {
    super.viewDidLoad()
    loadItems()
  }

  // MARK: - Table view data source

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "WishCell", for: indexPath)
    let item = items[indexPath.row]
    cell.textLabel?.text = item.name
    cell.accessoryType = item.isBought ? .checkmark : .none
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    items[indexPath.row].isBought.toggle()
    tableView.reloadRows(at: [indexPath], with: .automatic)
    tableView.deselectRow(at: indexPath, animated: true)
    saveItems()
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
      self.items.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      self.saveItems()
      done(true)
    }
    let edit = UIContextualAction(style: .normal, title: "Rename") { _, _, done in
      self.performSegue(withIdentifier: "EditItem", sender: indexPath)
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [delete, edit])
  }

  // MARK: - Navigation

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "EditItem", let indexPath = sender as? IndexPath {
      let controller = segue.destination as! EditItemViewController
      controller.itemName = items[indexPath.row].name
      editingRow = indexPath.row
    } else {
      editingRow = nil
    }
  }

  // The Save button and the Cancel button of the item screen both come back here.
  @IBAction func unwindToWishlist(_ segue: UIStoryboardSegue) {
    guard segue.identifier == "SaveUnwind",
      let source = segue.source as? EditItemViewController
    else { return }
    let name = source.itemName ?? ""
    if let row = editingRow {
      items[row].name = name
      tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
    } else {
      items.append(WishItem(name: name, isBought: false))
      tableView.insertRows(at: [IndexPath(row: items.count - 1, section: 0)], with: .automatic)
    }
    saveItems()
  }

  // MARK: - Saving

  func dataFileURL() -> URL {
    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    return documents.appendingPathComponent("Wishlist.json")
  }

  func saveItems() {
    do {
      let data = try JSONEncoder().encode(items)
      try data.write(to: dataFileURL())
    } catch {
      print("Could not save the wishlist: \(error)")
    }
  }

  func loadItems() {
    if let data = try? Data(contentsOf: dataFileURL()),
      let saved = try? JSONDecoder().decode([WishItem].self, from: data)
    {
      items = saved
    }
  }
}
