//
//  CategoriesViewController.swift
//  Pantry
//

import CoreData
import UIKit

class CategoriesViewController: UITableViewController {

  var categories = [Category]()

  let context = (UIApplication.shared.delegate as! AppDelegate).persistentContainer.viewContext

  override func viewDidLoad() {
    super.viewDidLoad()
    loadCategories()
  }

  // MARK: - Table view data source

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return categories.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "CategoryCell", for: indexPath)
    let category = categories[indexPath.row]
    cell.textLabel?.text = "\(category.name) (\(category.items?.count ?? 0))"
    return cell
  }

  // MARK: - Table view delegate

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    performSegue(withIdentifier: "goToItems", sender: self)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    let destination = segue.destination as! ItemsViewController
    if let indexPath = tableView.indexPathForSelectedRow {
      destination.selectedCategory = categories[indexPath.row]
    }
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    context.delete(categories[indexPath.row])
    categories.remove(at: indexPath.row)
    saveCategories()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    tableView.reloadData()
  }

  // MARK: - Add new categories

  @IBAction func addCategory(_ sender: UIBarButtonItem) {
    let alert = UIAlertController(title: "New Category", message: nil, preferredStyle: .alert)
    alert.addTextField { field in
      field.placeholder = "Fruit, Dairy…"
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
    alert.addAction(
      UIAlertAction(title: "Add", style: .default) { _ in
        guard let name = alert.textFields?.first?.text, !name.isEmpty else { return }
        let category = Category(context: self.context)
        category.name = name
        self.categories.append(category)
        self.saveCategories()
      })
    present(alert, animated: true, completion: nil)
  }

  // MARK: - Data manipulation

  func saveCategories() {
    do {
      try context.save()
    } catch {
      print("Error saving category \(error)")
    }
    tableView.reloadData()
  }

  func loadCategories(with request: NSFetchRequest<Category> = Category.fetchRequest()) {
    request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
    do {
      categories = try context.fetch(request)
    } catch {
      print("Error loading categories \(error)")
    }
    tableView.reloadData()
  }
}
