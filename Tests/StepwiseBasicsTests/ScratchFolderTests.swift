// ScratchFolder: the tool's own folder is made real, and no link inside it leads out of it.

import Foundation
import Testing

@testable import StepwiseBasics

@Suite struct ScratchFolderTests {
  /// A new folder of its own, with the scratch folder and, beside it, a folder of someone
  /// else's files, which nothing may touch.
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("stepwise-scratch-\(UUID().uuidString)", isDirectory: true)
  var scratch: URL { root.appendingPathComponent("scratch") }
  var outside: URL { root.appendingPathComponent("outside") }

  init() throws {
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    for name in ["notes.txt", "Old.swift"] {
      try Data(name.utf8).write(to: outside.appendingPathComponent(name))
    }
  }

  func removeRoot() { try? FileManager.default.removeItem(at: root) }

  func outsideIsIntact() -> Bool {
    let names = try? FileManager.default.contentsOfDirectory(atPath: outside.path)
    return names?.sorted() == ["Old.swift", "notes.txt"]
  }

  func kind(_ url: URL) -> FileAttributeType? {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    return attributes?[.type] as? FileAttributeType
  }

  @Test func aLinkInPlaceOfTheFolderIsReplacedByAFolderAndWhatItLedToIsKept() throws {
    defer { removeRoot() }
    try FileManager.default.createSymbolicLink(at: scratch, withDestinationURL: outside)

    try ScratchFolder.secure(scratch)

    #expect(kind(scratch) == .typeDirectory)
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    #expect(outsideIsIntact())
  }

  @Test func aFileInPlaceOfTheFolderIsReplacedByAFolder() throws {
    defer { removeRoot() }
    try Data("x".utf8).write(to: scratch)

    try ScratchFolder.secure(scratch)

    #expect(kind(scratch) == .typeDirectory)
  }

  @Test func linksInsideAreRemovedButTheKeptOnesAndFilesAndFoldersStay() throws {
    defer { removeRoot() }
    let manager = FileManager.default
    let tests = scratch.appendingPathComponent("Tests")
    try manager.createDirectory(at: tests, withIntermediateDirectories: true)
    try Data("// mine\n".utf8).write(to: tests.appendingPathComponent("Mine.swift"))
    // A test target's folder and a nested file linked out, a kept link, a dangling one.
    try manager.createSymbolicLink(
      at: tests.appendingPathComponent("StepChecks"), withDestinationURL: outside)
    try manager.createDirectory(
      at: tests.appendingPathComponent("Deep/Deeper"), withIntermediateDirectories: true)
    try manager.createSymbolicLink(
      at: tests.appendingPathComponent("Deep/Deeper/notes.txt"),
      withDestinationURL: outside.appendingPathComponent("notes.txt"))
    try manager.createSymbolicLink(
      at: tests.appendingPathComponent("Kept"), withDestinationURL: outside)
    try manager.createSymbolicLink(
      at: tests.appendingPathComponent("Dangling"),
      withDestinationURL: root.appendingPathComponent("nowhere"))

    try ScratchFolder.secure(scratch, keepingLinks: ["Tests/Kept"])

    #expect(
      try manager.contentsOfDirectory(atPath: tests.path).sorted() == [
        "Deep", "Kept", "Mine.swift",
      ])
    #expect(try manager.contentsOfDirectory(atPath: tests.path + "/Deep/Deeper").isEmpty)
    #expect(kind(tests.appendingPathComponent("Kept")) == .typeSymbolicLink)
    #expect(outsideIsIntact())
  }

  @Test func aMissingFolderIsMadeWithItsParents() throws {
    defer { removeRoot() }
    let deep = root.appendingPathComponent("a/b/scratch")

    try ScratchFolder.secure(deep)

    #expect(kind(deep) == .typeDirectory)
  }
}
