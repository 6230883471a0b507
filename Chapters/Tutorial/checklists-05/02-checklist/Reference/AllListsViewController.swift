import HeadlessUIKit

/// The first screen: every checklist, one row each.
class AllListsViewController: UITableViewController {
  /// The reuse identifier of the plain cells this screen registers in code.
  let cellIdentifier = "ChecklistCell"

  /// The checklists, in the order their rows appear.
  var lists = [
    Checklist(name: "Birthdays", items: [ChecklistItem(text: "Buy a present for Anna")]),
    Checklist(
      name: "Groceries", items: [ChecklistItem(text: "Milk"), ChecklistItem(text: "Eggs")]),
    Checklist(name: "Cool Apps"),
    Checklist(name: "To Do", items: [ChecklistItem(text: "Walk the dog")]),
  ]

  /// Registers a plain cell class: these rows need no prototype from the storyboard.
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
  }

  // MARK: - Navigation

  /// Hands the tapped checklist to the screen of its items.
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    if segue.identifier == "ShowChecklist" {
      guard let controller = segue.destination as? ChecklistViewController else { return }
      // didSelectRowAt sends the checklist itself.
      controller.checklist = sender as? Checklist
    }
  }

  // MARK: - UITableViewDataSource

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    lists.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
    cell.textLabel?.text = lists[indexPath.row].name
    return cell
  }

  // MARK: - UITableViewDelegate

  /// Opens the tapped list: the segue has no trigger in the storyboard, so it runs from code.
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let checklist = lists[indexPath.row]
    performSegue(withIdentifier: "ShowChecklist", sender: checklist)
  }
}
