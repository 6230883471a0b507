// Exercise checklists-09/checked-no-reminder: a checked item reminds no one.
//
// The checklist screen: the items of one checklist shown as rows.

import HeadlessUIKit

/// Shows the items of one checklist as rows, checks and unchecks them on tap, deletes them
/// on swipe, opens the Add Item screen when "+" is tapped and the Edit Item screen from a
/// row's accessory.
///
/// Every change goes to the checklist's `items` first, then to the file, then to the table,
/// so that the table never shows anything the checklist does not hold, and a crash never
/// loses a change the user saw.
final class ChecklistViewController: UITableViewController {
  /// The checklist whose items this screen shows.
  ///
  /// The all-lists screen sets it in `prepare(for:sender:)`, before this screen's view
  /// loads; it is nil only in between. (The book declares it `Checklist!` to skip the
  /// unwrapping; an optional says honestly that there is a moment without one.)
  ///
  /// The checklist belongs to the app's `DataModel`, which saves it, items and all.
  var checklist: Checklist?

  /// The app's data, set with ``checklist``: this screen asks it to save after every change.
  var dataModel: DataModel?

  // MARK: - Lifecycle

  /// Shows the checklist's name as the screen's title.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = checklist?.name
  }

  // MARK: - Navigation

  /// Makes this screen the delegate of the item detail screen a segue is about to show,
  /// hands it the data model (which numbers new items and knows the device's clock) and,
  /// for "EditItem", the item of the row whose accessory was tapped.
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "AddItem" {
      guard let controller = segue.destination as? ItemDetailViewController else { return }
      controller.delegate = self
      controller.dataModel = dataModel
    } else if segue.identifier == "EditItem" {
      guard let controller = segue.destination as? ItemDetailViewController else { return }
      controller.delegate = self
      controller.dataModel = dataModel
      // An accessory segue sends the cell whose button was tapped.
      if let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) {
        controller.itemToEdit = checklist?.items[indexPath.row]
      }
    }
  }

  // MARK: - Configuring cells

  /// Shows "√" in the checkmark label (tag 1001) when the item is checked, nothing otherwise.
  func configureCheckmark(for cell: UITableViewCell, with item: ChecklistItem) {
    if let label = cell.viewWithTag(1001) as? UILabel {
      label.text = item.checked ? "√" : ""
    }
  }

  /// Puts the item's text in the cell's text label (tag 1000).
  func configureText(for cell: UITableViewCell, with item: ChecklistItem) {
    if let label = cell.viewWithTag(1000) as? UILabel {
      label.text = item.text
    }
  }

  // MARK: - UITableViewDataSource

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    checklist?.items.count ?? 0
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ChecklistItem", for: indexPath)
    if let item = checklist?.items[indexPath.row] {
      configureText(for: cell, with: item)
      configureCheckmark(for: cell, with: item)
    }
    return cell
  }

  override func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    // The reminder goes with the item, explicitly: see ChecklistItem.removeNotification().
    checklist?.items[indexPath.row].removeNotification()
    checklist?.items.remove(at: indexPath.row)
    dataModel?.saveChecklists()
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  // MARK: - UITableViewDelegate

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    if let cell = tableView.cellForRow(at: indexPath), let item = checklist?.items[indexPath.row] {
      item.toggleChecked()
      // Done needs no reminder; unchecked, it gets its reminder back if it is still ahead.
      if item.checked {
        item.removeNotification()
      } else if let environment = dataModel?.environment {
        item.scheduleNotification(now: environment.now(), calendar: environment.calendar)
      }
      dataModel?.saveChecklists()
      configureCheckmark(for: cell, with: item)
    }
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

// MARK: - ItemDetailViewControllerDelegate

extension ChecklistViewController: ItemDetailViewControllerDelegate {
  /// Closes the detail screen; the list stays as it was.
  func itemDetailViewControllerDidCancel(_ controller: ItemDetailViewController) {
    navigationController?.popViewController(animated: true)
  }

  /// Appends the new item, saves, inserts its row at the end, and closes the detail screen.
  func itemDetailViewController(
    _ controller: ItemDetailViewController, didFinishAdding item: ChecklistItem
  ) {
    if let checklist {
      let newRowIndex = checklist.items.count
      checklist.items.append(item)
      dataModel?.saveChecklists()

      let indexPath = IndexPath(row: newRowIndex, section: 0)
      tableView.insertRows(at: [indexPath], with: .automatic)
    }
    navigationController?.popViewController(animated: true)
  }

  /// Saves the item's new text, finds the item by identity, shows the text in its row's
  /// cell only, and closes the detail screen.
  func itemDetailViewController(
    _ controller: ItemDetailViewController, didFinishEditing item: ChecklistItem
  ) {
    dataModel?.saveChecklists()
    if let index = checklist?.items.firstIndex(where: { $0 === item }) {
      let indexPath = IndexPath(row: index, section: 0)
      if let cell = tableView.cellForRow(at: indexPath) {
        configureText(for: cell, with: item)
      }
    }
    navigationController?.popViewController(animated: true)
  }
}
