// The article's model: an array in memory, saved whole into the preferences.

import HeadlessUIKit

/// The article's data source. Two of its habits cause defects:
/// - ``loadData()`` appends the stored tasks to those already in memory, so loading again
///   duplicates them;
/// - ``setData(_:)`` saves only what this instance holds, so a new instance that never
///   loaded overwrites everything saved before with its one task.
@MainActor
final class AsWrittenTaskDataSource {
  private var tasks: [TaskItem] = []

  /// The preferences (`UserDefaults.standard` in the article).
  private let defaults = UserDefaults.standard

  // excerpt: as-written-load-and-set
  /// Adds the stored tasks to the ones in memory.
  func loadData() {
    guard let data = defaults.data(forKey: TaskDataSource.preferencesKey),
      let stored = try? JSONDecoder().decode([TaskItem].self, from: data)
    else { return }
    tasks.append(contentsOf: stored)
  }

  /// Adds a task to the ones in memory and saves those.
  func setData(_ task: TaskItem) {
    tasks.append(task)
    guard let data = try? JSONEncoder().encode(tasks) else { return }
    defaults.set(data, forKey: TaskDataSource.preferencesKey)
  }
  // end excerpt

  /// How many tasks are in memory.
  var count: Int { tasks.count }

  /// The task at a position, if there is one.
  func data(at index: Int) -> TaskItem? {
    tasks.indices.contains(index) ? tasks[index] : nil
  }
}
