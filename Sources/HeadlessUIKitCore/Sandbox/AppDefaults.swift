// The app's preferences: Foundation's UserDefaults, kept in the app's sandbox and written on
// every change.

import Foundation
import XcodeFormats

/// The app's preferences, a `UserDefaults` stored in
/// `Library/Preferences/<bundle id>.plist` inside the app's sandbox.
///
/// App code never names this class: inside a launched app, `UserDefaults.standard` is the
/// running app's `AppDefaults` (see HeadlessUIKit), as on iOS it is the app's own
/// preferences. The harness and tests open one directly to read what an app saved.
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
///
/// Like `UserDefaults`, it may be used from any thread: its values are kept behind a lock.
public final class AppDefaults: UserDefaults {
  /// The preferences file.
  public let fileURL: URL

  /// The largest preferences file read: 4 MB, where iOS starts to warn that preferences are
  /// too large for it.
  public static let largestFile = 4_000_000

  /// Where an unreadable preferences file was moved at launch, if one was.
  public private(set) var recoveredDamagedFile: URL?

  /// The last error writing the file, if the last write that finished failed.
  public var lastWriteError: (any Error)? {
    lock.withLock { encodingError } ?? writer.lastWriteError
  }

  /// How many times the file was written so far, by this object and the others that kept
  /// the same file in this process.
  package var writeCount: Int { writer.writeCount }

  // Guarded by `lock`.
  private let lock = NSLock()
  private var stored: [String: Any] = [:]
  private var registered: [String: Any] = [:]
  private var encodingError: (any Error)?

  private let writer: PreferencesWriter

  /// Opens the preferences of an app in its sandbox, once any write still under way for
  /// them is done.
  public init(sandbox: AppSandbox, bundleIdentifier: String) {
    fileURL = sandbox.preferencesDirectory.appendingPathComponent("\(bundleIdentifier).plist")
    writer = PreferencesWriter.writer(for: fileURL)
    // Foundation's own storage is never used: every accessor below is overridden. The suite
    // name is one Foundation accepts on every platform, so the failable init never fails.
    // swift-format-ignore: NeverForceUnwrap
    super.init(suiteName: "stepwise.sandbox")!
    writer.waitUntilWritten()
    load()
  }

  /// Waits until every value set so far is on the disk; true if the last write worked.
  ///
  /// Never needed for the values to be kept (FIDELITY 25), only to know they are on the
  /// disk by now, as a test reading the file does.
  @discardableResult
  public override func synchronize() -> Bool {
    writer.waitUntilWritten() == nil && lock.withLock { encodingError == nil }
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
      let dictionary = (try? PropertyList(reading: data))?.object as? [String: Any]
    {
      stored = dictionary
      return
    }
    recoveredDamagedFile = FileDamage.moveAside(fileURL)
  }

  /// Hands the values to the writer; called with `lock` held, so writes go out in the order
  /// the values were set.
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

  // MARK: - UserDefaults

  /// Registers fallback values for this launch only; they are never written (FIDELITY 23).
  public override func register(defaults registrationDictionary: [String: Any]) {
    lock.withLock { registered.merge(registrationDictionary) { _, new in new } }
  }

  /// The stored or registered value for a key.
  public override func object(forKey defaultName: String) -> Any? {
    lock.withLock { stored[defaultName] ?? registered[defaultName] }
  }

  /// Stores a value for a key; nil removes it.
  public override func set(_ value: Any?, forKey defaultName: String) {
    guard let value else {
      removeObject(forKey: defaultName)
      return
    }
    lock.withLock {
      stored[defaultName] = value
      save()
    }
  }

  /// Stores an integer.
  public override func set(_ value: Int, forKey defaultName: String) {
    set(value as Any?, forKey: defaultName)
  }

  /// Stores a Boolean.
  public override func set(_ value: Bool, forKey defaultName: String) {
    set(value as Any?, forKey: defaultName)
  }

  /// Stores a double.
  public override func set(_ value: Double, forKey defaultName: String) {
    set(value as Any?, forKey: defaultName)
  }

  /// Stores a float, as a double, which a property list keeps exactly.
  public override func set(_ value: Float, forKey defaultName: String) {
    set(Double(value) as Any?, forKey: defaultName)
  }

  /// Stores a URL, as `UserDefaults` does: archived as its absolute string.
  public override func set(_ url: URL?, forKey defaultName: String) {
    set(url?.absoluteString as Any?, forKey: defaultName)
  }

  /// Removes the stored value, so a registered one shows again.
  public override func removeObject(forKey defaultName: String) {
    lock.withLock {
      guard stored.removeValue(forKey: defaultName) != nil else { return }
      save()
    }
  }

  /// The value as a Boolean: false when missing (FIDELITY 24).
  public override func bool(forKey defaultName: String) -> Bool {
    switch object(forKey: defaultName) {
    case let value as Bool: value
    case let value as Int: value != 0
    case let value as Double: value != 0
    case let value as String: ["yes", "true", "1"].contains(value.lowercased())
    default: false
    }
  }

  /// The value as an integer: 0 when missing, numbers in strings converted (FIDELITY 24).
  public override func integer(forKey defaultName: String) -> Int {
    switch object(forKey: defaultName) {
    case let value as Bool: value ? 1 : 0
    case let value as Int: value
    case let value as Double where value.isFinite && abs(value) < 9e18: Int(value)
    case let value as String: Int(value) ?? Double(value).flatMap(Int.init(exactly:)) ?? 0
    default: 0
    }
  }

  /// The value as a double: 0 when missing, numbers in strings converted.
  public override func double(forKey defaultName: String) -> Double {
    switch object(forKey: defaultName) {
    case let value as Bool: value ? 1 : 0
    case let value as Int: Double(value)
    case let value as Double: value
    case let value as String: Double(value) ?? 0
    default: 0
    }
  }

  /// The value as a float: 0 when missing.
  public override func float(forKey defaultName: String) -> Float {
    Float(double(forKey: defaultName))
  }

  /// The value as a string; numbers are converted (FIDELITY 24).
  public override func string(forKey defaultName: String) -> String? {
    switch object(forKey: defaultName) {
    case let value as String: value
    case let value as Bool: value ? "1" : "0"
    case let value as Int: String(value)
    case let value as Double: String(value)
    default: nil
    }
  }

  /// The value as data.
  public override func data(forKey defaultName: String) -> Data? {
    object(forKey: defaultName) as? Data
  }

  /// The value as an array.
  public override func array(forKey defaultName: String) -> [Any]? {
    object(forKey: defaultName) as? [Any]
  }

  /// The value as a dictionary.
  public override func dictionary(forKey defaultName: String) -> [String: Any]? {
    object(forKey: defaultName) as? [String: Any]
  }

  /// The value as an array of strings, if every element is one.
  public override func stringArray(forKey defaultName: String) -> [String]? {
    object(forKey: defaultName) as? [String]
  }

  /// The value as a URL: a stored URL's string, or a path.
  public override func url(forKey defaultName: String) -> URL? {
    guard let text = object(forKey: defaultName) as? String else { return nil }
    if let url = URL(string: text), url.scheme != nil { return url }
    return URL(fileURLWithPath: (text as NSString).expandingTildeInPath)
  }

  /// Every value, registered ones included, as `UserDefaults` gives them.
  public override func dictionaryRepresentation() -> [String: Any] {
    lock.withLock { registered.merging(stored) { _, new in new } }
  }
}
