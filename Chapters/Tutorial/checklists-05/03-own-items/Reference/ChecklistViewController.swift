import HeadlessUIKit

/// The items screen of one checklist: its items, one row each, with a checkmark on the done
/// ones; a tap checks or unchecks a row, a swipe deletes it, "+" opens the Add Item screen
/// and a row's detail button the Edit Item screen.
class ChecklistViewController: UITableViewController {
  /// The checklist whose items this screen shows, handed over by the all-lists screen.
  var checklist: Checklist?

  /// The items, in the order their rows appear: none until the user adds some, or those
  /// saved in the file.
  var items = [ChecklistItem]()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = checklist?.name
    loadChecklistItems()
  }

  // MARK: - Navigation

  /// Makes this screen the delegate of the item detail screen a segue is about to show and,
  /// for "EditItem", hands it the item of the row whose detail button was tapped.
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "AddItem" {
      guard let controller = segue.destination as? ItemDetailViewController else { return }
      controller.delegate = self
    } else if segue.identifier == "EditItem" {
      guard let controller = segue.destination as? ItemDetailViewController else { return }
      controller.delegate = self
      // The sender is the cell whose button was tapped.
      if let cell = sender as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) {
        controller.itemToEdit = items[indexPath.row]
      }
    }
  }

  // MARK: - Saving and loading

  /// The app's Documents folder.
  func documentsDirectory() -> URL {
    let paths = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)
    return paths[0]
  }

  /// The file the items are saved in.
  func dataFilePath() -> URL {
    documentsDirectory().appendingPathComponent("Checklists.plist")
  }

  /// Writes all the items to the file, replacing it in one atomic step.
  func saveChecklistItems() {
    let encoder = PropertyListEncoder()
    do {
      let data = try encoder.encode(items)
      try data.write(to: dataFilePath(), options: .atomic)
    } catch {
      print("Could not save the checklist items: \(error.localizedDescription)")
    }
  }

  /// Reads the items from the file, if there is one.
  func loadChecklistItems() {
    guard let data = try? Data(contentsOf: dataFilePath()) else { return }
    let decoder = PropertyListDecoder()
    do {
      items = try decoder.decode([ChecklistItem].self, from: data)
    } catch {
      print("Could not load the checklist items: \(error.localizedDescription)")
    }
  }

  // MARK: - Configuring cells

  /// Shows "√" in the checkmark label (tag 1001) for a checked item, nothing otherwise: both
  /// ways, since cells are reused.
  func configureCheckmark(for cell: UITableViewCell, with item: ChecklistItem) {
    if let label = cell.viewWithTag(1001) as? UILabel {
      label.text = item.checked ? "√" : ""
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
      if let label = cell.viewWithTag(1000) as? UILabel {
        label.text = item.text
      }
      configureCheckmark(for: cell, with: item)
    }
    return cell
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    items.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
    saveChecklistItems()
  }

  // MARK: - UITableViewDelegate

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    items[indexPath.row].checked.toggle()
    if let cell = tableView.cellForRow(at: indexPath) {
      configureCheckmark(for: cell, with: items[indexPath.row])
    }
    tableView.deselectRow(at: indexPath, animated: true)
    saveChecklistItems()
  }
}

// MARK: - ItemDetailViewControllerDelegate

extension ChecklistViewController: ItemDetailViewControllerDelegate {
  /// Closes the detail screen; the list stays as it was.
  func itemDetailViewControllerDidCancel(_ controller: ItemDetailViewController) {
    navigationController?.popViewController(animated: true)
  }

  /// Appends the new item to the checklist, inserts its row at the end, and closes the
  /// detail screen.
  func itemDetailViewController(
    _ controller: ItemDetailViewController, didFinishAdding item: ChecklistItem
  ) {
    if let checklist {
      let newRowIndex = checklist.items.count
      checklist.items.append(item)
      tableView.insertRows(at: [IndexPath(row: newRowIndex, section: 0)], with: .automatic)
    }
    navigationController?.popViewController(animated: true)
  }

  /// Finds the edited item by identity, shows its new text in its row's cell only, and
  /// closes the detail screen.
  func itemDetailViewController(
    _ controller: ItemDetailViewController, didFinishEditing item: ChecklistItem
  ) {
    if let index = items.firstIndex(where: { $0 === item }) {
      if let cell = tableView.cellForRow(at: IndexPath(row: index, section: 0)) {
        if let label = cell.viewWithTag(1000) as? UILabel { label.text = item.text }
      }
    }
    saveChecklistItems()
    navigationController?.popViewController(animated: true)
  }
}
