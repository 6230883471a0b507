// Writing files into the sandbox safely, and keeping damaged files aside.

import Foundation
import StepwiseBasics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file atomically and durably, with owner-only permissions: the data goes to a
/// temporary file in the same folder, which is flushed to the disk and then renamed over the
/// old one, and the folder is flushed too, so a crash or a power cut at any moment leaves
/// either the old file or the new one, never a mix (FIDELITY 25).
///
/// The temporary file is created owner-only from the start and written with plain system
/// calls: one file, one `fsync`, one rename, one `fsync` of the folder (Foundation's own
/// atomic write would add a second temporary file, a second rename and a permission
/// change). When ``write(_:to:beforeReplacing:)`` returns, the new file is on the disk and
/// its name is in the folder on the disk.
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
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    try createFile(temporary, containing: data)
    do {
      try beforeReplacing(temporary)
      // rename(2) replaces a link at `url` itself; it never writes through it.
      guard rename(temporary.path, url.path) == 0 else { throw writeError(url) }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
    try syncFolder(folder)
  }

  /// Whether a file name is one of this writer's temporary files:
  /// `.<name>.<UUID>.tmp`.
  public static func isTemporaryFileName(_ name: String) -> Bool {
    nameWritten(byTemporaryFile: name) != nil
  }

  /// Whether a file name is Foundation's temporary file of an atomic write
  /// (`Data.write(to:options: .atomic)`, `String.write(to:atomically: true…)`):
  /// `.dat.nosync<4 hex digits>.<6 letters or digits>`, made beside the file it replaces.
  public static func isFoundationTemporaryFileName(_ name: String) -> Bool {
    let prefix = ".dat.nosync"
    guard name.hasPrefix(prefix) else { return false }
    let rest = name.dropFirst(prefix.count).split(separator: ".", omittingEmptySubsequences: false)
    guard rest.count == 2, rest[0].count == 4, rest[1].count == 6 else { return false }
    return rest[0].allSatisfy(\.isHexDigit)
      && rest[1].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
  }

  /// The name of the file a temporary file of this writer was to replace: `name` for
  /// `.<name>.<UUID>.tmp`; nil for any other name.
  public static func nameWritten(byTemporaryFile name: String) -> String? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
    let stem = name.dropFirst().dropLast(".tmp".count)
    guard let dot = stem.lastIndex(of: "."), dot > stem.startIndex,
      UUID(uuidString: String(stem[stem.index(after: dot)...])) != nil
    else { return nil }
    return String(stem[..<dot])
  }

  /// Deletes the temporary files that writes interrupted before their rename left in a
  /// container (a process killed in the middle of a save), this writer's and Foundation's
  /// atomic writes' (``isFoundationTemporaryFileName(_:)``): at the top of the container and
  /// anywhere under `Documents/` and `Library/` (at most eight folders down, links not
  /// followed). The caller holds the container's lock, so no other process is writing; the
  /// preferences writes still under way in this process are waited for first.
  ///
  /// - Returns: The files deleted, relative to the container.
  @discardableResult
  public static func removeInterruptedWrites(in sandbox: AppSandbox) -> [String] {
    PreferencesWriter.waitForWrites(under: sandbox.root)
    let manager = FileManager.default
    var removed: [String] = []
    var folders: [(relative: String, depth: Int)] = [("", 0)]
    while let (folder, depth) = folders.popLast() {
      let url = folder.isEmpty ? sandbox.root : sandbox.root.appendingPathComponent(folder)
      for name in (try? manager.contentsOfDirectory(atPath: url.path)) ?? [] {
        let relative = folder.isEmpty ? name : folder + "/" + name
        let path = url.appendingPathComponent(name).path
        let type = (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        if type == .typeRegular, isTemporaryFileName(name) || isFoundationTemporaryFileName(name) {
          if (try? manager.removeItem(atPath: path)) != nil { removed.append(relative) }
        } else if type == .typeDirectory, depth < 8,
          depth > 0 || name == "Documents" || name == "Library"
        {
          folders.append((relative, depth + 1))
        }
      }
    }
    return removed.sorted()
  }

  /// Creates a new file, owner-only, holding exactly `data` on the disk; fails if the file
  /// exists.
  private static func createFile(_ url: URL, containing data: Data) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw writeError(url) }
    // The mode given to open(2) is masked by the umask; fchmod makes it exactly 0600.
    var error: (any Error)?
    if fchmod(descriptor, 0o600) != 0 || !FileDescriptorWrite.writeAll(data, to: descriptor)
      || fsync(descriptor) != 0
    {
      error = writeError(url)
    }
    if close(descriptor) != 0, error == nil { error = writeError(url) }
    if let error {
      try? FileManager.default.removeItem(at: url)
      throw error
    }
  }

  /// Flushes a folder's entries to the disk, so that a rename in it survives a power cut.
  ///
  /// A file system that cannot flush a folder (it answers `EINVAL`) keeps its entries some
  /// other way; that is not a failure.
  static func syncFolder(_ folder: URL) throws {
    let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw writeError(folder) }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 || errno == EINVAL else { throw writeError(folder) }
  }

  /// The error for the failed system call that just set `errno`: a full disk, a missing
  /// permission and a read-only disk each get Foundation's own code, so that an app can
  /// tell the user what happened.
  static func writeError(_ url: URL) -> CocoaError {
    let number = errno
    let code: CocoaError.Code =
      switch number {
      case ENOSPC, EDQUOT, EFBIG: .fileWriteOutOfSpace
      case EACCES, EPERM: .fileWriteNoPermission
      case EROFS: .fileWriteVolumeReadOnly
      default: .fileWriteUnknown
      }
    return CocoaError(
      code,
      userInfo: [
        NSFilePathErrorKey: url.path,
        NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: number) ?? .EIO),
      ])
  }
}

/// Keeps a damaged file aside instead of overwriting it.
public enum FileDamage {
  /// The name of the file a copy kept aside by ``moveAside(_:now:)`` was:
  /// `Checklists.plist` for `Checklists.damaged-20261129T075502Z.plist` (or `…Z-2.plist`);
  /// nil for any other name.
  public static func nameKeptAside(in name: String) -> String? {
    guard let marker = name.range(of: ".damaged-", options: .backwards) else { return nil }
    var rest = name[marker.upperBound...]
    // The time: yyyyMMdd'T'HHmmss'Z'.
    let stamp = Array(rest.prefix(16))
    guard stamp.count == 16, stamp[8] == "T", stamp[15] == "Z",
      (stamp[0..<8] + stamp[9..<15]).allSatisfy({ $0.isASCII && $0.isNumber })
    else { return nil }
    rest = rest.dropFirst(16)
    if rest.hasPrefix("-") {
      let counter = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
      guard !counter.isEmpty else { return nil }
      rest = rest.dropFirst(1 + counter.count)
    }
    guard rest.isEmpty || (rest.hasPrefix(".") && !rest.dropFirst().contains(".")) else {
      return nil
    }
    return String(name[..<marker.lowerBound]) + String(rest)
  }

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
