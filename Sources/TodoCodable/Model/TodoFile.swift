// The JSON file the list is saved in, inside the app's Documents folder.

import HeadlessUIKit

/// `Documents/Todos.json`: the whole list as JSON, replaced atomically on every save.
///
/// A file that cannot be read is moved aside, never overwritten, so nothing the user typed
/// is lost even when the list has to start empty.
struct TodoFile {
  /// What reading the file found.
  enum Contents: Equatable {
    /// There is no file yet.
    case missing
    /// The saved list.
    case todos([Todo])
    /// The file could not be read; it was moved to this location (nil if even that failed).
    case damaged(keptAt: URL?)
  }

  /// Where the file is.
  let url: URL

  /// The file in a Documents folder.
  init(documentsDirectory: URL) {
    url = documentsDirectory.appendingPathComponent("Todos.json")
  }

  // excerpt: read-write
  /// Reads the list, moving an unreadable file aside.
  func read() -> Contents {
    guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
    if let data = FileManager.default.contents(atPath: url.path),
      let todos = try? JSONDecoder().decode([Todo].self, from: data)
    {
      return .todos(todos)
    }
    return .damaged(keptAt: moveAside())
  }

  /// Writes the whole list, replacing the file in one step.
  func write(_ todos: [Todo]) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(todos).write(to: url, options: .atomic)
  }
  // end excerpt

  /// Renames the file to `Todos.damaged-<time>.json` beside it (`-2`, `-3`… when that name
  /// is taken, so an earlier damaged copy is never replaced).
  ///
  /// - Returns: Where the file is now, or nil if it could not be moved.
  private func moveAside() -> URL? {
    let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "")
    for number in 1..<1000 {
      let counter = number == 1 ? "" : "-\(number)"
      let kept = url.deletingLastPathComponent()
        .appendingPathComponent("Todos.damaged-\(stamp)\(counter).json")
      do {
        try FileManager.default.moveItem(at: url, to: kept)
        return kept
      } catch CocoaError.fileWriteFileExists {
        continue
      } catch {
        return nil
      }
    }
    return nil
  }
}
