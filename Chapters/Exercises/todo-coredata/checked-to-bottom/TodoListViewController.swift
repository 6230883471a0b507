// Exercise todo-coredata/checked-to-bottom: checked to-dos sink to the bottom.
//
// The to-do list screen: add through an alert, tap to check, swipe to delete, all saved.

import HeadlessCoreData
import HeadlessUIKit

/// The to-do list. "+" asks for a title in an alert and adds a new to-do, a tap toggles a
/// to-do's checkmark, a swipe deletes it; after every change the context is saved.
///
/// Compared with todo-codable, the to-dos are `TodoItem` objects in Core Data instead of an
/// array the controller owns: a fetched results controller holds them in the order of their
/// `createdAt`, oldest first (a new to-do goes at the bottom), and tells the table which rows
/// changed once the context has changed.
final class TodoListViewController: UITableViewController {
  /// The Core Data stack, and the import of the old list.
  let store = TodoStore(
    container: NSPersistentContainer(name: "TodoList"),
    documentsDirectory: FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0])

  /// The to-dos, oldest first, as the table shows them.
  var fetchedResultsController: NSFetchedResultsController<TodoItem>!

  /// The problems found while loading, shown once the screen is up.
  private var loadProblems: [TodoStore.Problem] = []

  // MARK: - Lifecycle

  /// Loads the store, and asks for the to-dos, oldest first; the fetched results controller
  /// then follows every change of the context.
  override func viewDidLoad() {
    super.viewDidLoad()
    loadProblems = store.load()
    let request: NSFetchRequest<TodoItem> = TodoItem.fetchRequest()
    request.sortDescriptors = [NSSortDescriptor(key: "createdAt", ascending: true)]
    fetchedResultsController = NSFetchedResultsController(
      fetchRequest: request, managedObjectContext: store.context,
      sectionNameKeyPath: nil, cacheName: nil)
    fetchedResultsController.delegate = self
    do {
      try fetchedResultsController.performFetch()
    } catch {
      // Only when no store could be loaded at all; the alert about the store says so.
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !loadProblems.isEmpty else { return }
    showAlert(for: loadProblems)
    loadProblems = []
  }

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

  /// Makes a new to-do in the context, then saves; the new row comes from the fetched
  /// results controller.
  func insertTodo(titled title: String) {
    let todo = TodoItem(context: store.context)
    todo.title = title
    todo.createdAt = Date()
    saveContext()
  }

  // MARK: - Saving

  /// Saves the context; if that fails, says so (the changes stay in the context, and the
  /// next save tries them again).
  func saveContext() {
    do {
      try store.save()
    } catch {
      presentAlert(title: "保存できませんでした", message: "次に変更したときにもう一度保存します。")
    }
  }

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
    case .damagedStore(let keptAt):
      return ("保存されたtodoを読み込めませんでした", kept(at: keptAt))
    case .damagedOldFile(let keptAt):
      return ("以前のtodoを読み込めませんでした", kept(at: keptAt))
    case .importNotSaved:
      return ("以前のtodoを読み込めませんでした", "次に起動したときにもう一度読み込みます。")
    }
  }

  private static func kept(at url: URL?) -> String {
    url.map { "元のファイルは「\($0.lastPathComponent)」として残してあります。" }
      ?? "元のファイルを移動できませんでした。"
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
    fetchedResultsController.sections?[section].numberOfObjects ?? 0
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "todoCell", for: indexPath)
    let todo = fetchedResultsController.object(at: indexPath)
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
    store.context.delete(fetchedResultsController.object(at: indexPath))
    saveContext()
  }

  // MARK: - UITableViewDelegate

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    fetchedResultsController.object(at: indexPath).isDone.toggle()
    tableView.deselectRow(at: indexPath, animated: true)
    saveContext()
  }
}

// MARK: - NSFetchedResultsControllerDelegate

extension TodoListViewController: @MainActor NSFetchedResultsControllerDelegate {
  func controllerWillChangeContent(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>
  ) {
    tableView.beginUpdates()
  }

  func controller(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>,
    didChange anObject: Any, at indexPath: IndexPath?, for type: NSFetchedResultsChangeType,
    newIndexPath: IndexPath?
  ) {
    switch type {
    case .insert:
      if let newIndexPath { tableView.insertRows(at: [newIndexPath], with: .right) }
    case .delete:
      if let indexPath { tableView.deleteRows(at: [indexPath], with: .fade) }
    case .update:
      if let indexPath { tableView.reloadRows(at: [indexPath], with: .fade) }
    case .move:
      if let indexPath, let newIndexPath { tableView.moveRow(at: indexPath, to: newIndexPath) }
    }
  }

  func controllerDidChangeContent(
    _ controller: NSFetchedResultsController<any NSFetchRequestResult>
  ) {
    tableView.endUpdates()
  }
}
