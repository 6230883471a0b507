// Saving the data file so that a crash never leaves half of it, and keeping damaged files.

import Foundation

/// How the app writes its data file and keeps a damaged one, with Foundation alone: the
/// same code runs on an iPhone.
///
/// `Data.write(to:options: .atomic)` already replaces a file in one step, but it does not
/// wait for the disk: after a power cut the folder may still name the old file, or a file
/// with nothing in it. ``write(_:to:beforeReplacing:)`` waits for the disk twice, so that
/// when it returns the new file is there for good:
///
/// ```swift
/// try DataFile.write(data, to: url)   // the old file, or the new one: never a mix
/// ```
enum DataFile {
  /// Writes data to a file in one step, readable by its owner only: into a new temporary
  /// file beside it, flushed to the disk, then renamed over the old file, and the folder
  /// flushed so that the new name is on the disk too.
  ///
  /// - Parameter beforeReplacing: Runs once the temporary file is complete, before it
  ///   replaces the old one; a test throws from it to play a crash in the middle of a save.
  static func write(
    _ data: Data, to url: URL, beforeReplacing: (URL) throws -> Void = { _ in }
  ) throws {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    try data.write(to: temporary, options: .withoutOverwriting)
    do {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o600], ofItemAtPath: temporary.path)
      try flush(temporary)
      try beforeReplacing(temporary)
      // rename(2) replaces the old name in one step, even when a file has it already.
      guard rename(temporary.path, url.path) == 0 else {
        throw CocoaError(
          .fileWriteUnknown,
          userInfo: [
            NSFilePathErrorKey: url.path,
            NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO),
          ])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
    // Some file systems cannot flush a folder; they keep its names some other way.
    try? flush(folder)
  }

  /// Waits until a file's (or a folder's) contents are on the disk.
  private static func flush(_ url: URL) throws {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    try handle.synchronize()
  }

  /// Deletes the temporary files of saves that never finished (the app was killed in the
  /// middle of one), so they do not pile up beside the data file.
  static func removeUnfinishedWrites(of url: URL) {
    let folder = url.deletingLastPathComponent()
    let prefix = ".\(url.lastPathComponent)."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return
    }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  /// Renames a damaged file to `<name>.damaged-<time>.<extension>` beside it, adding `-2`,
  /// `-3`… when that name is taken, so no earlier damaged copy is ever replaced.
  ///
  /// - Returns: Where the file is now, or nil if it could not be moved.
  static func moveAside(_ url: URL, now: Date = Date()) -> URL? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let stamp = formatter.string(from: now)
    let base = url.deletingPathExtension().lastPathComponent
    let suffix = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
    let folder = url.deletingLastPathComponent()
    var number = 1
    while number < 1000 {
      let counter = number == 1 ? "" : "-\(number)"
      let candidate = folder.appendingPathComponent("\(base).damaged-\(stamp)\(counter)\(suffix)")
      do {
        // moveItem never replaces a file that is there already.
        try FileManager.default.moveItem(at: url, to: candidate)
        return candidate
      } catch CocoaError.fileWriteFileExists {
        number += 1
      } catch {
        return nil
      }
    }
    return nil
  }
}
