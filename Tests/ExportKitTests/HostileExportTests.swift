// The export against a full disk, links out of the package and files too large to read.

import AppTestSupport
import Foundation
import Testing

@testable import ExportKit

@MainActor
@Suite struct HostileExportTests {
  typealias ExportError = ExportedProject.ExportError

  /// A file of `size` bytes that takes no room on the disk: a hole, read as zeros.
  func sparseFile(_ url: URL, size: UInt64) throws {
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.truncate(atOffset: size)
  }

  // MARK: - A full disk

  @Test func aDiskThatFillsMidExportLeavesNothingAndTheRetryWorks() throws {
    let export = try Stages.export("Checklists04")
    let parent = try TemporaryFolder()
    let destination = parent.url.appendingPathComponent("Exports/Checklists")
    var written = 0

    // The third file is made, then its bytes go to /dev/full: the disk is full.
    #expect(throws: ExportError.self) {
      try export.write(to: destination) { data, url in
        if written == 2 {
          #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
          let full = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
          defer { try? full.close() }
          try full.write(contentsOf: data)
        }
        written += 1
        try data.write(to: url, options: .withoutOverwriting)
      }
    }
    #expect(!FileManager.default.fileExists(atPath: destination.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.url.path) == [])

    try export.write(to: destination)
    #expect(parent.read("Exports/Checklists/EXPORT.md") != nil)
    #expect(parent.read("Exports/Checklists/Checklists.xcodeproj/project.pbxproj") != nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.url.path) == ["Exports"])
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: parent.url.appendingPathComponent("Exports").path) == ["Checklists"])
  }

  @Test func aFailedWriteNamesTheFileAndSaysTheExportCanBeRunAgain() throws {
    let export = try Stages.export("Checklists01")
    let parent = try TemporaryFolder()
    let destination = parent.url.appendingPathComponent("C01")

    do {
      try export.write(to: destination) { _, _ in throw POSIXError(.ENOSPC) }
      Issue.record("the write did not fail")
    } catch {
      let first = try #require(export.files.first?.path)
      #expect(error == .cannotWrite("\(destination.path)/\(first)", "No space left on device"))
      #expect(error.description.hasSuffix("so it can be run again"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.url.path) == [])
  }

  // MARK: - Links

  @Test func aLinkOutOfThePackageIsRefusedWithWhereItLeadsAndNothingIsRead() throws {
    let learner = try LearnerPackage()
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: learner.sources.appendingPathComponent("Secrets.swift").path,
      withDestinationPath: "/etc/passwd")

    #expect(
      throws: ExportError.links(
        learner.root.path,
        [
          .init(
            path: "Sources/Checklists/Secrets.swift", destination: "/etc/passwd",
            reason: .outsideThePackage)
        ])
    ) {
      try ExportedProject.package(at: learner.root)
    }
  }

  @Test func linksToNothingRoundALoopOrToAFolderAreRefusedAllAtOnce() throws {
    let learner = try LearnerPackage()
    let manager = FileManager.default
    let links = [
      "Gone.swift": "Missing.swift", "Loop.swift": "Loop.swift", "Here": ".",
      "Outside": "/etc", "Ünïcödé 名前.swift": "/etc/hostname", "notes.txt": "/etc/passwd",
    ]
    for (name, destination) in links {
      try manager.createSymbolicLink(
        atPath: learner.sources.appendingPathComponent(name).path,
        withDestinationPath: destination)
    }

    #expect(
      throws: ExportError.links(
        learner.root.path,
        [
          .init(
            path: "Sources/Checklists/Gone.swift", destination: "Missing.swift", reason: .nowhere),
          .init(path: "Sources/Checklists/Here", destination: ".", reason: .folder),
          .init(path: "Sources/Checklists/Loop.swift", destination: "Loop.swift", reason: .nowhere),
          .init(
            path: "Sources/Checklists/Outside", destination: "/etc", reason: .outsideThePackage),
          .init(
            path: "Sources/Checklists/Ünïcödé 名前.swift", destination: "/etc/hostname",
            reason: .outsideThePackage),
        ])
    ) {
      try ExportedProject.package(at: learner.root)
    }
  }

  @Test func theSourcesFolderOrPackageSwiftLinkedOutOfThePackageIsRefused() throws {
    let manager = FileManager.default
    let sourcesLinked = try LearnerPackage()
    let elsewhere = sourcesLinked.folder.url.appendingPathComponent("Elsewhere")
    try manager.moveItem(at: sourcesLinked.root.appendingPathComponent("Sources"), to: elsewhere)
    try manager.createSymbolicLink(
      at: sourcesLinked.root.appendingPathComponent("Sources"), withDestinationURL: elsewhere)
    let manifestLinked = try LearnerPackage()
    let manifest = manifestLinked.root.appendingPathComponent("Package.swift")
    try manager.removeItem(at: manifest)
    try manager.createSymbolicLink(atPath: manifest.path, withDestinationPath: "/etc/passwd")

    #expect(
      throws: ExportError.links(
        sourcesLinked.root.path,
        [.init(path: "Sources", destination: elsewhere.path, reason: .outsideThePackage)])
    ) {
      try ExportedProject.package(at: sourcesLinked.root)
    }
    #expect(
      throws: ExportError.links(
        manifestLinked.root.path,
        [.init(path: "Package.swift", destination: "/etc/passwd", reason: .outsideThePackage)])
    ) {
      try ExportedProject.package(at: manifestLinked.root)
    }
  }

  @Test func aLinkToAFileInsideThePackageIsReadAsThatFile() throws {
    let learner = try LearnerPackage()
    let shared = "import UIKit\n\nstruct Shared {}\n"
    try Data(shared.utf8).write(to: learner.root.appendingPathComponent("Shared.swift"))
    try FileManager.default.createSymbolicLink(
      atPath: learner.sources.appendingPathComponent("Shared.swift").path,
      withDestinationPath: "../../Shared.swift")
    let linkToThePackage = learner.folder.url.appendingPathComponent("Linked")
    try FileManager.default.createSymbolicLink(
      at: linkToThePackage, withDestinationURL: learner.root)

    let export = try ExportedProject.package(at: learner.root)
    let throughALink = try ExportedProject.package(at: linkToThePackage)

    #expect(export.files.first { $0.path == "Checklists/Shared.swift" }?.text == shared)
    #expect(throughALink.files.map(\.path) == export.files.map(\.path))
  }

  @Test func aPipeOrAFileThatIsNotUTF8IsRefusedByName() throws {
    let piped = try LearnerPackage()
    #expect(mkfifo(piped.sources.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
    let latin1 = try LearnerPackage()
    try Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A])
      .write(to: latin1.sources.appendingPathComponent("Caf\u{E9}.swift"))

    #expect(throws: ExportError.unreadable("Sources/Checklists/Pipe.swift", "it is not a file")) {
      try ExportedProject.package(at: piped.root)
    }
    #expect(
      throws: ExportError.unreadable("Sources/Checklists/Café.swift", "it is not UTF-8 text")
    ) {
      try ExportedProject.package(at: latin1.root)
    }
  }

  // MARK: - Sizes

  @Test func aSwiftFileOverOneMebibyteIsRefusedByItsSizeBeforeItIsRead() throws {
    let learner = try LearnerPackage()
    try sparseFile(learner.sources.appendingPathComponent("Huge.swift"), size: 300 << 20)

    #expect(throws: ExportError.fileTooLarge("Sources/Checklists/Huge.swift", 300 << 20)) {
      try ExportedProject.package(at: learner.root)
    }
    #expect(
      ExportError.fileTooLarge("Sources/Checklists/Huge.swift", 300 << 20).description
        == "Sources/Checklists/Huge.swift is 300 MiB: the export reads no Swift file over 1 MiB, "
        + "larger than any of an app's. Nothing was written")
  }

  @Test func aSwiftFileOfOneLineAsLongAsAllowedIsExportedInSeconds() throws {
    let learner = try LearnerPackage()
    let start = "let sum = 0"
    let terms = (SourceReader.largestFile - start.utf8.count - 1) / " + 1".utf8.count
    let line = start + String(repeating: " + 1", count: terms) + "\n"
    try Data(line.utf8).write(to: learner.sources.appendingPathComponent("Sum.swift"))

    let clock = ContinuousClock()
    var export: ExportedProject?
    let duration = try clock.measure { export = try ExportedProject.package(at: learner.root) }

    #expect(export?.files.contains { $0.path == "Checklists/Sum.swift" } == true)
    #expect(duration < .seconds(30), "one pass over the line, not one per character")
  }

  @Test func theSwiftFilesReadTogetherStopAtEightMebibytes() throws {
    let learner = try LearnerPackage()
    for number in 1...9 {
      try sparseFile(
        learner.sources.appendingPathComponent("Filler\(number).swift"), size: 1 << 20)
    }

    #expect(throws: ExportError.tooMuchSource("Sources/Checklists/Filler8.swift")) {
      try ExportedProject.package(at: learner.root)
    }
  }
}
