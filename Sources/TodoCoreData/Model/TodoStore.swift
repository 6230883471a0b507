// The Core Data stack the list is kept in, and the one-time import of the old JSON file.

import HeadlessCoreData
import HeadlessUIKit

/// Sets up the container of the model `TodoList`, saves its context, and on the first launch
/// after the update imports the list todo-codable left in `Documents/Todos.json`.
///
/// The import saves the old to-dos before it removes the file, so a crash in between loses
/// nothing; and each imported to-do's `createdAt` comes from the file's date, so an import
/// that runs again after such a crash finds its own to-dos and adds none twice.
@MainActor
final class TodoStore {
  /// Something the user should be told after loading.
  enum Problem: Equatable {
    /// The store's file could not be read; it was moved to this location (nil if even that
    /// failed), and the list starts empty.
    case damagedStore(keptAt: URL?)
    /// The old JSON file could not be read; it was moved to this location.
    case damagedOldFile(keptAt: URL?)
    /// The old list could not be saved; the file stays, and the next launch tries again.
    case importNotSaved
  }

  /// The model, its store and its contexts.
  let container: NSPersistentContainer

  /// The context the list's screen reads and changes.
  var context: NSManagedObjectContext { container.viewContext }

  private let oldFile: LegacyTodoFile

  /// A store for a container, and the Documents folder the previous version saved in.
  init(container: NSPersistentContainer, documentsDirectory: URL) {
    self.container = container
    oldFile = LegacyTodoFile(documentsDirectory: documentsDirectory)
  }

  // excerpt: load
  /// Loads the store, then imports the old file if there is one.
  func load() -> [Problem] {
    var problems: [Problem] = []
    if let problem = loadStore() { problems.append(problem) }
    if let problem = importOldFile() { problems.append(problem) }
    return problems
  }
  // end excerpt

  /// Saves the context's changes, if it has any.
  func save() throws {
    guard context.hasChanges else { return }
    try context.save()
  }

  /// Loads the store; a store file that cannot be read is moved aside for a new, empty one.
  private func loadStore() -> Problem? {
    var loadError: (any Error)?
    container.loadPersistentStores { _, error in loadError = error }
    guard loadError != nil, let url = container.persistentStoreDescriptions.first?.url else {
      return nil
    }
    let keptAt = DamagedFile.moveAside(url)
    container.loadPersistentStores { _, _ in }
    return .damagedStore(keptAt: keptAt)
  }

  // excerpt: import
  /// Imports the old list once: saves it, then removes the file.
  private func importOldFile() -> Problem? {
    switch oldFile.read() {
    case .missing: return nil
    case .damaged(let keptAt): return .damagedOldFile(keptAt: keptAt)
    case .todos(let todos, let savedAt):
      do {
        if try !hasImported(fileSavedAt: savedAt) {
          for (index, todo) in todos.enumerated() {
            let item = TodoItem(context: context)
            item.title = todo.title
            item.isDone = todo.isDone
            // In the old list's order, a millisecond apart, the last one at the file's date.
            item.createdAt = savedAt.addingTimeInterval(-Double(todos.count - 1 - index) / 1000)
          }
          try save()
        }
      } catch {
        context.rollback()
        return .importNotSaved
      }
      // If this fails, the next launch finds the to-dos saved and only removes the file.
      try? oldFile.remove()
      return nil
    }
  }

  /// Whether an earlier launch saved the old file's to-dos but did not get to remove it.
  private func hasImported(fileSavedAt savedAt: Date) throws -> Bool {
    let request: NSFetchRequest<TodoItem> = TodoItem.fetchRequest()
    request.predicate = NSPredicate(format: "createdAt == %@", savedAt as NSDate)
    return try context.count(for: request) > 0
  }
  // end excerpt
}
