// Writing the same sandbox file again replaces it and never loses it.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct SandboxFileRewriteTests {
  @Test func f25_everyRewriteOfAFileLeavesTheNewContentsOnDisk() throws {
    let sandbox = try AppSandbox.temporary()
    defer { try? sandbox.removeAll() }
    let url = sandbox.documentsDirectory.appendingPathComponent("List.plist")
    for round in 1...3 {
      try SandboxFile.write(Data("round \(round)".utf8), to: url)
      #expect(FileManager.default.contents(atPath: url.path) == Data("round \(round)".utf8))
    }
  }

  @Test func f25_theSecondSetOfAPreferenceIsOnDisk() throws {
    let sandbox = try AppSandbox.temporary()
    defer { try? sandbox.removeAll() }
    let defaults = AppDefaults(sandbox: sandbox, bundleIdentifier: "org.stepwise.rewrite")
    defaults.set("first", forKey: "Value")
    defaults.set("second", forKey: "Value")
    let reopened = AppDefaults(sandbox: sandbox, bundleIdentifier: "org.stepwise.rewrite")
    #expect(reopened.string(forKey: "Value") == "second")
  }
}
