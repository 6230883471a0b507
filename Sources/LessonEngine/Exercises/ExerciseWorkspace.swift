// Where a learner's exercises, their progress and the scratch package live on disk.

import Foundation

/// The package a learner works in, and the places the exercise runner keeps its things:
///
/// - `.stepwise/exercises/progress.json`: the progress (git-ignored);
/// - `.stepwise/exercises/starters/`: a copy of each starter as shipped, for `reset`;
/// - `.build/exercises/`: the scratch package the tests are built in.
package struct ExerciseWorkspace: Sendable {
  /// The package's root folder, holding `Package.swift`.
  package let root: URL

  /// The workspace of the package at `root`.
  package init(root: URL) {
    self.root = root
  }

  /// A file or folder of the package, by its path relative to the root.
  package func url(_ path: String) -> URL {
    root.appendingPathComponent(path)
  }

  /// The runner's own folder.
  package var stateFolder: URL { url(".stepwise/exercises") }

  /// The progress file.
  package var progressFile: ProgressFile {
    ProgressFile(url: stateFolder.appendingPathComponent("progress.json"))
  }

  /// The saved copies of the starters as shipped.
  package var startersFolder: URL {
    stateFolder.appendingPathComponent("starters", isDirectory: true)
  }

  /// The scratch package.
  package var scratchFolder: URL { url(".build/exercises") }

  /// The contents of a file of the package, or nil when it cannot be read.
  package func contents(_ path: String) -> Data? {
    try? Data(contentsOf: url(path))
  }

  /// A path relative to the root, for messages; other paths stay whole.
  package func relativePath(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let rootPath = root.standardizedFileURL.path + "/"
    return path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : path
  }
}
