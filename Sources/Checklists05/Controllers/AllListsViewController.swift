// The first screen: every checklist, one row each.

import HeadlessUIKit

/// Shows the checklists; a tap opens a list's items, "+" adds a list, a row's accessory
/// button renames it, and a swipe deletes it.
final class AllListsViewController: UITableViewController {
  /// The reuse identifier of the plain cells this screen registers in code.
  let cellIdentifier = "ChecklistCell"

  // excerpt: lists
  /// The checklists, in the order their rows appear.
  ///
  /// Sample lists, made afresh at every launch and never saved. This is where the book is
  /// at this step too, with one difference: in the book's chapter every list still opens
  /// the same single array of items, the one step 04 saved. Here each `Checklist` owns its
  /// items from the start, because sharing one array between all the lists is a bug the
  /// next step would only have to undo. The price is that step 04's save and load code
  /// had nowhere to live (it saved one array of items): for this one step nothing is
  /// saved. Step 06 gives lists, items and their saving to a `DataModel`.
  var lists = [
    Checklist(name: "Birthdays", items: [ChecklistItem(text: "Buy a present for Anna")]),
    Checklist(
      name: "Groceries", items: [ChecklistItem(text: "Milk"), ChecklistItem(text: "Eggs")]),
    Checklist(name: "Cool Apps"),
    Checklist(name: "To Do", items: [ChecklistItem(text: "Walk the dog")]),
  ]
  // end excerpt

  // MARK: - Lifecycle

  /// Registers a plain cell class: this screen's rows need no prototype from the storyboard.
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
  }

  // MARK: - Navigation

  // excerpt: prepare
  /// Hands the tapped checklist to its items screen, or makes this screen the delegate of
  /// the Add Checklist screen.
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "ShowChecklist" {
      guard let controller = segue.destination as? ChecklistViewController else { return }
      // didSelectRowAt passes the checklist itself as the sender.
      controller.checklist = sender as? Checklist
    } else if segue.identifier == "AddChecklist" {
      guard let controller = segue.destination as? ListDetailViewController else { return }
      controller.delegate = self
    }
  }
  // end excerpt

  // MARK: - UITableViewDataSource

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    lists.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
    let checklist = lists[indexPath.row]
    cell.textLabel?.text = checklist.name
    cell.accessoryType = .detailDisclosureButton
    return cell
  }

  override func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    lists.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  // MARK: - UITableViewDelegate

  // excerpt: show-checklist
  /// Opens the tapped list: the segue has no trigger in the storyboard, so it runs from code.
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let checklist = lists[indexPath.row]
    performSegue(withIdentifier: "ShowChecklist", sender: checklist)
  }
  // end excerpt

  // excerpt: edit-checklist
  /// Opens Edit Checklist without a segue: the screen is made from the storyboard by its
  /// identifier, set up, and pushed by hand.
  override func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    let controller = storyboard?.instantiateViewController(
      withIdentifier: "ListDetailViewController")
    guard let controller = controller as? ListDetailViewController else { return }
    controller.delegate = self
    controller.checklistToEdit = lists[indexPath.row]
    navigationController?.pushViewController(controller, animated: true)
  }
  // end excerpt
}

// MARK: - ListDetailViewControllerDelegate

extension AllListsViewController: ListDetailViewControllerDelegate {
  /// Closes the list detail screen; the lists stay as they were.
  func listDetailViewControllerDidCancel(_ controller: ListDetailViewController) {
    navigationController?.popViewController(animated: true)
  }

  /// Appends the new list, inserts its row at the end, and closes the list detail screen.
  func listDetailViewController(
    _ controller: ListDetailViewController, didFinishAdding checklist: Checklist
  ) {
    let newRowIndex = lists.count
    lists.append(checklist)

    let indexPath = IndexPath(row: newRowIndex, section: 0)
    tableView.insertRows(at: [indexPath], with: .automatic)

    navigationController?.popViewController(animated: true)
  }

  /// Finds the renamed list by identity, shows its new name in its row's cell only, and
  /// closes the list detail screen.
  func listDetailViewController(
    _ controller: ListDetailViewController, didFinishEditing checklist: Checklist
  ) {
    if let index = lists.firstIndex(where: { $0 === checklist }) {
      let indexPath = IndexPath(row: index, section: 0)
      if let cell = tableView.cellForRow(at: indexPath) {
        cell.textLabel?.text = checklist.name
      }
    }
    navigationController?.popViewController(animated: true)
  }
}
