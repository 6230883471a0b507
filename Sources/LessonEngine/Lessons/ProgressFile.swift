// Reads and writes a learner's progress file, keeping a damaged one aside.

import Foundation
import StepwiseBasics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file ``ExerciseProgress`` is kept in.
///
/// A file that cannot be read, or holds values no run of the tool writes, is never written
/// over: it is renamed with a `.damaged` suffix (numbered after the first, so an earlier copy
/// is never replaced) and the learner starts from a fresh progress, with a note saying so.
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

  /// The largest progress file read: a course's every step done takes some kilobytes, so a
  /// larger file is damaged, and refused from its size, never read.
  static let largestFile = 1024 * 1024

  /// Reads the progress; a missing file is a fresh start.
  package func load() -> Loaded {
    guard FileManager.default.fileExists(atPath: url.path) else {
      return Loaded(progress: ExerciseProgress())
    }
    var reason = ""
    switch SmallFile.read(url, atMost: Self.largestFile) {
    case .success(let data):
      do {
        return Loaded(progress: try JSONDecoder().decode(ExerciseProgress.self, from: data))
      } catch DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty {
        reason = " (\(context.debugDescription))"
      } catch DecodingError.typeMismatch(_, let context) {
        let key = context.codingPath.map(\.stringValue).joined(separator: ".")
        reason = localized(" (\(key) holds a value of another kind than a progress file's)")
      } catch {}
    case .failure(.tooLarge(let bytes)):
      reason = localized(
        " (it is \(SmallFile.megabytes(bytes)), larger than any progress file)")
    case .failure(.unreadable):
      break
    }
    let aside = keepAside()
    let note =
      if let aside {
        localized(
          "The progress file could not be read\(reason); it was kept as \(aside.lastPathComponent) and progress starts afresh."
        )
      } else {
        localized("The progress file could not be read\(reason); progress starts afresh.")
      }
    return Loaded(progress: ExerciseProgress(), note: note)
  }

  /// Renames the file to the first free name of `progress.json.damaged`,
  /// `progress.json.damaged-2`, `progress.json.damaged-3`…: a copy kept earlier is never
  /// replaced. Returns where the file went, or nil if it could not be moved.
  private func keepAside() -> URL? {
    let folder = url.deletingLastPathComponent()
    let name = url.lastPathComponent + ".damaged"
    for number in 1...10_000 {
      let candidate = folder.appendingPathComponent(number == 1 ? name : "\(name)-\(number)")
      // link(2) never replaces an existing name, unlike rename(2): two runs that find the same
      // free name cannot overwrite each other's copy.
      if link(url.path, candidate.path) == 0 {
        unlink(url.path)
        return candidate
      }
      if errno == EEXIST { continue }
      // A file system without hard links: a rename to a name that is free.
      if !FileManager.default.fileExists(atPath: candidate.path) {
        return (try? FileManager.default.moveItem(at: url, to: candidate)) != nil ? candidate : nil
      }
    }
    return nil
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
