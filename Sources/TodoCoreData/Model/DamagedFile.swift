// Moving a file the app cannot read out of the way, so that nothing overwrites it.

import HeadlessUIKit

/// Keeps an unreadable file beside where it was, under a name of its own.
enum DamagedFile {
  /// Renames the file to `<name>.damaged-<time>.<extension>` beside it (`-2`, `-3`… when that
  /// name is taken, so an earlier damaged copy is never replaced).
  ///
  /// - Returns: Where the file is now, or nil if it could not be moved.
  static func moveAside(_ url: URL) -> URL? {
    let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "")
    let name = url.deletingPathExtension().lastPathComponent
    for number in 1..<1000 {
      let counter = number == 1 ? "" : "-\(number)"
      let kept = url.deletingLastPathComponent()
        .appendingPathComponent("\(name).damaged-\(stamp)\(counter).\(url.pathExtension)")
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
