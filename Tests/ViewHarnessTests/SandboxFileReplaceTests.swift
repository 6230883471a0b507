// Writing a sandbox file over an existing one (FIDELITY 25: a set is on disk at once), and the
// temporary files of saves a killed process left, deleted at the next launch.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@MainActor
@Suite struct SandboxFileReplaceTests {
  @Test func f25_writingOverAnExistingFileReplacesItAndLeavesNothingElse() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let url = sandbox.documentsDirectory.appendingPathComponent("Data.plist")
    try SandboxFile.write(Data("first".utf8), to: url)
    try SandboxFile.write(Data("second".utf8), to: url)
    try SandboxFile.write(Data("third".utf8), to: url)

    #expect(try Data(contentsOf: url) == Data("third".utf8))
    let files = try FileManager.default.contentsOfDirectory(
      atPath: sandbox.documentsDirectory.path)
    #expect(files == ["Data.plist"])
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }

  @Test func f25_aWriteGoesThroughOneOwnerOnlyTemporaryFileBesideTheTarget() throws {
    let sandbox = try AppSandbox.inMemory()
    let folder = sandbox.documentsDirectory
    let url = folder.appendingPathComponent("Data.plist")
    try SandboxFile.write(Data("old".utf8), to: url)
    var seen: [String] = []
    try SandboxFile.write(Data("new".utf8), to: url) { temporary in
      seen = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(try Data(contentsOf: temporary) == Data("new".utf8))
      #expect(try Data(contentsOf: url) == Data("old".utf8))
      let attributes = try FileManager.default.attributesOfItem(atPath: temporary.path)
      #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }
    // Exactly the old file and one temporary file, hidden, named after the target.
    #expect(seen.count == 2)
    #expect(seen.first?.hasPrefix(".Data.plist.") == true)
    #expect(seen.first?.hasSuffix(".tmp") == true)
    #expect(seen.last == "Data.plist")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Data.plist"])
    try sandbox.removeAll()
  }

  @Test func f25_writingAnEmptyFileWorks() throws {
    let sandbox = try AppSandbox.inMemory()
    let url = sandbox.documentsDirectory.appendingPathComponent("Empty.plist")
    try SandboxFile.write(Data(), to: url)
    #expect(try Data(contentsOf: url).isEmpty)
    try sandbox.removeAll()
  }

  @Test func f25_everySetOfAPreferenceIsOnDiskNotJustEveryOtherOne() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let defaults = AppDefaults(sandbox: sandbox, bundleIdentifier: "org.stepwise.kit-tests")
    defaults.set(0, forKey: "ChecklistIndex")
    defaults.set(false, forKey: "FirstTime")
    #expect(defaults.lastWriteError == nil)

    let reopened = AppDefaults(sandbox: sandbox, bundleIdentifier: "org.stepwise.kit-tests")
    #expect(reopened.object(forKey: "ChecklistIndex") as? Int == 0)
    #expect(reopened.object(forKey: "FirstTime") as? Bool == false)
  }
}

/// Temporary files that a killed process's saves left behind.
@MainActor
@Suite struct InterruptedWriteTests {
  @Test func theTemporaryFilesOfInterruptedSavesAreDeletedAtLaunchAndNothingElse() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let documents = sandbox.documentsDirectory
    let orphans = [
      "Documents/.Checklists.plist.\(UUID().uuidString).tmp",
      "Documents/Lists/.Groceries.json.\(UUID().uuidString).tmp",
      "Library/Preferences/.org.stepwise.fruit.plist.\(UUID().uuidString).tmp",
      "..stepwise-app.\(UUID().uuidString).tmp",
      "..stepwise-notifications.json.\(UUID().uuidString).tmp",
      // Foundation's, from Data.write(to:options: .atomic) killed before its rename.
      "Documents/.dat.nosync55C4.XDDmfu",
    ]
    let kept = [
      "Documents/Checklists.plist", "Documents/.notes", "Documents/report.tmp",
      "Documents/.draft.not-a-uuid.tmp", "Documents/Lists/Groceries.json",
      "Documents/.dat.nosync55C4.XDDmfu.plist", "Documents/.dat.nosyncZZZZ.XDDmfu",
    ]
    try FileManager.default.createDirectory(
      at: documents.appendingPathComponent("Lists"), withIntermediateDirectories: true)
    for path in orphans + kept {
      try Data("x".utf8).write(to: sandbox.root.appendingPathComponent(path))
    }

    let device = try Device(app: FruitApp.descriptor, sandbox: sandbox)
    defer { try? device.terminate() }

    for path in orphans {
      #expect(
        !FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent(path).path),
        "\(path) is still there")
    }
    for path in kept {
      #expect(
        FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent(path).path),
        "\(path) was deleted")
    }
  }

  @Test func onlyTheWritersOwnTemporaryNamesAreRecognised() {
    let uuid = UUID().uuidString
    #expect(SandboxFile.isTemporaryFileName(".Checklists.plist.\(uuid).tmp"))
    #expect(SandboxFile.isTemporaryFileName("..stepwise-app.\(uuid).tmp"))
    #expect(!SandboxFile.isTemporaryFileName("Checklists.plist.\(uuid).tmp"))
    #expect(!SandboxFile.isTemporaryFileName(".\(uuid).tmp"))
    #expect(!SandboxFile.isTemporaryFileName(".Checklists.plist.tmp"))
    #expect(
      SandboxFile.nameWritten(byTemporaryFile: "..stepwise-app.\(uuid).tmp") == ".stepwise-app")
  }

  @Test(arguments: [
    ("Checklists.damaged-20261129T075502Z.plist", "Checklists.plist"),
    (".stepwise-notifications.damaged-20261129T075502Z-2.json", ".stepwise-notifications.json"),
    ("Notes.damaged-20261129T075502Z", "Notes"),
    ("Checklists.damaged-2026112xT075502Z.plist", nil),
    ("Checklists.damaged-20261129T075502Z-.plist", nil),
    ("Checklists.damaged-20261129T075502Z.plist.bak", nil),
    ("Checklists.plist", nil),
  ])
  func aCopyKeptAsideIsKnownByItsName(name: String, original: String?) {
    #expect(FileDamage.nameKeptAside(in: name) == original)
  }

  @Test func theCopyMoveAsideMakesIsKnownByItsName() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let file = sandbox.root.appendingPathComponent(AppSandbox.notificationsFileName)
    try Data("{".utf8).write(to: file)
    try Data("{".utf8).write(to: sandbox.documentsDirectory.appendingPathComponent("x.json"))

    let kept = try #require(FileDamage.moveAside(file))
    let second = sandbox.root.appendingPathComponent(
      kept.lastPathComponent.replacingOccurrences(of: ".json", with: "-2.json"))

    #expect(
      FileDamage.nameKeptAside(in: kept.lastPathComponent) == AppSandbox.notificationsFileName)
    #expect(
      FileDamage.nameKeptAside(in: second.lastPathComponent) == AppSandbox.notificationsFileName)
  }
}
