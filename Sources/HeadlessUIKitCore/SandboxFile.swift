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
///
/// The temporary file is created owner-only from the start and written with plain system
/// calls: one file, one rename, nothing in between (Foundation's own atomic write would add
/// a second temporary file, a second rename and a permission change). An app killed at any
/// moment, even mid-write, finds either the old file or the new one (FIDELITY 25). It does
/// not wait for the disk to flush (no `fsync`): only a power cut, which nothing here
/// simulates, could lose the last write.
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
    try createFile(temporary, containing: data)
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

  /// Creates a new file, owner-only, holding exactly `data`; fails if the file exists.
  private static func createFile(_ url: URL, containing data: Data) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    // The mode given to open(2) is masked by the umask; fchmod makes it exactly 0600.
    let written = fchmod(descriptor, 0o600) == 0 && writeAll(data, to: descriptor)
    guard close(descriptor) == 0, written else {
      try? FileManager.default.removeItem(at: url)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
  }

  /// Writes every byte of `data` to an open file, going on after partial writes.
  private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
    data.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      var offset = 0
      while offset < buffer.count {
        let count = systemWrite(descriptor, base + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += count
      }
      return true
    }
  }

  /// write(2), named apart from ``write(_:to:beforeReplacing:)``.
  private static func systemWrite(
    _ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int
  ) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
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
