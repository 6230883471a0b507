// The app's container on disk, laid out like an iOS app container.

import Foundation

/// An app's container: `Documents/` for the user's data and `Library/Preferences/` for the
/// preferences file, both created owner-only.
///
/// The harness and tests name it; an app finds it through Foundation, as on iOS (see
/// `AppContainer`):
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
  ///
  /// A folder made here is flushed on its parent folder, as a file's rename is: a power cut
  /// after the first save cannot leave the file on the disk and its folder's name not.
  public init(root: URL) throws {
    self.root = root.standardizedFileURL
    for directory in [self.root, documentsDirectory, libraryDirectory, preferencesDirectory] {
      guard !FileManager.default.fileExists(atPath: directory.path) else { continue }
      try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      try SandboxFile.syncFolder(directory.deletingLastPathComponent())
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

  // MARK: - The app the container belongs to

  /// The file at the top of the container naming the app it belongs to: its bundle id, on
  /// one line.
  public static let ownerFileName = ".stepwise-app"

  /// The file at the top of the container where the simulated system keeps the app's
  /// notifications (pending, delivered, the user's permission), as iOS keeps them outside
  /// the app: a new run of the app's program finds them again.
  public static let notificationsFileName = ".stepwise-notifications.json"

  /// A container that belongs to another app.
  public struct BelongsToAnotherApp: Error, Equatable, CustomStringConvertible {
    /// The container.
    public var root: URL
    /// The bundle id of the app it belongs to.
    public var owner: String
    /// The bundle id of the app that was refused.
    public var app: String

    /// What a refused launch says: the container, the app it belongs to, the app refused.
    public var description: String {
      "the sandbox \(root.path) belongs to \(owner), not \(app): on iOS each app has a "
        + "container of its own, and one app reading another's files would take them for its "
        + "own and write over them; give \(app) another folder with --sandbox, or none"
    }
  }

  /// The bundle id of the app this container belongs to, or nil when none has claimed it.
  public var owner: String? {
    guard
      let data = FileManager.default.contents(
        atPath: root.appendingPathComponent(Self.ownerFileName).path)
    else { return nil }
    let text = String(decoding: data.prefix(512), as: UTF8.self)
    let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    return line.isEmpty ? nil : line
  }

  /// Makes the container the app's: records its bundle id the first time, and refuses an
  /// app whose bundle id is not the one recorded, before it reads or writes anything.
  ///
  /// - Throws: ``BelongsToAnotherApp``, or the error of the write of the record.
  public func claim(for bundleIdentifier: String) throws {
    try checkOwner(bundleIdentifier)
    if owner == nil {
      try SandboxFile.write(
        Data((bundleIdentifier + "\n").utf8), to: root.appendingPathComponent(Self.ownerFileName))
    }
  }

  /// Refuses an app the container does not belong to; changes nothing.
  ///
  /// - Throws: ``BelongsToAnotherApp`` when another app's bundle id is recorded.
  public func checkOwner(_ bundleIdentifier: String) throws {
    if let owner, owner != bundleIdentifier {
      throw BelongsToAnotherApp(root: root, owner: owner, app: bundleIdentifier)
    }
  }

  /// Deletes everything in the container, once the preferences writes still under way in
  /// it are done (a file written during the deletion would keep its folder alive).
  public func removeAll() throws {
    PreferencesWriter.waitForWrites(under: root)
    try FileManager.default.removeItem(at: root)
  }
}
