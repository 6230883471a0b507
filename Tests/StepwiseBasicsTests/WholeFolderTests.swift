// A new folder written all or nothing: what it writes, what it refuses, what it leaves.

import Foundation
import Testing

@testable import StepwiseBasics

@Suite struct WholeFolderTests {
  /// A temporary folder for one test, and the folder names in it.
  final class Scratch {
    let url: URL

    init() throws {
      url = FileManager.default.temporaryDirectory
        .appendingPathComponent("stepwise-whole-folder-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The names in the folder, or in a folder of it, sorted.
    func names(_ path: String = "") throws -> [String] {
      let folder = path.isEmpty ? url : url.appendingPathComponent(path)
      return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func read(_ path: String) -> String? {
      try? String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }
  }

  func files(_ pairs: [(String, String)]) -> [(path: String, data: Data)] {
    pairs.map { ($0.0, Data($0.1.utf8)) }
  }

  @Test func aFolderIsWrittenWholeIntoNewFoldersAndNothingIsLeftBesideIt() throws {
    let scratch = try Scratch()
    let destination = scratch.url.appendingPathComponent("Exports/Ünïcödé 名前")

    try WholeFolder.write(
      files([("README.md", "hello\n"), ("App/ファイル.swift", "let x = 1\n"), ("App/B/c", "")]),
      to: destination, kind: "export")

    #expect(try scratch.names() == ["Exports"])
    #expect(try scratch.names("Exports") == ["Ünïcödé 名前"])
    #expect(scratch.read("Exports/Ünïcödé 名前/App/ファイル.swift") == "let x = 1\n")
    #expect(scratch.read("Exports/Ünïcödé 名前/App/B/c") == "")
  }

  @Test func aFileWhereAFolderMustGoFailsAndLeavesNothingNotEvenTheNewParents() throws {
    let scratch = try Scratch()
    let destination = scratch.url.appendingPathComponent("New/Deeper/Out")

    let error = #expect(throws: WholeFolder.Failure.self) {
      try WholeFolder.write(
        files([("App", "a file"), ("App/Main.swift", "")]), to: destination, kind: "port")
    }

    guard case .failed(let path, let reason) = error else {
      Issue.record("not a failure to write: \(String(describing: error))")
      return
    }
    #expect(path == destination.path + "/App/Main.swift")
    #expect(reason == "Not a directory")
    #expect(try scratch.names() == [])
  }

  @Test func aFileWhereTheDestinationsParentMustBeSaysSo() throws {
    let scratch = try Scratch()
    try Data("mine\n".utf8).write(to: scratch.url.appendingPathComponent("File"))

    // The message names the folder that could not be made.
    for (path, failed) in [("File/Out", "File/Out"), ("File/Deeper/Out", "File/Deeper")] {
      let destination = scratch.url.appendingPathComponent(path)
      #expect(
        throws: WholeFolder.Failure.failed(
          path: scratch.url.appendingPathComponent(failed).path, reason: "Not a directory")
      ) {
        try WholeFolder.write([("README.md", Data())], to: destination, kind: "export")
      }
    }
    #expect(try scratch.names() == ["File"])
  }

  @Test func aPathThatCouldLeadOutOfTheFolderIsRefusedAndNothingIsWritten() throws {
    let scratch = try Scratch()
    let destination = scratch.url.appendingPathComponent("Out")

    for path in ["../Escaped", "/etc/evil", "App/../../Escaped", "App//Main.swift", ".", ""] {
      #expect(
        throws: WholeFolder.Failure.failed(
          path: destination.path + "/" + path, reason: "the path leads out of the folder")
      ) {
        try WholeFolder.write(
          files([("README.md", "first\n"), (path, "x")]), to: destination, kind: "export")
      }
    }
    #expect(try scratch.names() == [])
  }

  @Test func whatIsAlreadyAtTheDestinationIsNeverOverwritten() throws {
    let scratch = try Scratch()
    let manager = FileManager.default
    try Data("mine\n".utf8).write(to: scratch.url.appendingPathComponent("File"))
    try manager.createDirectory(
      at: scratch.url.appendingPathComponent("Full"), withIntermediateDirectories: true)
    try Data("mine\n".utf8).write(to: scratch.url.appendingPathComponent("Full/notes.txt"))
    try manager.createSymbolicLink(
      atPath: scratch.url.appendingPathComponent("Dangling").path, withDestinationPath: "Nowhere")
    try manager.createSymbolicLink(
      atPath: scratch.url.appendingPathComponent("LinkToFull").path, withDestinationPath: "Full")

    for name in ["File", "Full", "Dangling"] {
      let destination = scratch.url.appendingPathComponent(name)
      #expect(throws: WholeFolder.Failure.notEmpty(destination.path)) {
        try WholeFolder.write(files([("README.md", "x")]), to: destination, kind: "export")
      }
    }
    #expect(throws: WholeFolder.Failure.notEmpty(scratch.url.appendingPathComponent("Full").path)) {
      try WholeFolder.write(
        files([("README.md", "x")]), to: scratch.url.appendingPathComponent("LinkToFull"),
        kind: "export")
    }
    #expect(try scratch.names() == ["Dangling", "File", "Full", "LinkToFull"])
    #expect(try scratch.names("Full") == ["notes.txt"])
    #expect(scratch.read("File") == "mine\n")
  }

  @Test func anEmptyFolderOrALinkToOneIsFilled() throws {
    let scratch = try Scratch()
    let manager = FileManager.default
    try manager.createDirectory(
      at: scratch.url.appendingPathComponent("Empty"), withIntermediateDirectories: true)
    try manager.createDirectory(
      at: scratch.url.appendingPathComponent("Target"), withIntermediateDirectories: true)
    try manager.createSymbolicLink(
      atPath: scratch.url.appendingPathComponent("Link").path, withDestinationPath: "Target")

    try WholeFolder.write(
      files([("README.md", "one\n")]), to: scratch.url.appendingPathComponent("Empty"),
      kind: "export")
    try WholeFolder.write(
      files([("README.md", "two\n")]), to: scratch.url.appendingPathComponent("Link"),
      kind: "export")

    #expect(scratch.read("Empty/README.md") == "one\n")
    #expect(scratch.read("Target/README.md") == "two\n")
    #expect(
      try manager.destinationOfSymbolicLink(
        atPath: scratch.url.appendingPathComponent("Link").path) == "Target")
    #expect(try scratch.names() == ["Empty", "Link", "Target"])
  }

  @Test func aNameAsLongAsAFileNameMayBeStillGetsItsHiddenFolder() throws {
    let scratch = try Scratch()
    let name = String(repeating: "あ", count: 85)  // 255 bytes, the most a name may have
    #expect(name.utf8.count == 255)
    #expect(WholeFolder.stagingName(name, kind: "export").utf8.count <= 255)

    try WholeFolder.write(
      files([("README.md", "x\n")]), to: scratch.url.appendingPathComponent(name), kind: "export")

    #expect(try scratch.names() == [name])
  }
}
