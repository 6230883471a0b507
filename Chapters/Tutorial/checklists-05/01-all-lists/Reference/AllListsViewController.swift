import HeadlessUIKit

/// The first screen: every checklist, one row each.
class AllListsViewController: UITableViewController {
  /// The reuse identifier of the plain cells this screen registers in code.
  let cellIdentifier = "ChecklistCell"

  /// The checklists' names, in the order their rows appear.
  var lists = ["Birthdays", "Groceries", "Cool Apps", "To Do"]

  /// Registers a plain cell class: these rows need no prototype from the storyboard.
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
  }

  // MARK: - UITableViewDataSource

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    lists.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
    cell.textLabel?.text = lists[indexPath.row]
    return cell
  }
}
