// Reads and writes a learner's progress file, keeping a damaged one aside.

import Foundation

/// The file ``ExerciseProgress`` is kept in.
///
/// A file that cannot be read is never written over: it is renamed with a `.damaged`
/// suffix and the learner starts from a fresh progress, with a note saying so.
package struct ProgressFile {
  /// Where the file is.
  package let url: URL

  /// The progress file at `url`.
  package init(url: URL) {
    self.url = url
  }

  /// What loading found.
  package struct Loaded {
    /// The progress: the saved one, or a fresh one.
    package var progress: ExerciseProgress
    /// A note for the learner, when the file could not be read.
    package var note: String?
  }

  /// Reads the progress; a missing file is a fresh start.
  package func load() -> Loaded {
    guard FileManager.default.fileExists(atPath: url.path) else {
      return Loaded(progress: ExerciseProgress())
    }
    if let data = try? Data(contentsOf: url),
      let progress = try? JSONDecoder().decode(ExerciseProgress.self, from: data)
    {
      return Loaded(progress: progress)
    }
    let aside = url.appendingPathExtension("damaged")
    try? FileManager.default.removeItem(at: aside)
    let moved = (try? FileManager.default.moveItem(at: url, to: aside)) != nil
    let note =
      moved
      ? "The progress file could not be read; it was kept as \(aside.lastPathComponent) and "
        + "progress starts afresh."
      : "The progress file could not be read; progress starts afresh."
    return Loaded(progress: ExerciseProgress(), note: note)
  }

  /// Writes the progress, replacing the file in one step.
  package func save(_ progress: ExerciseProgress) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try encoder.encode(progress).write(to: url, options: .atomic)
  }
}
