// A new folder written all or nothing: the package `stepwise port` writes and the project
// `stepwise export` writes.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files as a new folder, all or nothing.
///
/// The files go into a hidden folder beside the destination, `.<name>.<kind>-<UUID>`, each
/// one flushed to the disk; the hidden folder is renamed into place only once every file
/// is written. When anything fails (a full disk, a file where a folder must go), the hidden
/// folder and the folders made for it are removed, so the destination is as it was and the
/// command can simply be run again.
///
/// ```swift
/// try WholeFolder.write(
///   [(path: "EXPORT.md", data: Data(report.utf8))], to: destination, kind: "export")
/// ```
///
/// Nothing is ever overwritten: the destination must not exist or be an empty folder, and
/// every path must stay inside it (no `..`, no absolute path).
package enum WholeFolder {
  /// Why the folder was not written. Either way, nothing of it was left behind.
  package enum Failure: Error, Equatable {
    /// Something is at the destination: a file, a link to no folder, or a folder that
    /// holds something.
    case notEmpty(String)
    /// A file or a folder could not be written: its path, and the reason the system gave.
    case failed(path: String, reason: String)
  }

  /// Writes `files` (paths relative to the destination) as the folder `destination`.
  ///
  /// - Parameters:
  ///   - kind: What writes the folder (`port`, `export`), in the hidden folder's name.
  ///   - writeFile: Writes one new file; a test can fail it to play a full disk.
  package static func write(
    _ files: [(path: String, data: Data)], to destination: URL, kind: String,
    writeFile: (Data, URL) throws -> Void = writeFlushed
  ) throws(Failure) {
    let manager = FileManager.default
    var destination = destination.standardizedFileURL
    if let linked = linkedFolder(destination) { destination = linked }
    if isTaken(destination) { throw .notEmpty(destination.path) }
    let parent = destination.deletingLastPathComponent()
    let staging = parent.appendingPathComponent(
      stagingName(destination.lastPathComponent, kind: kind), isDirectory: true)
    var madeParents: [URL] = []
    // What is being written, for the message if it fails: its path in the destination.
    var writing = parent.path
    do {
      madeParents = try makeFolders(parent)
      writing = destination.path
      try makeFolder(staging)
      var folders: Set<String> = [staging.path]
      for file in files {
        writing = destination.path + "/" + file.path
        guard let parts = components(of: file.path) else {
          throw Failure.failed(path: writing, reason: "the path leads out of the folder")
        }
        var url = staging
        for part in parts.dropLast() {
          url.appendPathComponent(part, isDirectory: true)
          if folders.insert(url.path).inserted {
            try makeFolder(url)
          }
        }
        try writeFile(file.data, url.appendingPathComponent(parts[parts.count - 1]))
      }
      writing = destination.path
      for folder in folders.sorted() { try syncFolder(URL(fileURLWithPath: folder)) }
      // rename(2) puts the folder in place in one step, over an empty folder too; it fails,
      // changing nothing, if the destination filled up meanwhile.
      guard rename(staging.path, destination.path) == 0 else {
        if errno == ENOTEMPTY || errno == EEXIST { throw Failure.notEmpty(destination.path) }
        throw systemError()
      }
      // The rename is done: a parent folder that cannot be flushed does not undo it.
      try? syncFolder(parent)
    } catch {
      try? manager.removeItem(at: staging)
      for folder in madeParents.reversed() { rmdir(folder.path) }
      if let failure = error as? Failure { throw failure }
      throw .failed(path: writing, reason: reason(error))
    }
  }

  /// Creates a new file holding `data`, flushed to the disk; fails if the file exists.
  package static func writeFlushed(_ data: Data, to url: URL) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw systemError() }
    var failure: POSIXError?
    if !FileDescriptorWrite.writeAll(data, to: descriptor) || fsync(descriptor) != 0 {
      failure = systemError()
    }
    if close(descriptor) != 0, failure == nil { failure = systemError() }
    if let failure { throw failure }
  }

  // MARK: - The destination

  /// The folder a link at `url` leads to; nil when `url` is no link or leads to no folder.
  private static func linkedFolder(_ url: URL) -> URL? {
    let manager = FileManager.default
    let attributes = try? manager.attributesOfItem(atPath: url.path)
    guard attributes?[.type] as? FileAttributeType == .typeSymbolicLink else { return nil }
    let resolved = url.resolvingSymlinksInPath()
    var isDirectory: ObjCBool = false
    guard resolved.path != url.path,
      manager.fileExists(atPath: resolved.path, isDirectory: &isDirectory), isDirectory.boolValue
    else { return nil }
    return resolved
  }

  /// Whether something is at `url` other than an empty folder.
  private static func isTaken(_ url: URL) -> Bool {
    let manager = FileManager.default
    guard (try? manager.attributesOfItem(atPath: url.path)) != nil else { return false }
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
    else { return true }
    return (try? manager.contentsOfDirectory(atPath: url.path))?.isEmpty != true
  }

  /// The hidden folder's name: `.<name>.<kind>-<UUID>`, the name shortened so that the
  /// whole stays within the 255 bytes a file name may have.
  static func stagingName(_ name: String, kind: String) -> String {
    var shown = name
    while shown.utf8.count > 160 { shown.removeLast() }
    return ".\(shown).\(kind)-\(UUID().uuidString)"
  }

  /// Makes `folder` and the folders above it that are missing.
  ///
  /// - Returns: The folders made, outermost first, for removing them after a failure.
  private static func makeFolders(_ folder: URL) throws -> [URL] {
    let manager = FileManager.default
    var missing: [URL] = []
    var current = folder
    while (try? manager.attributesOfItem(atPath: current.path)) == nil, current.path != "/" {
      missing.insert(current, at: 0)
      current.deleteLastPathComponent()
    }
    var made: [URL] = []
    do {
      for folder in missing {
        try makeFolder(folder)
        made.append(folder)
      }
    } catch {
      for folder in made.reversed() { rmdir(folder.path) }
      throw error
    }
    return made
  }

  /// A file's path split into its folders and its name, or nil when it could lead out of
  /// the folder (absolute, empty, `.` or `..`).
  private static func components(of path: String) -> [String]? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { return nil }
    return parts
  }

  // MARK: - The system

  /// Makes one new folder with mkdir(2), whose errors say what went wrong ("Not a
  /// directory") where Foundation's may not.
  private static func makeFolder(_ url: URL) throws {
    guard mkdir(url.path, 0o755) == 0 else {
      // A folder this writer has not made yet is only there if a file took its name.
      throw errno == EEXIST ? POSIXError(.ENOTDIR) : systemError()
    }
  }

  /// Flushes a folder's entries to the disk. A file system that cannot flush a folder (it
  /// answers `EINVAL`) keeps its entries some other way; that is not a failure.
  private static func syncFolder(_ folder: URL) throws {
    let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw systemError() }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 || errno == EINVAL else { throw systemError() }
  }

  /// The error of the system call that just set `errno`.
  private static func systemError() -> POSIXError {
    POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
  }

  /// The system's words for an error: "No space left on device".
  static func reason(_ error: any Error) -> String {
    if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
  }
}
