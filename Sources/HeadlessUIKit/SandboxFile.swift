// Writing files into the sandbox safely, and keeping damaged files aside.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file atomically with owner-only permissions: the data goes to a temporary file
/// in the same folder, which is then renamed over the old one, so a crash mid-write leaves
/// the old file intact.
public enum SandboxFile {
  /// Writes data to a URL atomically, readable and writable by the owner only.
  ///
  /// - Parameter beforeReplacing: Runs after the temporary file is complete and before it
  ///   replaces the old one; a test can throw here to play a crash in the middle of a save.
  public static func write(
    _ data: Data,
    to url: URL,
    beforeReplacing: (URL) throws -> Void = { _ in }
  ) throws {
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    guard
      FileManager.default.createFile(
        atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
    else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
    }
    do {
      try beforeReplacing(temporary)
      guard rename(temporary.path, url.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
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
