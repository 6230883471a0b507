// The tool and the tests are linked by LLVM's linker, which Package.swift asks for on Linux.

import Foundation
import Testing

@Suite struct LinkerTests {
  #if os(Linux)
    /// LLD names itself in the `.comment` section of what it links ("Linker: LLD 21.0.0 …");
    /// gold, the toolchain's default on Linux, writes no such line.
    @Test(arguments: ["stepwise", "the tests"])
    func theToolAndTheTestsAreLinkedByLLD(program: String) throws {
      let file =
        program == "stepwise" ? try BuiltTool.url() : URL(fileURLWithPath: "/proc/self/exe")
      let comment = try Self.section(".comment", of: file)
      #expect(comment.contains("Linker: LLD"), "\(program): \(comment)")
    }

    /// A program cut short, or no program at all, fails the reading, not the test run.
    @Test func aFileCutShortIsRefusedWithoutATrap() throws {
      let whole = try Data(
        contentsOf: URL(fileURLWithPath: "/proc/self/exe"), options: .alwaysMapped)
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("stepwise-linker-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let cut = folder.appendingPathComponent("cut")
      try whole.prefix(4_096).write(to: cut)
      #expect(throws: (any Error).self) { try Self.section(".comment", of: cut) }
      let text = folder.appendingPathComponent("text")
      try Data("#!/bin/sh\n".utf8).write(to: text)
      #expect(try Self.section(".comment", of: text) == "not a 64-bit ELF file")
    }

    /// The text of an ELF file's section, its strings joined by line breaks.
    static func section(_ name: String, of file: URL) throws -> String {
      let handle = try FileHandle(forReadingFrom: file)
      defer { try? handle.close() }
      func bytes(at offset: UInt64, count: Int) throws -> [UInt8] {
        try handle.seek(toOffset: offset)
        return [UInt8](try handle.read(upToCount: count) ?? Data())
      }
      func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        (0..<size).reversed().reduce(0) { $0 << 8 | UInt64(bytes[offset + $1]) }
      }
      let header = try bytes(at: 0, count: 64)
      // A 64-bit little-endian ELF file: its section headers' place, size, count, and which
      // of them holds the sections' names.
      guard header.count == 64, header[0...3] == [0x7F, 0x45, 0x4C, 0x46], header[4] == 2
      else { return "not a 64-bit ELF file" }
      let (start, size) = (integer(header, at: 0x28, size: 8), integer(header, at: 0x3A, size: 2))
      let count = Int(integer(header, at: 0x3C, size: 2))
      // A file cut short (or not what its header says) is a failed expectation, not a trap
      // that ends every test.
      struct Damaged: Error {}
      let sections = try (0..<count).map { index in
        let entry = try bytes(at: start + UInt64(index) * size, count: 64)
        guard entry.count == 64 else { throw Damaged() }
        let place = (integer(entry, at: 0x18, size: 8), Int(integer(entry, at: 0x20, size: 8)))
        return (name: Int(integer(entry, at: 0, size: 4)), place: place)
      }
      let namesIndex = Int(integer(header, at: 0x3E, size: 2))
      guard sections.indices.contains(namesIndex) else { throw Damaged() }
      let namesSection = sections[namesIndex].place
      let names = try bytes(at: namesSection.0, count: namesSection.1)
      for section in sections where names.indices.contains(section.name) {
        let nameBytes = names[section.name...].prefix { $0 != 0 }
        guard String(decoding: nameBytes, as: UTF8.self) == name else { continue }
        let contents = try bytes(at: section.place.0, count: section.place.1)
        return contents.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
          .joined(separator: "\n")
      }
      return "no \(name) section"
    }
  #endif
}
