import HeadlessUIKit

/// The first screen: every checklist, one row each.
class AllListsViewController: UITableViewController {
  /// The reuse identifier of the plain cells this screen registers in code.
  let cellIdentifier = "ChecklistCell"

  /// The app's data, handed over by the app delegate at launch, before this screen's view
  /// loads.
  var dataModel: DataModel?

  /// Registers a plain cell class: these rows need no prototype from the storyboard.
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
  }

  // MARK: - Navigation

  /// Hands the tapped checklist to the screen of its items, or makes this screen the
  /// delegate of the Add Checklist screen.
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "ShowChecklist" {
      guard let controller = segue.destination as? ChecklistViewController else { return }
      // didSelectRowAt sends the checklist itself.
      controller.checklist = sender as? Checklist
    } else if segue.identifier == "AddChecklist" {
      guard let controller = segue.destination as? ListDetailViewController else { return }
      controller.delegate = self
    }
  }

  // MARK: - UITableViewDataSource

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    dataModel?.lists.count ?? 0
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
    cell.textLabel?.text = dataModel?.lists[indexPath.row].name
    cell.accessoryType = .detailDisclosureButton
    return cell
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    dataModel?.lists.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  // MARK: - UITableViewDelegate

  /// Opens the tapped list: the segue has no trigger in the storyboard, so it runs from code.
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let checklist = dataModel?.lists[indexPath.row]
    performSegue(withIdentifier: "ShowChecklist", sender: checklist)
  }

  /// Opens Edit Checklist without a segue: the screen is made from the storyboard by its
  /// identifier, set up, and pushed by hand.
  override func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    let controller = storyboard?.instantiateViewController(
      withIdentifier: "ListDetailViewController")
    guard let controller = controller as? ListDetailViewController else { return }
    controller.delegate = self
    controller.checklistToEdit = dataModel?.lists[indexPath.row]
    navigationController?.pushViewController(controller, animated: true)
  }
}

// MARK: - ListDetailViewControllerDelegate

extension AllListsViewController: ListDetailViewControllerDelegate {
  /// Closes the list detail screen; the lists stay as they were.
  func listDetailViewControllerDidCancel(_ controller: ListDetailViewController) {
    navigationController?.popViewController(animated: true)
  }

  /// Appends the new checklist, inserts its row at the end, and closes the list detail
  /// screen.
  func listDetailViewController(
    _ controller: ListDetailViewController, didFinishAdding checklist: Checklist
  ) {
    if let dataModel {
      let newRowIndex = dataModel.lists.count
      dataModel.lists.append(checklist)
      tableView.insertRows(at: [IndexPath(row: newRowIndex, section: 0)], with: .automatic)
    }
    navigationController?.popViewController(animated: true)
  }

  /// Finds the renamed checklist by identity, shows its new name in its row's cell only,
  /// and closes the list detail screen.
  func listDetailViewController(
    _ controller: ListDetailViewController, didFinishEditing checklist: Checklist
  ) {
    if let index = dataModel?.lists.firstIndex(where: { $0 === checklist }) {
      if let cell = tableView.cellForRow(at: IndexPath(row: index, section: 0)) {
        cell.textLabel?.text = checklist.name
      }
    }
    navigationController?.popViewController(animated: true)
  }
}
