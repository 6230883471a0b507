// A folder the tool keeps for itself, made safe to write into and to clean.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder the tool writes and cleans as its own (the checks' package in a learner's
/// `.build`), made a real folder with no link inside but the ones the tool makes.
///
/// A link planted there, by hand or by a commit in a repository a teacher grades, would
/// otherwise lead the tool's writes and removals out of the folder: a test target's folder
/// linked to another folder has that folder's files removed as stale.
///
/// ```swift
/// try ScratchFolder.secure(checks, keepingLinks: ["Sources/Checklists"])
/// ```
package enum ScratchFolder {
  /// Makes `folder` a folder of its own: a link or a file in its place is removed (the link
  /// itself, never what it leads to), and so is every link inside it whose path relative to
  /// `folder` is not in `kept`. A missing folder is made.
  package static func secure(_ folder: URL, keepingLinks kept: Set<String> = []) throws {
    let path = folder.path
    var info = stat()
    if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
      try remove(path)
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try removeLinks(in: path, relative: "", keeping: kept)
  }

  /// Removes the links under `path`, but the kept ones, and looks into its real folders.
  private static func removeLinks(in path: String, relative: String, keeping kept: Set<String>)
    throws
  {
    for name in try FileManager.default.contentsOfDirectory(atPath: path) {
      let child = path + "/" + name
      let childRelative = relative.isEmpty ? name : relative + "/" + name
      var info = stat()
      guard lstat(child, &info) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFLNK where !kept.contains(childRelative): try remove(child)
      case S_IFDIR: try removeLinks(in: child, relative: childRelative, keeping: kept)
      default: continue
      }
    }
  }

  /// Removes a link or a file itself.
  private static func remove(_ path: String) throws {
    guard unlink(path) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
  }
}
