//
//  BooksViewController.swift
//  Library
//

import CoreData
import UIKit

class BooksViewController: UITableViewController, NSFetchedResultsControllerDelegate {

  let store = BookStore.shared

  lazy var fetchedResultsController: NSFetchedResultsController<Book> = {
    let request: NSFetchRequest<Book> = Book.fetchRequest()
    request.sortDescriptors = [
      NSSortDescriptor(key: "shelf", ascending: true),
      NSSortDescriptor(key: "title", ascending: true),
    ]
    let controller = NSFetchedResultsController(
      fetchRequest: request, managedObjectContext: store.context, sectionNameKeyPath: "shelf",
      cacheName: nil)
    controller.delegate = self
    return controller
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    do {
      try fetchedResultsController.performFetch()
    } catch {
      print("Fetch failed: \(error)")
    }
  }

  // MARK: - Table view data source

  override func numberOfSections(in tableView: UITableView) -> Int {
    return fetchedResultsController.sections?.count ?? 0
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return fetchedResultsController.sections?[section].numberOfObjects ?? 0
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    return fetchedResultsController.sections?[section].name
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "BookCell", for: indexPath)
    configure(cell, with: fetchedResultsController.object(at: indexPath))
    return cell
  }

  func configure(_ cell: UITableViewCell, with book: Book) {
    cell.textLabel?.text = book.listing
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let book = fetchedResultsController.object(at: indexPath)
    book.isRead.toggle()
    store.saveIfNeeded()
    tableView.deselectRow(at: indexPath, animated: true)
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      store.context.delete(fetchedResultsController.object(at: indexPath))
      store.saveIfNeeded()
    }
  }

  // MARK: - Adding a book

  @IBAction func addBook(_ sender: Any) {
    let alert = UIAlertController(
      title: "New Book", message: "Which shelf?", preferredStyle: .alert)
    alert.addTextField { field in
      field.placeholder = "Title"
    }
    for shelf in ["Fiction", "Science"] {
      alert.addAction(
        UIAlertAction(title: shelf, style: .default) { [weak self] _ in
          let title = alert.textFields?.first?.text ?? ""
          guard let self = self, !title.isEmpty else { return }
          let book = Book(context: self.store.context)
          book.title = title
          book.shelf = shelf
          self.store.saveIfNeeded()
        })
    }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    present(alert, animated: true)
  }

  // MARK: - Fetched results controller delegate

  func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
    tableView.beginUpdates()
  }

  func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>,
    didChange sectionInfo: NSFetchedResultsSectionInfo, atSectionIndex sectionIndex: Int,
    for type: NSFetchedResultsChangeType
  ) {
    switch type {
    case .insert:
      tableView.insertSections(IndexSet(integer: sectionIndex), with: .fade)
    case .delete:
      tableView.deleteSections(IndexSet(integer: sectionIndex), with: .fade)
    default:
      break
    }
  }

  func controller(
    _ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?
  ) {
    switch type {
    case .insert:
      tableView.insertRows(at: [newIndexPath!], with: .fade)
    case .delete:
      tableView.deleteRows(at: [indexPath!], with: .fade)
    case .update:
      if let cell = tableView.cellForRow(at: indexPath!) {
        configure(cell, with: anObject as! Book)
      }
    case .move:
      tableView.moveRow(at: indexPath!, to: newIndexPath!)
    @unknown default:
      fatalError("A change the table does not know")
    }
  }

  func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
    tableView.endUpdates()
  }
}
