// The model: the saved tasks, kept in the preferences.

import HeadlessUIKit

/// The saved tasks, stored in the preferences as JSON under one key.
///
/// The preferences are the single source of truth: ``loadData()`` replaces the tasks in
/// memory with what is stored, and ``setData(_:)`` reads what is stored before adding to it,
/// so two data sources never overwrite each other's tasks.
@MainActor
final class TaskDataSource {
  /// The preferences key the tasks are stored under.
  static let preferencesKey = "tasks"

  private let defaults: UserDefaults

  /// The tasks as last loaded, oldest first.
  private(set) var tasks: [TaskItem] = []

  /// A data source reading and writing these preferences.
  init(defaults: UserDefaults) {
    self.defaults = defaults
  }

  // excerpt: load-and-set
  /// Replaces the tasks in memory with the stored ones.
  func loadData() {
    guard let data = defaults.data(forKey: Self.preferencesKey),
      let stored = try? JSONDecoder().decode([TaskItem].self, from: data)
    else {
      tasks = []
      return
    }
    tasks = stored
  }

  /// Adds a task to the stored ones and saves them all.
  func setData(_ task: TaskItem) {
    loadData()
    tasks.append(task)
    guard let data = try? JSONEncoder().encode(tasks) else { return }
    defaults.set(data, forKey: Self.preferencesKey)
  }
  // end excerpt

  /// How many tasks there are.
  var count: Int { tasks.count }

  /// The task at a position, if there is one.
  func data(at index: Int) -> TaskItem? {
    tasks.indices.contains(index) ? tasks[index] : nil
  }
}
