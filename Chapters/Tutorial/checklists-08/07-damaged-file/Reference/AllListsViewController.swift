import HeadlessUIKit

/// The first screen: every checklist, one row each.
class AllListsViewController: UITableViewController {
  /// The reuse identifier of the subtitle cells this screen makes in code.
  let cellIdentifier = "ChecklistCell"

  /// The app's data, handed over by the app delegate at launch, before this screen's view
  /// loads.
  var dataModel: DataModel?

  /// Shows every row again: the user may be back from a list whose items changed, and each
  /// row's subtitle depends on them.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    tableView.reloadData()
  }

  /// Listens to the navigation controller, then reopens the list the user had open, if the
  /// stored index still names one.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    navigationController?.delegate = self

    guard let dataModel else { return }
    if !dataModel.damagedFiles.isEmpty {
      // Told once; no list waits to reopen, since the index was forgotten.
      showDamagedFilesAlert(dataModel.damagedFiles)
      dataModel.damagedFiles.removeAll()
      return
    }
    let index = dataModel.indexOfSelectedChecklist
    if index >= 0 && index < dataModel.lists.count {
      let checklist = dataModel.lists[index]
      performSegue(withIdentifier: "ShowChecklist", sender: checklist)
    }
  }

  // MARK: - Alerts

  /// Tells the user which data files could not be read, and where each was kept.
  func showDamagedFilesAlert(_ files: [DamagedFile]) {
    let alert = UIAlertController(
      title: "Some Data Could Not Be Read",
      message: files.map(\.explanation).joined(separator: "\n\n"),
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }

  // MARK: - Navigation

  /// Hands the tapped checklist to the screen of its items, or makes this screen the
  /// delegate of the Add Checklist screen.
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "ShowChecklist" {
      guard let controller = segue.destination as? ChecklistViewController else { return }
      // didSelectRowAt sends the checklist itself.
      controller.checklist = sender as? Checklist
      controller.dataModel = dataModel
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
    // A queued cell, or a new one in the subtitle style: a registered class would come out
    // in the default style, which has no detail label.
    let cell =
      tableView.dequeueReusableCell(withIdentifier: cellIdentifier)
      ?? UITableViewCell(style: .subtitle, reuseIdentifier: cellIdentifier)
    if let checklist = dataModel?.lists[indexPath.row] {
      cell.textLabel?.text = checklist.name
      let count = checklist.countUncheckedItems()
      if checklist.items.isEmpty {
        cell.detailTextLabel?.text = "(No Items)"
      } else if count == 0 {
        cell.detailTextLabel?.text = "All Done!"
      } else {
        cell.detailTextLabel?.text = "\(count) Remaining"
      }
      cell.imageView?.image = UIImage(named: checklist.iconName)
    }
    cell.accessoryType = .detailDisclosureButton
    return cell
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    dataModel?.lists.remove(at: indexPath.row)
    dataModel?.saveChecklists()
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  // MARK: - UITableViewDelegate

  /// Remembers which list is open, then opens it: the segue has no trigger in the
  /// storyboard, so it runs from code.
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    guard let dataModel else { return }
    dataModel.indexOfSelectedChecklist = indexPath.row
    let checklist = dataModel.lists[indexPath.row]
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

  /// Adds the new checklist, sorts the lists, shows them all again (the new row's place
  /// depends on its name), and closes the list detail screen.
  func listDetailViewController(
    _ controller: ListDetailViewController, didFinishAdding checklist: Checklist
  ) {
    if let dataModel {
      dataModel.lists.append(checklist)
      dataModel.sortChecklists()
      dataModel.saveChecklists()
      tableView.reloadData()
    }
    navigationController?.popViewController(animated: true)
  }

  /// Sorts the lists again, since the new name may belong elsewhere, shows them all again,
  /// and closes the list detail screen.
  func listDetailViewController(
    _ controller: ListDetailViewController, didFinishEditing checklist: Checklist
  ) {
    dataModel?.sortChecklists()
    dataModel?.saveChecklists()
    tableView.reloadData()
    navigationController?.popViewController(animated: true)
  }
}

// MARK: - UINavigationControllerDelegate

extension AllListsViewController: UINavigationControllerDelegate {
  /// Coming back to this screen means no list is open any more: stores -1, so that a
  /// relaunch shows this screen.
  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {
    if viewController === self {
      dataModel?.indexOfSelectedChecklist = -1
    }
  }
}
