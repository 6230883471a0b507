// The app's container on disk, laid out like an iOS app container.

import Foundation

/// An app's container: `Documents/` for the user's data and `Library/Preferences/` for the
/// preferences file, both created owner-only.
///
/// The harness and tests name it; an app finds it through Foundation, as on iOS (see
/// ``AppContainer``):
///
/// ```swift
/// let sandbox = try AppSandbox.inMemory()          // a test's container
/// let device = try Device(app: Checklists04.app, sandbox: sandbox)
/// // inside the app: FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
/// // is sandbox.documentsDirectory
/// ```
public struct AppSandbox: Sendable, Equatable {
  /// The container folder.
  public let root: URL

  /// Opens (and creates, if needed) a container at a folder.
  public init(root: URL) throws {
    self.root = root.standardizedFileURL
    for directory in [self.root, documentsDirectory, libraryDirectory, preferencesDirectory] {
      try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    }
  }

  /// Creates a new, empty container in the temporary folder.
  public static func temporary() throws -> AppSandbox {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepwise-sandbox-\(UUID().uuidString)", isDirectory: true)
    return try AppSandbox(root: root)
  }

  /// Where throwaway containers go: a folder in memory (`/dev/shm`) when the machine has
  /// one, else the temporary folder. A save there does not wait for a disk.
  public static var throwawayFolder: URL {
    let memory = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
    return FileManager.default.isWritableFile(atPath: memory.path)
      ? memory : FileManager.default.temporaryDirectory
  }

  /// A new, empty container in ``throwawayFolder``; the caller deletes it with
  /// `removeAll()`.
  ///
  /// For tests and throwaway runs, which save many times and keep nothing.
  public static func inMemory() throws -> AppSandbox {
    try AppSandbox(
      root: throwawayFolder.appendingPathComponent("stepwise-sandbox-\(UUID().uuidString)"))
  }

  /// `Documents/`: where an app keeps the user's files.
  public var documentsDirectory: URL {
    root.appendingPathComponent("Documents", isDirectory: true)
  }

  /// `Library/`.
  public var libraryDirectory: URL {
    root.appendingPathComponent("Library", isDirectory: true)
  }

  /// `Library/Preferences/`: where the preferences file lives.
  public var preferencesDirectory: URL {
    libraryDirectory.appendingPathComponent("Preferences", isDirectory: true)
  }

  /// Deletes everything in the container, once the preferences writes still under way in
  /// it are done (a file written during the deletion would keep its folder alive).
  public func removeAll() throws {
    PreferencesWriter.waitForWrites(under: root)
    try FileManager.default.removeItem(at: root)
  }
}
