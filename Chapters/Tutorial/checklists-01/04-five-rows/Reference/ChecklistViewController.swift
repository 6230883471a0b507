import HeadlessUIKit

/// The checklist screen: the items, one row each.
class ChecklistViewController: UITableViewController {
  /// The items, in the order their rows appear.
  var items = [
    ChecklistItem(text: "Walk the dog"),
    ChecklistItem(text: "Brush my teeth"),
    ChecklistItem(text: "Learn iOS development"),
    ChecklistItem(text: "Soccer practice"),
    ChecklistItem(text: "Eat ice cream"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
  }

  // MARK: - UITableViewDataSource

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ChecklistItem", for: indexPath)
    if let label = cell.viewWithTag(1000) as? UILabel {
      label.text = items[indexPath.row].text
    }
    return cell
  }
}
