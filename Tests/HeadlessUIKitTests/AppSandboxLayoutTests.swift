// The app container's layout on disk: the folders an app and the `stepwise` tool rely on.

import Foundation
import Testing

@testable import HeadlessUIKitCore

@Suite struct AppSandboxLayoutTests {
  @Test func openingAContainerCreatesDocumentsAndPreferencesOwnerOnly() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepwise-layout-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: root) }

    let sandbox = try AppSandbox(root: root)

    #expect(sandbox.documentsDirectory.path == root.path + "/Documents")
    #expect(sandbox.preferencesDirectory.path == root.path + "/Library/Preferences")
    for folder in [sandbox.documentsDirectory, sandbox.preferencesDirectory] {
      let attributes = try FileManager.default.attributesOfItem(atPath: folder.path)
      #expect((attributes[.posixPermissions] as? Int) == 0o700)
    }
  }

  @Test func reopeningAContainerKeepsItsFiles() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let file = sandbox.documentsDirectory.appendingPathComponent("Checklists.plist")
    try Data("kept".utf8).write(to: file)

    let reopened = try AppSandbox(root: sandbox.root)

    #expect(
      try Data(
        contentsOf: reopened.documentsDirectory
          .appendingPathComponent("Checklists.plist")) == Data("kept".utf8))
  }
}
