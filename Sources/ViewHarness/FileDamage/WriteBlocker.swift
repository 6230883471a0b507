// Making a save fail on purpose: no write permission, or, for root, a folder in the way.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes every save of one file fail until ``remove()``, the way a full disk or a folder
/// without write permission would.
///
/// The usual way is to take write permission away from the file's folder. Permissions do
/// not stop root, and tests here often run as root; then the file is moved to a side name
/// and a folder put in its place, which no save can replace. ``remove()`` undoes either.
///
/// ```swift
/// let blocker = try WriteBlocker(file: dataFile)
/// try device.addItem("Eggs")   // the save fails
/// try blocker.remove()
/// try device.addItem("Bread")  // this save writes everything
/// ```
public struct WriteBlocker {
  /// Whether taking write permission away stops this process from writing (it does not
  /// stop root).
  public static var permissionsStopWrites: Bool {
    geteuid() != 0
  }

  /// The blocked file.
  public let file: URL
  /// Whether the blocker took permissions away (else it put a folder in the file's place).
  public let usesPermissions: Bool

  private var sideName: URL { file.appendingPathExtension("blocked") }

  /// Blocks saves of `file` from now on.
  public init(file: URL) throws {
    self.file = file
    usesPermissions = Self.permissionsStopWrites
    let manager = FileManager.default
    if usesPermissions {
      try manager.setAttributes(
        [.posixPermissions: 0o500], ofItemAtPath: file.deletingLastPathComponent().path)
    } else {
      if manager.fileExists(atPath: file.path) { try manager.moveItem(at: file, to: sideName) }
      try manager.createDirectory(at: file, withIntermediateDirectories: false)
    }
  }

  /// Lets saves through again, with the file as it was when blocked.
  public func remove() throws {
    let manager = FileManager.default
    if usesPermissions {
      try manager.setAttributes(
        [.posixPermissions: 0o700], ofItemAtPath: file.deletingLastPathComponent().path)
    } else {
      try manager.removeItem(at: file)
      if manager.fileExists(atPath: sideName.path) { try manager.moveItem(at: sideName, to: file) }
    }
  }
}
