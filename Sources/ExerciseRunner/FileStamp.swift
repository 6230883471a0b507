// What watch mode compares to notice that a file was saved.

import Foundation

/// What watch mode compares to notice a save: a file's modification time and size.
package struct FileStamp: Equatable {
  /// When the file was last written (distant past when it is missing).
  package var modified: Date
  /// Its size in bytes (-1 when it is missing).
  package var size: Int
}
