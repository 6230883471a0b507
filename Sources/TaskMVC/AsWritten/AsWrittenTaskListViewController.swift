// The article's task list: it loads again every time it appears, on top of what it holds.

import HeadlessUIKit

/// The article's task list. Its data source appends on every load, so each return from the
/// create screen adds every saved task again.
final class AsWrittenTaskListViewController: UITableViewController {
  private var dataSource: AsWrittenTaskDataSource?

  // MARK: - Lifecycle

  // excerpt: as-written-list
  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = AsWrittenTaskDataSource()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    dataSource?.loadData()
    tableView.reloadData()
  }
  // end excerpt

  // MARK: - Actions

  /// "+": pushes a create screen made in code.
  func addTask() {
    navigationController?.pushViewController(
      AsWrittenCreateTaskViewController(), animated: true)
  }

  // MARK: - UITableViewDataSource

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    dataSource?.count ?? 0
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "TaskCell", for: indexPath)
    let task = dataSource?.data(at: indexPath.row)
    cell.textLabel?.text = task?.text
    cell.detailTextLabel?.text = task.map { Self.deadlineText(for: $0.deadline) }
    return cell
  }

  private static func deadlineText(for date: Date) -> String {
    let dateFormatter = DateFormatter()
    dateFormatter.dateFormat = "yyyy/MM/dd HH:mm"
    return dateFormatter.string(from: date)
  }
}
