// The to-do list screen: add through an alert, tap to check, swipe to delete, all saved.

import HeadlessUIKit

/// The to-do list. "+" asks for a title in an alert and inserts the new to-do at the top, a tap
/// toggles a to-do's checkmark, a swipe deletes it; after every change the whole list is
/// archived into the preferences under one key, and the next launch reads it back.
class TodoListViewController: UITableViewController {
  /// The to-dos, newest first.
  var todoList: [TodoData] = []

  /// The preferences the list is saved in (`UserDefaults.standard` on a device).
  let defaults = UserDefaults.standard

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    todoList = loadTodoList()
  }

  // MARK: - Actions

  // excerpt: add-button
  /// "+": asks for the new to-do's title. OK stays disabled while the field is empty or holds
  /// only spaces, so an empty to-do cannot be added.
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
  // end excerpt

  /// Inserts a new to-do at the top row, then saves.
  func insertTodo(titled title: String) {
    todoList.insert(TodoData(title: title), at: 0)
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .right)
    saveTodoList()
  }

  // MARK: - Saving and loading

  // excerpt: save-and-load
  /// Archives the whole list into the preferences.
  func saveTodoList() {
    defaults.set(TodoArchive.data(from: todoList), forKey: TodoArchive.preferencesKey)
  }

  /// Reads the list saved by the last run; anything unreadable gives an empty list.
  private func loadTodoList() -> [TodoData] {
    guard let data = defaults.data(forKey: TodoArchive.preferencesKey) else { return [] }
    return (try? TodoArchive.todoList(from: data)) ?? []
  }
  // end excerpt

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
    let todoData = todoList[indexPath.row]
    cell.textLabel?.text = todoData.todoTitle
    cell.accessoryType = todoData.todoDone ? .checkmark : .none
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

  // excerpt: toggle
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    todoList[indexPath.row].todoDone.toggle()
    tableView.reloadRows(at: [indexPath], with: .fade)
    tableView.deselectRow(at: indexPath, animated: true)
    saveTodoList()
  }
  // end excerpt
}
