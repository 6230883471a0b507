// Empties an app container for `--fresh`, refusing folders that are not app containers.

import Foundation

/// Empties an app's container, and only an app's container.
///
/// `--fresh` must never wipe a folder someone pointed `--sandbox` at by mistake (their home
/// folder, a project), so a folder holding anything besides what an app container holds is
/// left alone and reported.
package enum SandboxCleaner {
  /// What an app container may hold at its top level.
  package static let containerEntries: Set<String> = ["Documents", "Library", "tmp", ".DS_Store"]

  /// A folder that does not look like an app container.
  package struct NotAContainer: Error, Equatable, CustomStringConvertible {
    /// The folder.
    package var path: String
    /// The entries that an app container would not hold.
    package var strangers: [String]

    package var description: String {
      "\(path) holds \(strangers.map { "\"\($0)\"" }.joined(separator: ", ")) besides "
        + "Documents/ and Library/, so it does not look like an app's sandbox; "
        + "--fresh leaves it alone"
    }
  }

  /// Deletes the container's `Documents`, `Library` and `tmp` folders (the folder itself
  /// stays); does nothing when the folder does not exist.
  package static func empty(_ root: URL) throws {
    let manager = FileManager.default
    guard manager.fileExists(atPath: root.path) else { return }
    let entries = try manager.contentsOfDirectory(atPath: root.path)
    let strangers = entries.filter { !containerEntries.contains($0) }.sorted()
    guard strangers.isEmpty else { throw NotAContainer(path: root.path, strangers: strangers) }
    for entry in entries {
      try manager.removeItem(at: root.appendingPathComponent(entry))
    }
  }
}
