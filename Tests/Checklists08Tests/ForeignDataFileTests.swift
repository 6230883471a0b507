// A data file the app did not write: a link to a file elsewhere, or one far too large.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists08

@MainActor
@Suite struct ForeignDataFileTests {
  /// A sandbox whose app ran before (so no first list is made).
  func sandboxOfAnEarlierLaunch() throws -> AppSandbox {
    let sandbox = try AppSandbox.inMemory()
    try sandbox.writePreferencesOfAnEarlierLaunch()
    return sandbox
  }

  @Test func aLinkToAFileElsewhereIsKeptAsideUnreadAndNeverWrittenThrough() throws {
    let sandbox = try sandboxOfAnEarlierLaunch()
    defer { try? sandbox.removeAll() }
    let elsewhere = try TemporaryFolder()
    let secret = elsewhere.url.appendingPathComponent("Secret.plist")
    let secretData = try PropertyListEncoder().encode([Checklist(name: "Secret")])
    try secretData.write(to: secret)
    try FileManager.default.createSymbolicLink(at: sandbox.dataFile, withDestinationURL: secret)

    let device = try Device(app: Checklists08.app, sandbox: sandbox)
    #expect(device.alert?.title == "Some Data Could Not Be Read")
    #expect(device.alert?.message?.contains("were a link to another file") == true)
    try device.tap("OK")
    #expect(device.rowTexts == [])
    try device.add("Groceries")

    #expect(try Data(contentsOf: secret) == secretData)
    #expect(try sandbox.savedLists().map(\.summary) == ["Groceries (Folder): "])
    let kept = try #require(
      sandbox.documentsFileNames().first { $0.hasPrefix("Checklists.damaged-") })
    let keptPath = sandbox.documentsDirectory.appendingPathComponent(kept).path
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: keptPath) == secret.path)
  }

  @Test func aDataFileLargerThanTheAppReadsIsKeptAsideUnread() throws {
    let sandbox = try sandboxOfAnEarlierLaunch()
    defer { try? sandbox.removeAll() }
    // 200 MB of nothing, without writing 200 MB: a sparse file.
    _ = FileManager.default.createFile(atPath: sandbox.dataFile.path, contents: nil)
    let handle = try FileHandle(forWritingTo: sandbox.dataFile)
    try handle.truncate(atOffset: 200_000_000)
    try handle.close()

    let device = try Device(app: Checklists08.app, sandbox: sandbox)

    #expect(device.alert?.title == "Some Data Could Not Be Read")
    #expect(
      device.alert?.message?.contains(
        "Your checklists (Checklists.plist) are 200 MB, more than the app reads (10 MB)")
        == true)
    try device.tap("OK")
    #expect(device.rowTexts == [])
    #expect(try sandbox.documentsFileNames().count == 1)
  }
}
