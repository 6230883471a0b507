// The JSON file the previous version saved the list in, read once to import it.

import HeadlessUIKit

/// `Documents/Todos.json`, as todo-codable left it: the whole list as JSON, newest first.
///
/// Nothing writes this file any more. It is read on the first launch after the update, and
/// removed once its to-dos are saved in Core Data; a file that cannot be read is moved aside,
/// so nothing the user typed is lost.
struct LegacyTodoFile {
  /// What reading the file found.
  enum Contents: Equatable {
    /// There is no file: nothing to import.
    case missing
    /// The old list, and when the file was last written (to the second).
    case todos([LegacyTodo], savedAt: Date)
    /// The file could not be read; it was moved to this location (nil if even that failed).
    case damaged(keptAt: URL?)
  }

  /// Where the file is.
  let url: URL

  /// The file in a Documents folder.
  init(documentsDirectory: URL) {
    url = documentsDirectory.appendingPathComponent("Todos.json")
  }

  /// Reads the old list, moving an unreadable file aside.
  func read() -> Contents {
    guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
    if let data = FileManager.default.contents(atPath: url.path),
      let todos = try? JSONDecoder().decode([LegacyTodo].self, from: data),
      let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      let modified = attributes[.modificationDate] as? Date
    {
      // In whole seconds, which every file system and every copy of the file keeps.
      let savedAt = Date(
        timeIntervalSinceReferenceDate: modified.timeIntervalSinceReferenceDate.rounded(.down))
      return .todos(todos, savedAt: savedAt)
    }
    return .damaged(keptAt: DamagedFile.moveAside(url))
  }

  /// Removes the file, once its to-dos are saved elsewhere.
  func remove() throws {
    try FileManager.default.removeItem(at: url)
  }
}
