// Whose container it is: the record of its app, and what a container without one tells.

import Foundation
import Testing

@testable import HeadlessUIKitCore

@Suite struct SandboxOwnerTests {
  /// What a container without a record holds before an app asks for it.
  enum Contents: String, CaseIterable, CustomTestStringConvertible {
    case nothing, interruptedWritesOnly, interruptedFoundationWritesOnly, documents
    case notifications, ownPreferences, otherPreferences, twoAppsPreferences

    var testDescription: String { rawValue }
  }

  /// Fills a new container without a record of its app.
  func container(holding contents: Contents) throws -> AppSandbox {
    let sandbox = try AppSandbox.inMemory()
    func put(_ path: String) throws {
      let url = sandbox.root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("x".utf8).write(to: url)
    }
    switch contents {
    case .nothing: break
    case .interruptedWritesOnly:
      try put("Documents/.Checklists.plist.\(UUID().uuidString).tmp")
    case .interruptedFoundationWritesOnly:
      // What an app killed during its own `Data.write(to:options: .atomic)` leaves.
      try put("Documents/.dat.nosync3f2a.Q7kZp1")
    case .documents: try put("Documents/Lists/Checklists.plist")
    case .notifications: try put(AppSandbox.notificationsFileName)
    case .ownPreferences: try put("Library/Preferences/org.example.mine.plist")
    case .otherPreferences:
      try put("Documents/Checklists.plist")
      try put("Library/Preferences/org.example.other.plist")
    case .twoAppsPreferences:
      try put("Library/Preferences/org.example.mine.plist")
      try put("Library/Preferences/org.example.other.plist")
    }
    return sandbox
  }

  /// The refusal `checkOwner` gives, in words: "" when the app may have the container.
  func verdict(_ sandbox: AppSandbox, isAppsOwnFolder: Bool) -> String {
    do {
      try sandbox.checkOwner("org.example.mine", isAppsOwnFolder: isAppsOwnFolder)
      return ""
    } catch let error as AppSandbox.BelongsToAnotherApp {
      return "belongs to \(error.owner)"
    } catch is AppSandbox.OwnerUnknown {
      return "unknown"
    } catch {
      return "\(error)"
    }
  }

  @Test(arguments: Contents.allCases)
  func aContainerWithoutARecordIsTheAppsOnlyWhenNothingSaysOtherwise(contents: Contents) throws {
    let sandbox = try container(holding: contents)
    defer { try? sandbox.removeAll() }

    let chosen = verdict(sandbox, isAppsOwnFolder: false)
    let ownFolder = verdict(sandbox, isAppsOwnFolder: true)

    let expected: (chosen: String, ownFolder: String) =
      switch contents {
      case .nothing, .interruptedWritesOnly, .interruptedFoundationWritesOnly, .ownPreferences:
        ("", "")
      case .documents, .notifications: ("unknown", "")
      case .otherPreferences: ("belongs to org.example.other", "belongs to org.example.other")
      case .twoAppsPreferences: ("unknown", "unknown")
      }
    #expect(chosen == expected.chosen)
    #expect(ownFolder == expected.ownFolder)
    #expect(sandbox.owner == nil, "checking records nothing")
  }

  @Test func claimingRecordsTheAppAndTheRecordOutweighsTheFiles() throws {
    let sandbox = try container(holding: .otherPreferences)
    defer { try? sandbox.removeAll() }
    try SandboxFile.write(
      Data("org.example.mine\n".utf8),
      to: sandbox.root.appendingPathComponent(AppSandbox.ownerFileName))

    try sandbox.claim(for: "org.example.mine")

    #expect(sandbox.owner == "org.example.mine")
    #expect(verdict(sandbox, isAppsOwnFolder: false) == "")
    #expect(throws: AppSandbox.BelongsToAnotherApp.self) {
      try sandbox.claim(for: "org.example.other")
    }
  }

  @Test func theRefusalNamesTheWayOut() throws {
    let sandbox = try container(holding: .documents)
    defer { try? sandbox.removeAll() }

    let error = #expect(throws: AppSandbox.OwnerUnknown.self) {
      try sandbox.claim(for: "org.example.mine")
    }

    #expect(
      error?.description.contains(
        "echo org.example.mine > '\(sandbox.root.path)/.stepwise-app'") == true)
    #expect(sandbox.owner == nil, "a refused claim writes nothing")
  }
}
