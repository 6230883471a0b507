// Reading someone else's file whole, only once its size says it is small enough to be read.

import Foundation

/// A file read whole only when its attributes say it is a regular file of at most a given
/// size: a file someone made a gigabyte is refused before a byte of it is read, and so is a
/// folder, a device or a pipe that would never end.
///
/// ```swift
/// switch SmallFile.read(url, atMost: 8 * SmallFile.megabyte) {
/// case .success(let data): decode(data)
/// case .failure(.tooLarge(let bytes)): print("it is \(SmallFile.megabytes(bytes))")
/// case .failure(.unreadable): print("cannot read it")
/// }
/// ```
package enum SmallFile {
  /// A megabyte, as the tool counts them: 1,048,576 bytes.
  package static let megabyte = 1_048_576

  /// Why a file was not read.
  package enum Refusal: Error, Equatable {
    /// There is no such file, it is not a regular file (a folder, a pipe, a device), or it
    /// cannot be opened.
    case unreadable
    /// It is larger than the most asked for: its size in bytes.
    case tooLarge(bytes: Int)
  }

  /// The contents of the file at `url` (a link is followed), when it holds at most `limit`
  /// bytes.
  package static func read(_ url: URL, atMost limit: Int) -> Result<Data, Refusal> {
    let path = url.resolvingSymlinksInPath().path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      let size = (attributes[.size] as? NSNumber)?.intValue
    else { return .failure(.unreadable) }
    guard size <= limit else { return .failure(.tooLarge(bytes: size)) }
    guard let handle = FileHandle(forReadingAtPath: path) else { return .failure(.unreadable) }
    defer { try? handle.close() }
    do {
      // Never more than the limit and one byte, even for a file that grew since.
      let data = try handle.read(upToCount: limit + 1) ?? Data()
      guard data.count <= limit else {
        return .failure(.tooLarge(bytes: Int((try? handle.seekToEnd()) ?? UInt64(data.count))))
      }
      return .success(data)
    } catch {
      return .failure(.unreadable)
    }
  }

  /// A size in megabytes with one decimal, as messages give it: `1024.0 MB`.
  package static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / Double(megabyte))
  }
}
