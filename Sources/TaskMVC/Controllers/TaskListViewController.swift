// The task list screen: every saved task with its deadline, and "+" to create one.

import HeadlessUIKit

/// The task list. It shows each saved task's text and deadline, reloads them from the data
/// source every time it appears (so a task saved on the create screen shows on return), and
/// hands its data source and environment to the create screen.
final class TaskListViewController: UITableViewController {
  /// The saved tasks; the app delegate sets it at launch.
  var dataSource: TaskDataSource?

  /// The clock and time zone; the app delegate sets it at launch.
  var environment = TaskEnvironment.live

  // MARK: - Lifecycle

  // excerpt: reload-on-appear
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    dataSource?.loadData()
    tableView.reloadData()
  }
  // end excerpt

  // MARK: - Navigation

  // excerpt: hand-over
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    guard segue.identifier == "CreateTask",
      let controller = segue.destination as? CreateTaskViewController
    else { return }
    controller.dataSource = dataSource
    controller.environment = environment
  }
  // end excerpt

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
    cell.detailTextLabel?.text = task.map { environment.deadlineText(for: $0.deadline) }
    return cell
  }

  // MARK: - UITableViewDelegate

  override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { nil }
}
