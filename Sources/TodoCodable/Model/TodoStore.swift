// Where the list is loaded from and saved to, including the one-time move from the old format.

import HeadlessUIKit

/// Loads and saves the list in ``TodoFile``, and on the first launch after the update moves
/// the previous version's archive out of the preferences.
///
/// The migration writes the new file before it removes the old key, so a crash in between
/// loses nothing. Old data that cannot be read is kept aside under
/// `todoList.unreadable` instead of being dropped.
@MainActor
final class TodoStore {
  /// Something the user should be told after loading.
  enum Problem: Equatable {
    /// The saved file could not be read; it was kept at this location.
    case damagedFile(keptAt: URL?)
    /// The previous version's data could not be read; it was kept under this key.
    case unreadableOldData(keptUnder: String)
  }

  /// The key unreadable old data is moved to.
  static let unreadableOldDataKey = "\(LegacyTodoArchive.preferencesKey).unreadable"

  private let file: TodoFile
  private let defaults: UserDefaults

  /// A store for the file in a Documents folder and the preferences the old version used.
  init(documentsDirectory: URL, defaults: UserDefaults) {
    file = TodoFile(documentsDirectory: documentsDirectory)
    self.defaults = defaults
  }

  // excerpt: load
  /// Loads the list: from the file, or from the old archive when there is no file yet.
  func load() -> (todos: [Todo], problem: Problem?) {
    switch file.read() {
    case .todos(let todos): return (todos, nil)
    case .damaged(let keptAt): return ([], .damagedFile(keptAt: keptAt))
    case .missing: return migrateOldData()
    }
  }
  // end excerpt

  /// Saves the whole list.
  func save(_ todos: [Todo]) throws {
    try file.write(todos)
  }

  // excerpt: migrate
  private func migrateOldData() -> (todos: [Todo], problem: Problem?) {
    let oldKey = LegacyTodoArchive.preferencesKey
    guard let stored = defaults.object(forKey: oldKey) else { return ([], nil) }
    guard let data = stored as? Data, let todos = try? LegacyTodoArchive.todos(from: data) else {
      defaults.set(stored, forKey: Self.unreadableOldDataKey)
      defaults.removeObject(forKey: oldKey)
      return ([], .unreadableOldData(keptUnder: Self.unreadableOldDataKey))
    }
    do {
      try save(todos)
      defaults.removeObject(forKey: oldKey)
    } catch {
      // The old key stays, so the next launch tries again.
    }
    return (todos, nil)
  }
  // end excerpt
}
