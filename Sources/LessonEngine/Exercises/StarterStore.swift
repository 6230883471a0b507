// Finds each starter as it was shipped, to put it back when a learner resets an exercise.

import CommandLineKit
import Foundation
import StepwiseBasics

/// The starters as shipped, found by their recorded SHA-256 (so a learner's own edits are
/// never mistaken for them).
///
/// Each run of `stepwise exercises` copies every starter still as shipped into
/// `.stepwise/exercises/starters/`. To reset an exercise, the starter is taken from that
/// copy; failing that, from the git history of the file; and only a file whose SHA-256 is
/// the recorded one is ever used.
package struct StarterStore {
  /// Why a starter could not be found.
  package struct NotFound: Error, CustomStringConvertible {
    /// The starter's path, relative to the package.
    package var path: String

    package var description: String {
      "cannot find the starter \(path) as it was shipped (no saved copy, and no version "
        + "in the git history has its SHA-256)"
    }
  }

  /// The package and its folders.
  package let workspace: ExerciseWorkspace

  /// The saved copy of a starter.
  package func savedCopy(_ exercise: Exercise, _ file: String) -> URL {
    workspace.startersFolder.appendingPathComponent(exercise.id)
      .appendingPathComponent(file)
  }

  /// Whether the learner's file is still the starter as shipped.
  package func isPristine(_ exercise: Exercise, _ index: Int) -> Bool {
    guard let data = workspace.contents(exercise.starterPath(exercise.files[index])) else {
      return false
    }
    return SHA256.hexDigest(of: data) == exercise.startersSHA256[index]
  }

  /// Copies every starter that is still as shipped and has no saved copy yet.
  package func saveCopiesOfUntouchedStarters(_ catalog: ExerciseCatalog) {
    for exercise in catalog.exercises {
      for (index, file) in exercise.files.enumerated() {
        let copy = savedCopy(exercise, file)
        guard !FileManager.default.fileExists(atPath: copy.path),
          isPristine(exercise, index),
          let data = workspace.contents(exercise.starterPath(file))
        else { continue }
        try? FileManager.default.createDirectory(
          at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: copy, options: .atomic)
      }
    }
  }

  /// The starter as shipped: the learner's file if untouched, the saved copy, or the
  /// newest version in git history with the recorded SHA-256.
  package func shipped(_ exercise: Exercise, _ index: Int) throws(NotFound) -> Data {
    let file = exercise.files[index]
    let expected = exercise.startersSHA256[index]
    let path = exercise.starterPath(file)
    let candidates = [
      workspace.contents(path), try? Data(contentsOf: savedCopy(exercise, file)),
    ]
    for case let data? in candidates where SHA256.hexDigest(of: data) == expected {
      return data
    }
    if let data = fromGitHistory(path, sha256: expected) { return data }
    throw NotFound(path: path)
  }

  /// Puts every file of an exercise back as shipped; returns the files it changed.
  package func reset(_ exercise: Exercise) throws -> [String] {
    var changed: [String] = []
    for (index, file) in exercise.files.enumerated() {
      let data = try shipped(exercise, index)
      let url = workspace.url(exercise.starterPath(file))
      if workspace.contents(exercise.starterPath(file)) != data {
        try data.write(to: url, options: .atomic)
        changed.append(exercise.starterPath(file))
      }
    }
    return changed
  }

  /// The newest committed version of a file with this SHA-256, if git can tell.
  private func fromGitHistory(_ path: String, sha256: String) -> Data? {
    let log = try? ExternalCommand(
      "git", ["log", "--format=%H", "--", path], in: workspace.root, timeLimit: 30
    ).run()
    guard let log, log.status == 0 else { return nil }
    for commit in log.output.split(separator: "\n").prefix(50) {
      let show = try? ExternalCommand(
        "git", ["show", "\(commit):\(path)"], in: workspace.root, timeLimit: 30
      ).run()
      guard let show, show.status == 0 else { continue }
      let data = Data(show.output.utf8)
      if SHA256.hexDigest(of: data) == sha256 { return data }
    }
    return nil
  }
}
