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

  /// Why a container is refused to an app: it says which container, whose it is, and what
  /// to do.
  public protocol Refusal: Error, CustomStringConvertible {}

  /// A container that belongs to another app.
  public struct BelongsToAnotherApp: Refusal, Equatable {
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

  /// A container that holds an app's data but no record of the app it belongs to: one made
  /// before the tool kept that record, or filled by hand.
  public struct OwnerUnknown: Refusal, Equatable {
    /// The container.
    public var root: URL
    /// The bundle id of the app that was refused.
    public var app: String

    /// What a refused launch says: the container, why, and the two ways on.
    public var description: String {
      let record = root.appendingPathComponent(AppSandbox.ownerFileName).path
      return "the sandbox \(root.path) holds an app's data but does not say which app it "
        + "belongs to (it was made before stepwise kept that record), so \(app) could take "
        + "another app's files for its own and write over them; if the data is \(app)'s, "
        + "record that with: echo \(app) > '\(record)' — else give \(app) another folder "
        + "with --sandbox"
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
  /// - Parameter isAppsOwnFolder: The folder is the one the tool gives this app when none
  ///   is chosen, so data in it without a record is this app's.
  /// - Throws: ``BelongsToAnotherApp``, ``OwnerUnknown``, or the error of the write of the
  ///   record.
  public func claim(for bundleIdentifier: String, isAppsOwnFolder: Bool = false) throws {
    try checkOwner(bundleIdentifier, isAppsOwnFolder: isAppsOwnFolder)
    if owner == nil {
      try SandboxFile.write(
        Data((bundleIdentifier + "\n").utf8), to: root.appendingPathComponent(Self.ownerFileName))
    }
  }

  /// Refuses an app the container does not belong to; changes nothing.
  ///
  /// A container with no record of its app is the app's when it holds no data, when its
  /// preferences file is the app's (`Library/Preferences/<bundle id>.plist`), or when it is
  /// the app's own folder; a preferences file of one other app says the container is that
  /// app's; any other data is refused, since it may be another app's.
  ///
  /// - Throws: ``BelongsToAnotherApp`` when another app's bundle id is recorded (or is the
  ///   only one its preferences name), ``OwnerUnknown`` when the data's app cannot be told.
  public func checkOwner(_ bundleIdentifier: String, isAppsOwnFolder: Bool = false) throws {
    if let owner {
      guard owner == bundleIdentifier else {
        throw BelongsToAnotherApp(root: root, owner: owner, app: bundleIdentifier)
      }
      return
    }
    let named = Set(preferencesOwners)
    if named == [bundleIdentifier] || (named.isEmpty && (isAppsOwnFolder || !holdsData)) {
      return
    }
    if named.count == 1, let other = named.first {
      throw BelongsToAnotherApp(root: root, owner: other, app: bundleIdentifier)
    }
    throw OwnerUnknown(root: root, app: bundleIdentifier)
  }

  /// The bundle ids the preferences files in the container are named after.
  var preferencesOwners: [String] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: preferencesDirectory.path)) ?? []
    return names.filter { !$0.hasPrefix(".") && $0.hasSuffix(".plist") }
      .map { String($0.dropLast(".plist".count)) }
  }

  /// Whether an app has saved anything in the container: a file anywhere under
  /// `Documents/` or `Library/` (the temporary files of interrupted writes aside, the kit's
  /// and Foundation's), or the system's record of its notifications.
  var holdsData: Bool {
    let manager = FileManager.default
    if manager.fileExists(atPath: root.appendingPathComponent(Self.notificationsFileName).path) {
      return true
    }
    for folder in [documentsDirectory, libraryDirectory] {
      guard let files = manager.enumerator(atPath: folder.path) else { continue }
      for case let relative as String in files {
        let path = folder.appendingPathComponent(relative).path
        let type = (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        let name = URL(fileURLWithPath: path).lastPathComponent
        if type != .typeDirectory, !SandboxFile.isTemporaryFileName(name),
          !SandboxFile.isFoundationTemporaryFileName(name)
        {
          return true
        }
      }
    }
    return false
  }

  /// Deletes everything in the container, once the preferences writes still under way in
  /// it are done (a file written during the deletion would keep its folder alive).
  public func removeAll() throws {
    PreferencesWriter.waitForWrites(under: root)
    try FileManager.default.removeItem(at: root)
  }
}
