// What watch mode and a replayed build compare to notice that a file was saved.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What watch mode compares to notice a save, and a replayed build to notice any change: a
/// file's modification time and size.
package struct FileStamp: Equatable, Codable, Sendable {
  /// When the file was last written (distant past when it is missing).
  package var modified: Date
  /// Its size in bytes (-1 when it is missing).
  package var size: Int
}

extension FileStamp {
  /// The file's stamp now, read with one `stat`.
  package init(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      self.init(modified: .distantPast, size: -1)
      return
    }
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    self.init(
      modified: Date(
        timeIntervalSince1970: TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9),
      size: Int(info.st_size))
  }

  /// Each file's modification time and size, so that any save is noticed.
  package static func stamps(of files: [URL]) -> [String: FileStamp] {
    var stamps: [String: FileStamp] = [:]
    for file in files { stamps[file.path] = FileStamp(path: file.path) }
    return stamps
  }
}
