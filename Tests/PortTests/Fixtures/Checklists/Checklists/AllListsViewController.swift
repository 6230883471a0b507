//
//  AllListsViewController.swift
//  Checklists
//

import UIKit

class AllListsViewController: UITableViewController, ListDetailViewControllerDelegate,
  UINavigationControllerDelegate
{
  let cellIdentifier = "ChecklistCell"
  var dataModel: DataModel!

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.navigationBar.prefersLargeTitles = true
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // A list's "Remaining" count may have changed while it was open.
    tableView.reloadData()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    navigationController?.delegate = self

    // Reopen the list the user was looking at when the app went away.
    let index = dataModel.indexOfSelectedChecklist
    if index >= 0 && index < dataModel.lists.count {
      performSegue(withIdentifier: "ShowChecklist", sender: dataModel.lists[index])
    }
  }

  // MARK: - Table view data source

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return dataModel.lists.count
  }

  override func tableView(
    _ tableView: UITableView, cellForRowAt indexPath: IndexPath
  ) -> UITableViewCell {
    let cell: UITableViewCell
    if let reused = tableView.dequeueReusableCell(withIdentifier: cellIdentifier) {
      cell = reused
    } else {
      cell = UITableViewCell(style: .subtitle, reuseIdentifier: cellIdentifier)
    }
    let checklist = dataModel.lists[indexPath.row]
    cell.textLabel!.text = checklist.name
    cell.detailTextLabel!.text = remainingText(for: checklist)
    cell.accessoryType = .detailDisclosureButton
    return cell
  }

  func remainingText(for checklist: Checklist) -> String {
    if checklist.items.isEmpty {
      return "(No Items)"
    }
    let count = checklist.countUncheckedItems()
    return count == 0 ? "All Done" : "\(count) Remaining"
  }

  // MARK: - Table view delegate

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    dataModel.indexOfSelectedChecklist = indexPath.row
    performSegue(withIdentifier: "ShowChecklist", sender: dataModel.lists[indexPath.row])
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    dataModel.lists.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  override func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    let controller =
      storyboard!.instantiateViewController(withIdentifier: "ListDetailViewController")
      as! ListDetailViewController
    controller.delegate = self
    controller.checklistToEdit = dataModel.lists[indexPath.row]
    navigationController?.pushViewController(controller, animated: true)
  }

  // MARK: - Navigation

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "ShowChecklist" {
      let controller = segue.destination as! ChecklistViewController
      controller.checklist = sender as? Checklist
    } else if segue.identifier == "AddChecklist" {
      let controller = segue.destination as! ListDetailViewController
      controller.delegate = self
    }
  }

  // MARK: - List detail view controller delegate

  func listDetailViewControllerDidCancel(_ controller: ListDetailViewController) {
    navigationController?.popViewController(animated: true)
  }

  func listDetailViewController(
    _ controller: ListDetailViewController, didFinishAdding checklist: Checklist
  ) {
    dataModel.lists.append(checklist)
    dataModel.sortChecklists()
    tableView.reloadData()
    navigationController?.popViewController(animated: true)
  }

  func listDetailViewController(
    _ controller: ListDetailViewController, didFinishEditing checklist: Checklist
  ) {
    dataModel.sortChecklists()
    tableView.reloadData()
    navigationController?.popViewController(animated: true)
  }

  // MARK: - Navigation controller delegate

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    // Back on this screen: no list is open any more.
    if viewController === self {
      dataModel.indexOfSelectedChecklist = -1
    }
  }
}
