// The learner's app as it was when a check last passed: what an earlier step that breaks is
// compared with, so the learner sees what they changed since.

import Foundation
import SourceDiff

/// The learner's source files when a check of a step last passed, in one JSON file in the
/// tutorial's state folder (`last-pass.json`), written whole or not at all.
package struct LastPass: Codable, Equatable {
  /// The step whose check passed.
  package var step: String
  /// The app's files then, by path in `Sources/Checklists/`.
  package var files: [String: String]

  /// Where it is kept.
  package static func file(in workspace: TutorialWorkspace) -> URL {
    workspace.stateFolder.appendingPathComponent("last-pass.json")
  }

  /// The learner's files now, as passed by `step`.
  package init(step: String, workspace: TutorialWorkspace) {
    self.step = step
    files = [:]
    for path in workspace.sourceFiles() {
      let url = workspace.learner.appendingPathComponent(path)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      files[String(path.dropFirst(TutorialWorkspace.sourcesPath.count + 1))] = text
    }
  }

  /// Keeps it, replacing the one before; a failure to write costs only the comparison later.
  package func save(in workspace: TutorialWorkspace) {
    let url = Self.file(in: workspace)
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? JSONEncoder().encode(self).write(to: url, options: .atomic)
  }

  /// The one kept, or nil when there is none or it cannot be read.
  package static func load(in workspace: TutorialWorkspace) -> LastPass? {
    guard let data = try? Data(contentsOf: file(in: workspace)) else { return nil }
    return try? JSONDecoder().decode(LastPass.self, from: data)
  }

  /// The app then, as a source folder.
  package var folder: SourceFolder {
    SourceFolder(
      name: TutorialWorkspace.module,
      files: files.map { SourceFile(path: $0.key, text: $0.value) })
  }
}
