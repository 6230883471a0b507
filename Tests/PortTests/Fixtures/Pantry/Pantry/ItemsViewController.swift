//
//  ItemsViewController.swift
//  Pantry
//

import CoreData
import UIKit

class ItemsViewController: UITableViewController {

  var items = [Item]()

  var selectedCategory: Category? {
    didSet {
      loadItems()
    }
  }

  let context = (UIApplication.shared.delegate as! AppDelegate).persistentContainer.viewContext

  override func viewDidLoad() {
    super.viewDidLoad()
    title = selectedCategory?.name
  }

  // MARK: - Table view data source

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
    let item = items[indexPath.row]
    let title = item.title ?? ""
    cell.textLabel?.text = item.quantity > 1 ? "\(title) ×\(item.quantity)" : title
    cell.accessoryType = item.done ? .checkmark : .none
    return cell
  }

  // MARK: - Table view delegate

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let item = items[indexPath.row]
    item.done.toggle()
    saveItems()
    tableView.deselectRow(at: indexPath, animated: true)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    let item = items.remove(at: indexPath.row)
    selectedCategory?.removeFromItems(item)
    context.delete(item)
    saveItems()
  }

  // MARK: - Add new items

  @IBAction func addItem(_ sender: UIBarButtonItem) {
    let alert = UIAlertController(title: "New Item", message: nil, preferredStyle: .alert)
    alert.addTextField { field in
      field.placeholder = "Name"
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
    alert.addAction(
      UIAlertAction(title: "Add", style: .default) { _ in
        guard let text = alert.textFields?.first?.text, !text.isEmpty else { return }
        let existing = self.items.first { $0.title == text }
        if let existing {
          existing.quantity += 1
        } else {
          let item = Item(context: self.context)
          item.title = text
          item.done = false
          self.selectedCategory?.addToItems(item)
          self.items.append(item)
        }
        self.saveItems()
      })
    present(alert, animated: true, completion: nil)
  }

  // MARK: - Data manipulation

  func saveItems() {
    do {
      try context.save()
    } catch {
      print("Error saving context \(error)")
    }
    tableView.reloadData()
  }

  func loadItems(with request: NSFetchRequest<Item> = Item.fetchRequest()) {
    let categoryPredicate = NSPredicate(
      format: "parentCategory.name MATCHES %@", selectedCategory?.name ?? "")
    request.predicate = categoryPredicate
    request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
    do {
      items = try context.fetch(request)
    } catch {
      print("Error fetching data from context \(error)")
    }
  }
}

// MARK: - Search bar methods

extension ItemsViewController: UISearchBarDelegate {

  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
    let request: NSFetchRequest<Item> = Item.fetchRequest()
    request.predicate = NSPredicate(
      format: "parentCategory.name MATCHES %@ AND title CONTAINS[cd] %@",
      selectedCategory?.name ?? "", searchBar.text!)
    request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
    do {
      items = try context.fetch(request)
    } catch {
      print("Error searching \(error)")
    }
    tableView.reloadData()
  }

  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    if searchBar.text?.count == 0 {
      loadItems()
      tableView.reloadData()
      DispatchQueue.main.async {
        searchBar.resignFirstResponder()
      }
    }
  }
}
