// Writing files into the sandbox safely, and keeping damaged files aside.

import Foundation

/// Writes a file atomically with owner-only permissions: the data goes to a temporary file
/// in the same folder, which is then renamed over the old one, so a crash mid-write leaves
/// the old file intact.
public enum SandboxFile {
  /// Writes data to a URL atomically, readable and writable by the owner only.
  public static func write(_ data: Data, to url: URL) throws {
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    guard
      FileManager.default.createFile(
        atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
    else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
    }
    // rename(2) puts the new file in place of any old one in a single atomic step, on Linux
    // and macOS alike. (FileManager.replaceItemAt is not used: on Linux it can remove the
    // old file and then fail, leaving no file at all.)
    guard rename(temporary.path, url.path) == 0 else {
      let code = POSIXErrorCode(rawValue: errno) ?? .EIO
      try? FileManager.default.removeItem(at: temporary)
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [NSFilePathErrorKey: url.path, NSUnderlyingErrorKey: POSIXError(code)])
    }
  }
}

/// Keeps a damaged file aside instead of overwriting it.
public enum FileDamage {
  /// Renames a file to `<name>.damaged-<timestamp>.<extension>` beside it.
  ///
  /// - Returns: The new location, or nil if the file could not be moved.
  @discardableResult
  public static func moveAside(_ url: URL, now: Date = Date()) -> URL? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let base = url.deletingPathExtension().lastPathComponent
    let suffix = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
    var candidate = url.deletingLastPathComponent()
      .appendingPathComponent("\(base).damaged-\(formatter.string(from: now))\(suffix)")
    var counter = 2
    while FileManager.default.fileExists(atPath: candidate.path) {
      candidate = url.deletingLastPathComponent()
        .appendingPathComponent(
          "\(base).damaged-\(formatter.string(from: now))-\(counter)\(suffix)")
      counter += 1
    }
    do {
      try FileManager.default.moveItem(at: url, to: candidate)
      return candidate
    } catch {
      return nil
    }
  }
}
