import HeadlessUIKit

/// The checklist screen: one row, for now.
class ChecklistViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
  }

  // MARK: - UITableViewDataSource

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    1
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "ChecklistItem", for: indexPath)
    if let label = cell.viewWithTag(1000) as? UILabel {
      label.text = "Walk the dog"
    }
    return cell
  }
}
