// What watch mode compares to notice that a file was saved.

import Foundation

/// What watch mode compares to notice a save: a file's modification time and size.
package struct FileStamp: Equatable {
  /// When the file was last written (distant past when it is missing).
  package var modified: Date
  /// Its size in bytes (-1 when it is missing).
  package var size: Int
}

extension FileStamp {
  /// Each file's modification time and size, so that any save is noticed.
  package static func stamps(of files: [URL]) -> [String: FileStamp] {
    var stamps: [String: FileStamp] = [:]
    for file in files {
      let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
      stamps[file.path] = FileStamp(
        modified: attributes?[.modificationDate] as? Date ?? .distantPast,
        size: (attributes?[.size] as? NSNumber)?.intValue ?? -1)
    }
    return stamps
  }
}
