//
//  TasksViewController.swift
//  Tasklist
//

import CoreData
import UIKit

class TasksViewController: UITableViewController {

  var items = [Item]()

  let context = (UIApplication.shared.delegate as! AppDelegate).persistentContainer.viewContext

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
    let cell = tableView.dequeueReusableCell(withIdentifier: "TaskCell", for: indexPath)
    let item = items[indexPath.row]
    cell.textLabel?.text = item.title
    cell.accessoryType = item.done ? .checkmark : .none
    return cell
  }

  // MARK: - Table view delegate

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    items[indexPath.row].done = !items[indexPath.row].done
    saveItems()
    tableView.deselectRow(at: indexPath, animated: true)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      context.delete(items[indexPath.row])
      items.remove(at: indexPath.row)
      saveItems()
    }
  }

  // MARK: - Add new items

  @IBAction func addTapped(_ sender: UIBarButtonItem) {
    var textField = UITextField()
    let alert = UIAlertController(title: "New Task", message: "", preferredStyle: .alert)
    let action = UIAlertAction(title: "Add", style: .default) { (action) in
      let newItem = Item(context: self.context)
      newItem.title = textField.text!
      newItem.done = false
      newItem.created = Date()
      self.items.append(newItem)
      self.saveItems()
    }
    alert.addTextField { (alertTextField) in
      alertTextField.placeholder = "Create new task"
      textField = alertTextField
    }
    alert.addAction(action)
    present(alert, animated: true, completion: nil)
  }

  // MARK: - Model manipulation

  func saveItems() {
    do {
      try context.save()
    } catch {
      print("Error saving context \(error)")
    }
    tableView.reloadData()
  }

  func loadItems() {
    let request: NSFetchRequest<Item> = Item.fetchRequest()
    request.sortDescriptors = [NSSortDescriptor(key: "created", ascending: true)]
    do {
      items = try context.fetch(request)
    } catch {
      print("Error fetching data from context \(error)")
    }
  }
}
