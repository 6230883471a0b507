// The app's preferences: a property list in the sandbox, written on every change.

import Foundation

/// The app's preferences, with `UserDefaults`' API, stored in
/// `Library/Preferences/<bundle id>.plist` inside the app's sandbox.
///
/// Two rules make it behave like `UserDefaults` on a device, and better than Foundation's
/// `UserDefaults` on Linux:
/// - Registered defaults live in a volatile domain: never written, gone at relaunch
///   (FIDELITY 23).
/// - Every `set` reaches the disk without `synchronize()` (FIDELITY 25): it returns at once,
///   and a writer in the background replaces the file in one step, flushed to the disk
///   before and after; sets made during a write are written together by the next one. The
///   app's end (even a crash) and the next launch wait for the writer, as iOS's separate
///   preferences process would finish its work.
///
/// A preferences file that cannot be read is never overwritten: it is moved aside first and
/// ``recoveredDamagedFile`` says where it went. So is a link (a set would replace the link,
/// never the file it points to, but the values there are not this app's) and a file larger
/// than ``largestFile``.
@MainActor
public final class AppDefaults: DefaultsStore {
  /// The current app's preferences, like `UserDefaults.standard`.
  public static var standard: AppDefaults { UIApplication.shared.defaults }

  /// The preferences file.
  public let fileURL: URL

  /// The largest preferences file read: 4 MB, where iOS starts to warn that preferences are
  /// too large for it.
  public static let largestFile = 4_000_000

  /// Where an unreadable preferences file was moved at launch, if one was.
  public private(set) var recoveredDamagedFile: URL?

  /// The last error writing the file, if the last write that finished failed.
  public var lastWriteError: (any Error)? {
    encodingError ?? writer.lastWriteError
  }

  /// How many times the file was written so far, by this object and the others that kept
  /// the same file in this process.
  package var writeCount: Int { writer.writeCount }

  private var stored: [String: Any] = [:]
  private var registered: [String: Any] = [:]
  private var encodingError: (any Error)?
  private let writer: PreferencesWriter

  /// Opens the preferences of an app in its sandbox, once any write still under way for
  /// them is done.
  public init(sandbox: AppSandbox, bundleIdentifier: String) {
    fileURL = sandbox.preferencesDirectory.appendingPathComponent("\(bundleIdentifier).plist")
    writer = PreferencesWriter.writer(for: fileURL)
    writer.waitUntilWritten()
    load()
  }

  /// Waits until every value set so far is on the disk; true if the last write worked.
  ///
  /// Never needed for the values to be kept (FIDELITY 25), only to know they are on the
  /// disk by now, as a test reading the file does.
  @discardableResult
  public func synchronize() -> Bool {
    writer.waitUntilWritten() == nil && encodingError == nil
  }

  private func load() {
    // Unlike fileExists(atPath:), this looks at a link itself, not at what it points to.
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: fileURL.path) else {
      return
    }
    // Nil for a folder, or a file that cannot be read: damaged too, since no save could
    // replace it.
    if attributes[.type] as? FileAttributeType != .typeSymbolicLink,
      (attributes[.size] as? Int ?? 0) <= Self.largestFile,
      let data = FileManager.default.contents(atPath: fileURL.path),
      let dictionary = PropertyListValue.object(from: data) as? [String: Any]
    {
      stored = dictionary
      return
    }
    recoveredDamagedFile = FileDamage.moveAside(fileURL)
  }

  private func save() {
    do {
      writer.submit(try Self.propertyList(stored))
      encodingError = nil
    } catch {
      encodingError = error
    }
  }

  /// The values as an XML property list, which a person can read, unless XML would not read
  /// them back exactly: Foundation's XML reader drops a U+FEFF at the start of a string, so
  /// values holding that character are written as a binary property list instead.
  static func propertyList(_ values: [String: Any]) throws -> Data {
    let xml = try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
    guard xml.range(of: Data("\u{FEFF}".utf8)) != nil else { return xml }
    return try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
  }

  // MARK: - DefaultsStore

  /// See DefaultsStore.
  public func register(defaults registrationDictionary: [String: Any]) {
    registered.merge(registrationDictionary) { _, new in new }
  }

  /// See DefaultsStore.
  public func object(forKey defaultName: String) -> Any? {
    stored[defaultName] ?? registered[defaultName]
  }

  /// See DefaultsStore.
  public func set(_ value: Any?, forKey defaultName: String) {
    guard let value else {
      removeObject(forKey: defaultName)
      return
    }
    stored[defaultName] = value
    save()
  }

  /// See DefaultsStore.
  public func removeObject(forKey defaultName: String) {
    guard stored.removeValue(forKey: defaultName) != nil else { return }
    save()
  }

  /// See DefaultsStore.
  public func bool(forKey defaultName: String) -> Bool {
    switch object(forKey: defaultName) {
    case let value as Bool: value
    case let value as Int: value != 0
    case let value as Double: value != 0
    case let value as String: ["yes", "true", "1"].contains(value.lowercased())
    default: false
    }
  }

  /// See DefaultsStore.
  public func integer(forKey defaultName: String) -> Int {
    switch object(forKey: defaultName) {
    case let value as Bool: value ? 1 : 0
    case let value as Int: value
    case let value as Double where value.isFinite && abs(value) < 9e18: Int(value)
    case let value as String: Int(value) ?? Double(value).flatMap(Int.init(exactly:)) ?? 0
    default: 0
    }
  }

  /// See DefaultsStore.
  public func string(forKey defaultName: String) -> String? {
    switch object(forKey: defaultName) {
    case let value as String: value
    case let value as Bool: value ? "1" : "0"
    case let value as Int: String(value)
    case let value as Double: String(value)
    default: nil
    }
  }

  /// See DefaultsStore.
  public func data(forKey defaultName: String) -> Data? {
    object(forKey: defaultName) as? Data
  }
}
