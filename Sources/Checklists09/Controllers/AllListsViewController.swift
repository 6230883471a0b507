// The first screen: every checklist, one row each.

import HeadlessUIKit

/// Shows the checklists, sorted by name, each with its icon and how many of its items
/// remain; a tap opens a list's items, "+" adds a list, a row's accessory button edits it,
/// and a swipe deletes it. At launch it reopens the list the user had open last time.
final class AllListsViewController: UITableViewController {
  /// The reuse identifier of the subtitle cells this screen makes in code.
  let cellIdentifier = "ChecklistCell"

  /// The app's data, handed over by the app delegate at launch, before this screen's view
  /// loads. (The book declares it `DataModel!`; an optional says honestly that there is a
  /// moment without one.)
  var dataModel: DataModel?

  /// Whether the user knows that saves fail: told once, until a save works again.
  private var hasToldUserSavesFail = false

  // MARK: - Lifecycle

  /// Listens to the data model's saves, to tell the user when one fails.
  override func viewDidLoad() {
    super.viewDidLoad()
    dataModel?.delegate = self
  }

  /// Shows every row again: the user may be back from a list whose items changed, and each
  /// row's subtitle counts them.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    tableView.reloadData()
  }

  /// Listens to the navigation controller, then tells the user about any file found
  /// damaged at launch, or a save that failed at launch, or else reopens the list the user
  /// had open, if the stored index still names one.
  ///
  /// Done once the screen is on screen: a push started while this screen is still
  /// appearing would tangle the two transitions, and an alert needs a screen to show over.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    navigationController?.delegate = self

    guard let dataModel else { return }
    if !dataModel.damagedFiles.isEmpty {
      // Told once. No list waits to reopen: damage to either file leaves the index at -1.
      showDamagedFilesAlert(dataModel.damagedFiles)
      dataModel.damagedFiles.removeAll()
      return
    }
    if let error = dataModel.lastSaveError, !hasToldUserSavesFail {
      showSaveFailedAlert(error)
      return
    }
    let index = dataModel.indexOfSelectedChecklist
    // -1 means no list was open. An index past the end (a list that was never saved, or a
    // hand-edited preferences file) is ignored too: this screen stays.
    if index >= 0 && index < dataModel.lists.count {
      let checklist = dataModel.lists[index]
      performSegue(withIdentifier: "ShowChecklist", sender: checklist)
    }
  }

  // MARK: - Alerts

  /// Tells the user which files could not be read and where each was kept.
  func showDamagedFilesAlert(_ files: [DamagedFile]) {
    let alert = UIAlertController(
      title: "Some Data Could Not Be Read",
      message: files.map(\.explanation).joined(separator: "\n\n"),
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
  }

  /// Tells the user that the changes are not on disk, that they are kept, and what to do.
  ///
  /// Presented from this screen even when another one is on top: the navigation controller
  /// presents it. If an alert is up already, the user is told at the next failed save.
  func showSaveFailedAlert(_ error: any Error) {
    let reason =
      (error as? CocoaError)?.code == .fileWriteOutOfSpace
      ? "The device is out of storage space."
      : "Your checklists could not be written (\(error.localizedDescription))."
    let alert = UIAlertController(
      title: "Could Not Save",
      message: reason + " Your changes are kept while the app stays open. Free some space "
        + "and they are saved with your next change, or when you leave the app.",
      preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    present(alert, animated: true)
    hasToldUserSavesFail = alert.presentingViewController != nil
  }

  // MARK: - Navigation

  /// Hands the tapped checklist to its items screen, or makes this screen the delegate of
  /// the Add Checklist screen.
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "ShowChecklist" {
      guard let controller = segue.destination as? ChecklistViewController else { return }
      // didSelectRowAt passes the checklist itself as the sender.
      controller.checklist = sender as? Checklist
      controller.dataModel = dataModel
    } else if segue.identifier == "AddChecklist" {
      guard let controller = segue.destination as? ListDetailViewController else { return }
      controller.delegate = self
    }
  }

  // MARK: - Configuring cells

  /// A queued cell, or a new one in the subtitle style.
  ///
  /// A class registered with `register(_:forCellReuseIdentifier:)` always comes out in the
  /// default style, which has no detail label; so nothing is registered, and the form of
  /// `dequeueReusableCell` without `for:` returns nil when the queue is empty.
  func makeCell(for tableView: UITableView) -> UITableViewCell {
    if let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier) {
      return cell
    }
    return UITableViewCell(style: .subtitle, reuseIdentifier: cellIdentifier)
  }

  /// What the row's subtitle says about the list's items.
  func subtitle(for checklist: Checklist) -> String {
    let count = checklist.countUncheckedItems()
    if checklist.items.isEmpty {
      return "(No Items)"
    } else if count == 0 {
      return "All Done!"
    } else {
      return "\(count) Remaining"
    }
  }

  // MARK: - UITableViewDataSource

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    dataModel?.lists.count ?? 0
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = makeCell(for: tableView)
    if let checklist = dataModel?.lists[indexPath.row] {
      cell.textLabel?.text = checklist.name
      cell.detailTextLabel?.text = subtitle(for: checklist)
      cell.imageView?.image = UIImage(named: checklist.iconName)
    }
    cell.accessoryType = .detailDisclosureButton
    return cell
  }

  override func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    dataModel?.removeList(at: indexPath.row)
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

  /// Adds the new list, sorts the lists, saves them, shows them all again, and closes the
  /// list detail screen.
  ///
  /// The new row's place depends on its name, so the table reloads instead of inserting one
  /// row at the end.
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

  /// Sorts the lists again, since the new name may belong elsewhere, saves the new name and
  /// icon, shows the lists again, and closes the list detail screen.
  func listDetailViewController(
    _ controller: ListDetailViewController, didFinishEditing checklist: Checklist
  ) {
    dataModel?.sortChecklists()
    dataModel?.saveChecklists()
    tableView.reloadData()
    navigationController?.popViewController(animated: true)
  }
}

// MARK: - DataModelDelegate

// excerpt: save-failed
extension AllListsViewController: DataModelDelegate {
  /// Tells the user, the first time in a row, that a save failed.
  func dataModel(_ dataModel: DataModel, didFailToSaveWith error: any Error) {
    guard !hasToldUserSavesFail else { return }
    showSaveFailedAlert(error)
  }

  /// Saving works again: a later failure is news, and is told again.
  func dataModelDidSaveAgain(_ dataModel: DataModel) {
    hasToldUserSavesFail = false
  }
}
// end excerpt

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
