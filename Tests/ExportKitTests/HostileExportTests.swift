// The export against a full disk.

import AppTestSupport
import Foundation
import Testing

@testable import ExportKit

@MainActor
@Suite struct HostileExportTests {
  typealias ExportError = ExportedProject.ExportError

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
}
