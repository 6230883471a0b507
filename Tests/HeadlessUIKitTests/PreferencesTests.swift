// FIDELITY 23–25: the registration domain, typed reads, and durable writes.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite final class PreferencesTests {
  let sandbox: AppSandbox

  init() throws {
    sandbox = try AppSandbox.inMemory()
  }

  deinit {
    try? sandbox.removeAll()
  }

  /// Opens the preferences as a new launch of the app would.
  func launchDefaults() -> AppDefaults {
    AppDefaults(sandbox: sandbox, bundleIdentifier: "org.stepwise.test")
  }

  /// The keys stored in the preferences file on disk.
  func keysOnDisk() throws -> [String] {
    let data = try Data(contentsOf: launchDefaults().fileURL)
    let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    return (plist as? [String: Any])?.keys.sorted() ?? []
  }

  @Test func f23_registeredDefaultsAreNeverWrittenAndGoneAtRelaunch() throws {
    let defaults = launchDefaults()
    defaults.register(defaults: ["ChecklistIndex": -1, "FirstTime": true])
    #expect(defaults.integer(forKey: "ChecklistIndex") == -1)
    defaults.set(2, forKey: "Other")
    #expect(try keysOnDisk() == ["Other"])
    let relaunched = launchDefaults()
    #expect(relaunched.object(forKey: "ChecklistIndex") == nil)
    #expect(relaunched.bool(forKey: "FirstTime") == false)
  }

  @Test func f25_quickSetsAreWrittenTogetherAndTheLastOneIsOnDisk() throws {
    let defaults = launchDefaults()
    for value in 1...500 {
      defaults.set(value, forKey: "Counter")
    }
    #expect(defaults.synchronize())
    let data = try Data(contentsOf: defaults.fileURL)
    let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    #expect((plist as? [String: Any])?["Counter"] as? Int == 500)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: sandbox.preferencesDirectory.path)
        == ["org.stepwise.test.plist"])
  }

  @Test func f23_aSetValueWinsOverARegisteredOne() {
    let defaults = launchDefaults()
    defaults.register(defaults: ["ChecklistIndex": -1])
    defaults.set(3, forKey: "ChecklistIndex")
    #expect(defaults.integer(forKey: "ChecklistIndex") == 3)
    defaults.removeObject(forKey: "ChecklistIndex")
    #expect(defaults.integer(forKey: "ChecklistIndex") == -1)
  }

  @Test func f24_missingKeysReadAsZeroAndFalse() {
    let defaults = launchDefaults()
    #expect(defaults.integer(forKey: "Missing") == 0)
    #expect(defaults.bool(forKey: "Missing") == false)
    #expect(defaults.string(forKey: "Missing") == nil)
    #expect(defaults.data(forKey: "Missing") == nil)
  }

  @Test func f24_typedReadsConvertLikeUserDefaults() {
    let defaults = launchDefaults()
    defaults.set("123", forKey: "Text")
    defaults.set(true, forKey: "Flag")
    defaults.set(42, forKey: "Number")
    defaults.set("abc", forKey: "Word")
    #expect(defaults.integer(forKey: "Text") == 123)
    #expect(defaults.integer(forKey: "Flag") == 1)
    #expect(defaults.string(forKey: "Number") == "42")
    #expect(defaults.integer(forKey: "Word") == 0)
    #expect(defaults.bool(forKey: "Number"))
  }

  @Test func f25_aSetIsOnDiskBeforeTheNextLaunchReadsIt() throws {
    let defaults = launchDefaults()
    defaults.set("Groceries", forKey: "LastList")
    // No synchronize(), no terminate: read the file as a fresh launch after a kill would
    // (it waits for the kit's writer, which outlives the app).
    #expect(launchDefaults().string(forKey: "LastList") == "Groceries")
    let attributes = try FileManager.default.attributesOfItem(atPath: defaults.fileURL.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  @Test func f25_aStringStartingWithAZeroWidthNoBreakSpaceComesBackWhole() throws {
    // Found by the edit fuzzer: Foundation's XML property-list reader drops a U+FEFF at the
    // start of a string, so the file falls back to the binary format, which keeps it.
    let defaults = launchDefaults()
    defaults.set("\u{FEFF}x", forKey: "Title")
    #expect(launchDefaults().string(forKey: "Title") == "\u{FEFF}x")
    defaults.set("x\u{FEFF}", forKey: "Title")
    #expect(launchDefaults().string(forKey: "Title") == "x\u{FEFF}")
  }

  @Test func preferencesStayAReadableXMLFileWhenXMLKeepsEveryValue() throws {
    let defaults = launchDefaults()
    defaults.set("Groceries", forKey: "LastList")
    #expect(defaults.synchronize())
    let data = try Data(contentsOf: defaults.fileURL)
    #expect(String(decoding: data, as: UTF8.self).hasPrefix("<?xml"))
  }

  @Test func aDamagedBinaryPreferencesFileIsKeptAside() throws {
    let url = launchDefaults().fileURL
    let damaged = CraftedBinaryPropertyList.setHoldingAReference
    try damaged.write(to: url)
    let defaults = launchDefaults()
    let kept = try #require(defaults.recoveredDamagedFile)
    #expect(try Data(contentsOf: kept) == damaged)
    #expect(defaults.object(forKey: "k") == nil)
  }

  @Test func aBinaryPreferencesFileReadsBackEveryKindOfValue() throws {
    let values: [String: Any] = [
      "Index": 3, "Flag": true, "Ratio": 2.5, "Name": "牛乳👍🏽", "Blob": Data([1, 2]),
      "When": Date(timeIntervalSince1970: 1_000), "List": [1, "two"], "Nested": ["k": false],
    ]
    let data = try PropertyListSerialization.data(
      fromPropertyList: values, format: .binary, options: 0)
    try data.write(to: launchDefaults().fileURL)
    let defaults = launchDefaults()
    #expect(defaults.recoveredDamagedFile == nil)
    #expect(defaults.integer(forKey: "Index") == 3)
    #expect(defaults.object(forKey: "Flag") as? Bool == true)
    #expect(defaults.object(forKey: "Ratio") as? Double == 2.5)
    #expect(defaults.string(forKey: "Name") == "牛乳👍🏽")
    #expect(defaults.data(forKey: "Blob") == Data([1, 2]))
    #expect(defaults.object(forKey: "When") as? Date == Date(timeIntervalSince1970: 1_000))
    #expect((defaults.object(forKey: "List") as? [Any])?.count == 2)
    #expect((defaults.object(forKey: "Nested") as? [String: Any])?["k"] as? Bool == false)
  }

  @Test func aFolderWherePreferencesBelongIsMovedAsideSoSettingsAreSavedAgain() throws {
    // Found by the damaged-file tests: a folder at the file's place was taken for "no
    // preferences yet", and then every set failed to replace it, silently.
    let url = launchDefaults().fileURL
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let defaults = launchDefaults()
    let kept = try #require(defaults.recoveredDamagedFile)
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: kept.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    defaults.set("Groceries", forKey: "LastList")
    #expect(defaults.lastWriteError == nil)
    #expect(launchDefaults().string(forKey: "LastList") == "Groceries")
  }

  @Test func aLinkWherePreferencesBelongIsKeptAsideAndNeverWrittenThrough() throws {
    let elsewhere = try AppSandbox.inMemory()
    defer { try? elsewhere.removeAll() }
    let other = AppDefaults(sandbox: elsewhere, bundleIdentifier: "org.stepwise.other")
    other.set("someone else's", forKey: "Secret")
    other.synchronize()
    let url = launchDefaults().fileURL
    try FileManager.default.createSymbolicLink(at: url, withDestinationURL: other.fileURL)

    let defaults = launchDefaults()
    #expect(defaults.string(forKey: "Secret") == nil)
    let kept = try #require(defaults.recoveredDamagedFile)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: kept.path) == other.fileURL.path)
    defaults.set("mine", forKey: "Secret")
    #expect(defaults.synchronize())

    #expect(launchDefaults().string(forKey: "Secret") == "mine")
    #expect(
      AppDefaults(sandbox: elsewhere, bundleIdentifier: "org.stepwise.other")
        .string(forKey: "Secret") == "someone else's")
  }

  @Test func aPreferencesFileLargerThanFourMegabytesIsKeptAsideUnread() throws {
    let url = launchDefaults().fileURL
    let large = try PropertyListSerialization.data(
      fromPropertyList: ["Blob": Data(count: 5_000_000)], format: .binary, options: 0)
    try large.write(to: url)

    let defaults = launchDefaults()

    #expect(defaults.data(forKey: "Blob") == nil)
    let kept = try #require(defaults.recoveredDamagedFile)
    #expect(try Data(contentsOf: kept) == large)
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func aDamagedPreferencesFileIsKeptAsideNotOverwritten() throws {
    let url = launchDefaults().fileURL
    try Data("not a property list".utf8).write(to: url)
    let defaults = launchDefaults()
    let kept = try #require(defaults.recoveredDamagedFile)
    #expect(try String(contentsOf: kept, encoding: .utf8) == "not a property list")
    defaults.set(1, forKey: "Fresh")
    #expect(try String(contentsOf: kept, encoding: .utf8) == "not a property list")
  }
}

@Suite struct SandboxFileTests {
  @Test func aFailureBeforeTheRenameLeavesTheOldFileIntact() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let url = sandbox.documentsDirectory.appendingPathComponent("Data.plist")
    try SandboxFile.write(Data("old".utf8), to: url)
    struct PowerCut: Error {}
    #expect(throws: PowerCut.self) {
      try SandboxFile.write(Data("new".utf8), to: url) { _ in throw PowerCut() }
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == "old")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: sandbox.documentsDirectory.path) == [
        "Data.plist"
      ])
  }
}

/// The exit test lives apart from ``PreferencesTests``: its process would make an instance
/// of that suite, whose sandbox the process's exit never deletes.
@Suite struct DamagedPreferencesExitTests {
  @Test func aDamagedBinaryPreferencesFileDoesNotStopTheApp() async {
    // Found by fuzzing the preferences file: Foundation's PropertyListSerialization stops the
    // process on this binary property list, so opening the preferences must not use it.
    await #expect(processExitsWith: .success) {
      await MainActor.run {
        guard let sandbox = try? AppSandbox.inMemory() else { return }
        defer { try? sandbox.removeAll() }
        let defaults = AppDefaults(sandbox: sandbox, bundleIdentifier: "org.stepwise.test")
        _ = FileManager.default.createFile(
          atPath: defaults.fileURL.path, contents: CraftedBinaryPropertyList.setHoldingAReference)
        _ = AppDefaults(sandbox: sandbox, bundleIdentifier: "org.stepwise.test")
      }
    }
  }
}
