// A link's list of libraries, written again as it was when nothing it is made from changed.

import AppTestSupport
import CommandLineKit
import Foundation
import Testing

@testable import LessonEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A 64-bit little-endian ELF object with a names table, a `.text` section and, when given,
/// an autolink section holding `entries`, each ended by a zero byte.
func elfObject(entries: [String]?) -> [UInt8] {
  var names: [UInt8] = [0]
  func name(_ text: String) -> Int {
    defer { names += Array(text.utf8) + [0] }
    return names.count
  }
  let (namesName, textName) = (name(".shstrtab"), name(".text"))
  let autolinkName = entries == nil ? 0 : name(ReusedAutolink.section)
  let text: [UInt8] = [0xc3]
  var autolink: [UInt8] = []
  for entry in entries ?? [] { autolink += Array(entry.utf8) + [0] }
  func little(_ value: Int, _ width: Int) -> [UInt8] {
    (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }
  // Header, then the names, the code and the list, then the table of sections.
  let namesOffset = 64
  let textOffset = namesOffset + names.count
  let autolinkOffset = textOffset + text.count
  let tableOffset = autolinkOffset + autolink.count
  var sections: [(name: Int, offset: Int, size: Int)] = [
    (0, 0, 0), (namesName, namesOffset, names.count), (textName, textOffset, text.count),
  ]
  if entries != nil { sections.append((autolinkName, autolinkOffset, autolink.count)) }
  // Identity, type (relocatable), machine (x86-64), version, entry, program headers,
  // section headers, flags, sizes, counts, and the names' index.
  var header: [UInt8] = [0x7f, 0x45, 0x4c, 0x46, 2, 1, 1] + [UInt8](repeating: 0, count: 9)
  let fields: [(Int, Int)] = [
    (1, 2), (62, 2), (1, 4), (0, 8), (0, 8), (tableOffset, 8), (0, 4), (64, 2), (0, 2),
    (0, 2), (64, 2), (sections.count, 2), (1, 2),
  ]
  for (value, width) in fields { header += little(value, width) }
  var table: [UInt8] = []
  for section in sections {
    let entry: [(Int, Int)] = [
      (section.name, 4), (1, 4), (0, 8), (0, 8), (section.offset, 8), (section.size, 8),
      (0, 8), (0, 8), (0, 8),
    ]
    for (value, width) in entry { table += little(value, width) }
  }
  return header + names + text + autolink + table
}

@Suite struct ELFObjectTests {
  let folder: TemporaryFolder

  init() throws { folder = try TemporaryFolder() }

  func write(_ bytes: [UInt8], _ name: String) throws -> String {
    let file = folder.url.appendingPathComponent(name)
    try Data(bytes).write(to: file)
    return file.path
  }

  @Test func theAutolinkSectionOfAnObjectIsItsEntriesAsWritten() throws {
    let object = try write(elfObject(entries: ["-lswiftCore", "-lFoundation"]), "a.o")
    let section = ELFObject.section(named: ReusedAutolink.section, inFile: object)
    #expect(section == Array("-lswiftCore\0-lFoundation\0".utf8))
    let none = try write(elfObject(entries: nil), "b.o")
    #expect(ELFObject.section(named: ReusedAutolink.section, inFile: none) == [])
    #expect(ELFObject.section(named: ".text", inFile: none) == [0xc3])
  }

  /// Whatever the damage, nothing is read out of bounds: a file that is not a whole object
  /// reads as none.
  @Test func aFileThatIsNotAWholeObjectReadsAsNone() throws {
    let whole = elfObject(entries: ["-lm"])
    var damaged: [[UInt8]] = [[], Array("!<arch>\n".utf8), Array(whole.prefix(63))]
    // Cut anywhere in the table of sections, at its end.
    damaged += stride(from: whole.count - 1, to: whole.count - 64 * 4, by: -37).map {
      Array(whole.prefix($0))
    }
    var bigEndian = whole
    bigEndian[5] = 2
    var tableFarAway = whole
    tableFarAway.replaceSubrange(0x28..<0x30, with: [0, 0, 0, 0, 0, 0, 0, 0x7f])
    var namesPast = whole
    namesPast[0x3e] = 9
    damaged += [bigEndian, tableFarAway, namesPast]
    for (index, bytes) in damaged.enumerated() {
      let path = try write(bytes, "damaged-\(index).o")
      #expect(ELFObject.section(named: ReusedAutolink.section, inFile: path) == nil, "\(index)")
    }
    #expect(ELFObject.section(named: ReusedAutolink.section, inFile: "/nowhere/x.o") == nil)
  }

  /// A pipe or a device in an object's place is not waited on, nor read forever.
  @Test func aPipeOrADeviceReadsAsNone() throws {
    let pipe = folder.url.appendingPathComponent("pipe.o")
    try #require(mkfifo(pipe.path, 0o644) == 0)
    #expect(ELFObject.section(named: ReusedAutolink.section, inFile: pipe.path) == nil)
    #expect(ELFObject.section(named: ReusedAutolink.section, inFile: "/dev/zero") == nil)
  }

  /// The reader against the toolchain: every library `swift-autolink-extract` finds in an
  /// object it compiled is in the section as read here.
  @Test func theSectionHoldsWhatTheToolchainsOwnExtractFinds() throws {
    _ = try folder.write("import Foundation\n\nprint(Date())\n", to: "main.swift")
    let compile = try ExternalCommand(
      "swiftc", ["-c", "main.swift", "-o", "main.o"], in: folder.url, timeLimit: 300
    ).run()
    try #require(compile.status == 0, "\(compile.output)")
    let extract = try ExternalCommand(
      "swift-autolink-extract", ["main.o", "-o", "main.autolink"], in: folder.url,
      timeLimit: 60
    ).run()
    try #require(extract.status == 0, "\(extract.output)")
    let found = Set((folder.read("main.autolink") ?? "").split(separator: "\n").map(String.init))
    let section = try #require(
      ELFObject.section(
        named: ReusedAutolink.section, inFile: folder.url.appendingPathComponent("main.o").path))
    let read = Set(section.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    #expect(found.contains("-lFoundation"))
    #expect(found.isSubset(of: read), "\(found.subtracting(read))")
  }
}

/// What a replayed autolink job wrote, written again while what it reads is as it was.
@Suite struct ReusedAutolinkTests {
  let folder: TemporaryFolder
  let kit: URL
  let learner: URL
  let output: URL
  var job: [String] {
    ["/toolchain/swift-autolink-extract", kit.path, learner.path, "-o", output.path]
  }
  var reuse: ReusedAutolink {
    ReusedAutolink(written: [learner.path], folder: folder.url.appendingPathComponent("replays"))
  }

  init() throws {
    folder = try TemporaryFolder()
    kit = folder.url.appendingPathComponent("Kit.swift.o")
    learner = folder.url.appendingPathComponent("AppDelegate.swift.o")
    output = folder.url.appendingPathComponent("App.autolink")
    try Data(elfObject(entries: ["-lswiftCore"])).write(to: kit)
    try Data(elfObject(entries: ["-lswiftCore"])).write(to: learner)
  }

  /// Runs the job through the reuse, the program standing in writing `written`; whether it
  /// ran.
  func run(writing written: String = "-lswiftCore\n", status: Int32 = 0) throws -> Bool {
    var ran = false
    let outcome = try reuse.run(job) {
      ran = true
      try written.write(to: output, atomically: true, encoding: .utf8)
      return ExternalCommand.Outcome(status: status, output: "", duration: 0)
    }
    #expect(outcome.status == status)
    return ran
  }

  @Test func theSameObjectsListsAreWrittenAgainWithoutTheProgram() throws {
    #expect(try run())
    try FileManager.default.removeItem(at: output)
    #expect(try !run(writing: "not this"))
    #expect(try String(contentsOf: output, encoding: .utf8) == "-lswiftCore\n")
  }

  /// The learner imports something new: their object asks for another library.
  @Test func aWrittenObjectAskingForAnotherLibraryRunsTheProgram() throws {
    #expect(try run())
    try Data(elfObject(entries: ["-lswiftCore", "-lFoundation"])).write(to: learner)
    #expect(try run(writing: "-lswiftCore\n-lFoundation\n"))
    #expect(try !run(writing: "not this"))
    #expect(try String(contentsOf: output, encoding: .utf8) == "-lswiftCore\n-lFoundation\n")
  }

  /// A written object compiled again asking for the same libraries is the same.
  @Test func aWrittenObjectCompiledAgainAlikeIsTheSame() throws {
    #expect(try run())
    try FileManager.default.removeItem(at: learner)
    try Data(elfObject(entries: ["-lswiftCore"])).write(to: learner)
    #expect(try !run())
  }

  @Test func anObjectNoCommandWritesIsComparedByItsStamp() throws {
    #expect(try run())
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: kit.path)
    #expect(try run())
    #expect(try !run())
  }

  @Test func aWrittenObjectThatCannotBeReadRunsTheProgramEveryTime() throws {
    try Data("not an object".utf8).write(to: learner)
    #expect(try run())
    #expect(try run())
  }

  @Test func aFailedRunIsNotKept() throws {
    #expect(try run(status: 1))
    #expect(try run())
    #expect(try !run())
    // What was kept, damaged: the program runs, and is kept again.
    let kept = reuse.keptFile(for: job)
    try Data("{".utf8).write(to: kept)
    #expect(try run())
    #expect(try !run())
    // A run that failed forgets what was kept.
    try Data(elfObject(entries: ["-lswiftCore", "-lm"])).write(to: learner)
    #expect(try run(status: 1))
    #expect(!FileManager.default.fileExists(atPath: kept.path))
  }

  @Test func anyOtherJobRunsAsItIs() throws {
    var ran = 0
    for job in [["/toolchain/clang", kit.path, "-o", output.path], ["/toolchain/x"]] {
      _ = reuse.run(job) {
        ran += 1
        return ExternalCommand.Outcome(status: 0, output: "", duration: 0)
      }
    }
    #expect(ran == 2)
  }
}
