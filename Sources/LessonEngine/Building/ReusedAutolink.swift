// A link's list of libraries, written again as it was when nothing it is made from changed.

import CommandLineKit
import Foundation
import StepwiseBasics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Before a link on Linux, `swift-autolink-extract` reads the libraries each object asks to
/// be linked with (its `.swift1_autolink_entries` section) and writes them, one per line, for
/// `clang` to read. A learner's program links some 300 objects of the kit's, which no replay
/// writes, and a handful of their own, whose lists change only when their imports do: the
/// file is the same at nearly every save, and most of the job's time (0.03 s of a
/// declaration's save) is starting a program the size of the compiler.
///
/// So a replay keeps what the job last wrote, with what it read: the job's arguments, and for
/// each object its list of libraries when a command of the record writes it (the learner's),
/// else its stamp (the kit's, which the record finds as they were). When all of that is the
/// same again, the file is written from what was kept; else, or when an object cannot be read
/// (it is not an ELF object), the program runs, and what it wrote is kept.
///
/// ```swift
/// let reuse = ReusedAutolink(written: outputs, folder: replays)
/// let outcome = try reuse.run(job) { try ExternalCommand(job[0], …).run() }
/// ```
struct ReusedAutolink: Sendable {
  /// The files the record's commands write, by their standardized paths.
  let written: Set<String>
  /// Where what each job last wrote is kept.
  let folder: URL

  init(written: some Sequence<String>, folder: URL) {
    self.written = Set(written.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
    self.folder = folder
  }

  /// What a job wrote, with what it read.
  struct Kept: Codable {
    var key: String
    var contents: Data
  }

  /// Whether a job is `swift-autolink-extract`.
  static func isAutolinkExtract(_ job: [String]) -> Bool {
    job.first.map { URL(fileURLWithPath: $0).lastPathComponent } == "swift-autolink-extract"
  }

  /// Runs an autolink job: its file written from what was kept when the job reads what it
  /// read then, else `run` (the program), whose file is then kept. Any other job: `run`.
  func run(
    _ job: [String], _ run: () throws -> ExternalCommand.Outcome
  ) rethrows -> ExternalCommand.Outcome {
    guard Self.isAutolinkExtract(job), let output = Self.output(of: job) else { return try run() }
    let kept = KeptJSON<Kept>(file: keptFile(for: job))
    let key = self.key(of: job)
    if let key, let last = kept.read(), last.key == key,
      (try? last.contents.write(to: URL(fileURLWithPath: output), options: .atomic)) != nil
    {
      return ExternalCommand.Outcome(status: 0, output: "", duration: 0)
    }
    let outcome = try run()
    if let key, outcome.status == 0,
      let contents = FileManager.default.contents(atPath: output)
    {
      kept.write(Kept(key: key, contents: contents))
    } else {
      try? FileManager.default.removeItem(at: kept.file)
    }
    return outcome
  }

  /// The file a job writes (`-o`).
  static func output(of job: [String]) -> String? {
    guard let index = job.firstIndex(of: "-o"), index + 1 < job.count else { return nil }
    return job[index + 1]
  }

  /// Where a job's last file is kept, named after its arguments.
  func keptFile(for job: [String]) -> URL {
    let name = SHA256.hexDigest(of: Data(job.joined(separator: "\0").utf8)).prefix(24)
    return folder.appendingPathComponent("autolink-\(name).json")
  }

  /// What a job reads, as a digest: its arguments, then each object's list of libraries
  /// (one the record writes) or stamp (any other); nil when a written object's list cannot
  /// be read.
  func key(of job: [String]) -> String? {
    var described = Data(job.joined(separator: "\0").utf8)
    for word in job.dropFirst() where word.hasSuffix(".o") {
      let path = URL(fileURLWithPath: word).standardizedFileURL.path
      described.append(contentsOf: Array("\n\(path)\n".utf8))
      if written.contains(path) {
        guard let entries = ELFObject.section(named: Self.section, inFile: path) else {
          return nil
        }
        described.append(contentsOf: entries)
      } else {
        let stamp = FileStamp(path: path)
        described.append(
          contentsOf: Array("\(stamp.size) \(stamp.modified.timeIntervalSince1970)".utf8))
      }
    }
    return SHA256.hexDigest(of: described)
  }

  /// The section in which Swift lists the libraries an object asks for.
  static let section = ".swift1_autolink_entries"
}

/// Reads one section of a 64-bit little-endian ELF object (what Swift compiles to on Linux
/// on x86-64 and arm64), with every offset checked against the file.
enum ELFObject {
  /// The bytes of the section `name` in the object at `path`: empty when it has no such
  /// section; nil when the file is not such an object or is damaged.
  static func section(named name: String, inFile path: String) -> [UInt8]? {
    // Not waiting at a pipe or a device put in an object's place: only a plain file is read.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var information = stat()
    guard fstat(descriptor, &information) == 0, information.st_mode & S_IFMT == S_IFREG else {
      return nil
    }
    let size = Int(information.st_size)
    func read(_ count: Int, at offset: Int) -> [UInt8]? {
      guard count >= 0, offset >= 0, count <= size, offset <= size - count else { return nil }
      var bytes = [UInt8](repeating: 0, count: count)
      let got = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, count, off_t(offset))
      }
      return got == count ? bytes : nil
    }
    // The header: the magic number, 64-bit (2), little-endian (1).
    guard let header = read(64, at: 0), header[0..<4].elementsEqual([0x7f, 0x45, 0x4c, 0x46]),
      header[4] == 2, header[5] == 1
    else { return nil }
    let tableOffset = number(header, 0x28, 8)
    let entrySize = number(header, 0x3a, 2)
    let count = number(header, 0x3c, 2)
    let namesIndex = number(header, 0x3e, 2)
    // Past 0xff00 sections the counts are kept elsewhere: not read here.
    guard entrySize >= 0x40, count > 0, namesIndex < count,
      let table = read(entrySize * count, at: tableOffset)
    else { return nil }
    let namesEntry = namesIndex * entrySize
    guard
      let names = read(number(table, namesEntry + 0x20, 8), at: number(table, namesEntry + 0x18, 8))
    else { return nil }
    let wanted = Array(name.utf8)
    for index in 0..<count {
      let entry = index * entrySize
      let start = number(table, entry, 4)
      guard start < names.count else { return nil }
      let end = names[start...].firstIndex(of: 0) ?? names.count
      guard names[start..<end].elementsEqual(wanted) else { continue }
      return read(number(table, entry + 0x20, 8), at: number(table, entry + 0x18, 8))
    }
    return []
  }

  /// The little-endian number of `width` bytes at `offset`; its low 62 bits, so that a
  /// damaged file's huge value stays a positive `Int` that fails the bounds checks.
  static func number(_ bytes: [UInt8], _ offset: Int, _ width: Int) -> Int {
    var value: UInt64 = 0
    for index in (0..<width).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
    return Int(value & 0x3fff_ffff_ffff_ffff)
  }
}
