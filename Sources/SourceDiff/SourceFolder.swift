// A stage's source folder read into files.

import Foundation

/// A stage's source folder: its name and its files, sorted by path.
package struct SourceFolder: Sendable {
  /// The target's name, such as `Checklists03`.
  package var name: String
  /// The files, sorted by path.
  package var files: [SourceFile]

  /// A folder of these files, sorted by path.
  package init(name: String, files: [SourceFile]) {
    self.name = name
    self.files = files.sorted { $0.path < $1.path }
  }

  /// Reads every file under a folder (hidden files left out).
  package static func read(_ folder: URL, name: String) throws -> SourceFolder {
    let manager = FileManager.default
    var files: [SourceFile] = []
    let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
    guard
      let enumerator = manager.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return SourceFolder(name: name, files: []) }
    for case let url as URL in enumerator {
      let values = try url.resourceValues(forKeys: [.isRegularFileKey])
      guard values.isRegularFile == true else { continue }
      let full = url.standardizedFileURL.resolvingSymlinksInPath().path
      let relative =
        full.hasPrefix(root + "/") ? String(full.dropFirst(root.count + 1)) : url.lastPathComponent
      let text = try String(contentsOf: url, encoding: .utf8)
      files.append(SourceFile(path: relative, text: text))
    }
    return SourceFolder(name: name, files: files.sorted { $0.path < $1.path })
  }
}
