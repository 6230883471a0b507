//
//  GroceryListViewController.swift
//  Groceries
//

import UIKit

fileprivate extension Selector {
  static let saveItems = #selector(GroceryListViewController.saveItems)
}

class GroceryListViewController: UITableViewController {

  var itemArray = [GroceryItem]()

  let dataFilePath = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)
    .first?.appendingPathComponent("Items.plist")

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.separatorInset = UIEdgeInsetsMake(0, 20, 0, 0)
    NotificationCenter.default.addObserver(
      self, selector: .saveItems, name: .UIApplicationWillResignActive, object: nil)
    loadItems()
  }

  //MARK: - Tableview Datasource Methods

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return itemArray.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "GroceryItemCell", for: indexPath)
    let item = itemArray[indexPath.row]
    let struckThrough = [NSStrikethroughStyleAttributeName: NSUnderlineStyle.styleSingle.rawValue]
    cell.textLabel?.attributedText = NSAttributedString(
      string: item.title, attributes: item.done ? struckThrough : [:])
    cell.accessoryType = item.done ? .checkmark : .none
    return cell
  }

  //MARK: - Tableview Delegate Methods

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    itemArray[indexPath.row].done = !itemArray[indexPath.row].done
    saveItems()
    tableView.deselectRow(at: indexPath, animated: true)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCellEditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      itemArray.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
      saveItems()
    }
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let rename = UIContextualAction(style: .normal, title: "Rename") {
      (action, view, completionHandler) in
      self.renameItem(at: indexPath)
      completionHandler(true)
    }
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      (action, view, completionHandler) in
      self.tableView(self.tableView, commit: .delete, forRowAt: indexPath)
      completionHandler(true)
    }
    return UISwipeActionsConfiguration(actions: [delete, rename])
  }

  //MARK: - Add New Items

  @IBAction func addButtonPressed(_ sender: UIBarButtonItem) {
    var textField = UITextField()
    let alert = UIAlertController(title: "Add New Item", message: "", preferredStyle: .alert)
    let action = UIAlertAction(title: "Add Item", style: .default) { (action) in
      let newItem = GroceryItem(title: textField.text!)
      self.itemArray.append(newItem)
      self.saveItems()
    }
    alert.addTextField { (alertTextField) in
      alertTextField.placeholder = "Create new item"
      textField = alertTextField
    }
    alert.addAction(action)
    present(alert, animated: true, completion: nil)
  }

  @IBAction func clearButtonPressed(_ sender: UIBarButtonItem) {
    itemArray = itemArray.filter { !$0.done }
    saveItems()
  }

  func renameItem(at indexPath: IndexPath) {
    let item = itemArray[indexPath.row]
    let alert = UIAlertController(title: "Rename Item", message: nil, preferredStyle: .alert)
    alert.addTextField { (textField) in
      textField.text = item.title
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
    alert.addAction(
      UIAlertAction(title: "Save", style: .default) { (action) in
        item.title = alert.textFields![0].text!
        self.saveItems()
      })
    present(alert, animated: true, completion: nil)
  }

  //MARK: - Model Manupulation Methods

  func saveItems() {
    let data = NSKeyedArchiver.archivedData(withRootObject: itemArray)
    do {
      try data.write(to: dataFilePath!)
    } catch {
      print("Error saving items, \(error)")
    }
    tableView.reloadData()
  }

  func loadItems() {
    if let data = try? Data(contentsOf: dataFilePath!) {
      if let items = NSKeyedUnarchiver.unarchiveObject(with: data) as? [GroceryItem] {
        itemArray = items
      }
    }
  }
}
