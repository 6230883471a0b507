// The to-do list screen: add through an alert, tap to check, swipe to delete, all saved.

import HeadlessUIKit

/// The to-do list. "+" asks for a title in an alert and inserts the new to-do at the top, a tap
/// toggles a to-do's checkmark, a swipe deletes it; after every change the whole list is
/// written to `Documents/Todos.json`.
///
/// Compared with todo-archiver, the model is a `Codable` struct, the list lives in a file
/// instead of the preferences, and there is no `synchronize()`: a write is on disk when
/// `write` returns.
final class TodoListViewController: UITableViewController {
  /// The to-dos, newest first.
  var todoList: [Todo] = []

  /// Loads and saves the list.
  let store = TodoStore(
    documentsDirectory: FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0],
    defaults: UserDefaults.standard)

  /// The problems found while loading, shown once the screen is up.
  private var loadProblems: [TodoStore.Problem] = []

  // MARK: - Lifecycle

  // excerpt: load-problem
  /// Loads the list, and notes the problem the store found, if any, to tell the user once
  /// the screen is up.
  override func viewDidLoad() {
    super.viewDidLoad()
    let (todos, problem) = store.load()
    todoList = todos
    if let problem { loadProblems.append(problem) }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !loadProblems.isEmpty else { return }
    showAlert(for: loadProblems)
    loadProblems = []
  }
  // end excerpt

  // MARK: - Actions

  /// "+": asks for the new to-do's title. OK stays disabled while the field is empty or holds
  /// only spaces.
  func addButton() {
    let alertController = UIAlertController(
      title: "todoを追加", message: "todoを入力してください", preferredStyle: .alert)
    let okAction = UIAlertAction(title: "OK", style: .default) {
      [weak self, weak alertController] _ in
      guard let title = alertController?.textFields?.first?.text, !Self.isBlank(title) else {
        return
      }
      self?.insertTodo(titled: title)
    }
    okAction.isEnabled = false
    alertController.addTextField { textField in
      let updateOK = UIAction { [weak okAction, weak textField] _ in
        okAction?.isEnabled = !Self.isBlank(textField?.text ?? "")
      }
      textField.addAction(updateOK, for: .editingChanged)
    }
    alertController.addAction(okAction)
    alertController.addAction(UIAlertAction(title: "cancel", style: .cancel))
    present(alertController, animated: true)
  }

  /// Inserts a new to-do at the top row, then saves.
  func insertTodo(titled title: String) {
    todoList.insert(Todo(title: title), at: 0)
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .right)
    saveTodoList()
  }

  // MARK: - Saving

  // excerpt: save
  /// Writes the whole list; if that fails, says so (the next change tries again).
  func saveTodoList() {
    do {
      try store.save(todoList)
    } catch {
      presentAlert(title: "保存できませんでした", message: "次に変更したときにもう一度保存します。")
    }
  }
  // end excerpt

  /// One alert for all the problems: each one's own title when there is one, else a
  /// title for both and one paragraph each.
  private func showAlert(for problems: [TodoStore.Problem]) {
    let explanations = problems.map(Self.explanation(of:))
    let title =
      explanations.count == 1 ? explanations[0].title : "保存されたデータを読み込めませんでした"
    presentAlert(title: title, message: explanations.map(\.message).joined(separator: "\n\n"))
  }

  /// What to tell the user about one problem.
  private static func explanation(of problem: TodoStore.Problem) -> (title: String, message: String)
  {
    switch problem {
    case .damagedFile(let keptAt):
      let kept =
        keptAt.map { "元のファイルは「\($0.lastPathComponent)」として残してあります。" }
        ?? "元のファイルを移動できませんでした。"
      return ("保存されたtodoを読み込めませんでした", kept)
    case .unreadableOldData(let key):
      return ("以前のtodoを読み込めませんでした", "元のデータは設定の「\(key)」に残してあります。")
    }
  }

  private func presentAlert(title: String, message: String) {
    let alertController = UIAlertController(
      title: title, message: message, preferredStyle: .alert)
    alertController.addAction(UIAlertAction(title: "OK", style: .default))
    present(alertController, animated: true)
  }

  private static func isBlank(_ text: String) -> Bool {
    text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
  }

  // MARK: - UITableViewDataSource

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    todoList.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "todoCell", for: indexPath)
    let todo = todoList[indexPath.row]
    cell.textLabel?.text = todo.title
    cell.accessoryType = todo.isDone ? .checkmark : .none
    return cell
  }

  override func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    todoList.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .fade)
    saveTodoList()
  }

  // MARK: - UITableViewDelegate

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    todoList[indexPath.row].isDone.toggle()
    tableView.reloadRows(at: [indexPath], with: .fade)
    tableView.deselectRow(at: indexPath, animated: true)
    saveTodoList()
  }
}
