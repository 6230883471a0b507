// The objects a replayed link reads but no replay writes, linked once into a shared library.

import CommandLineKit
import Foundation
import StepwiseBasics

/// A learner's program links a handful of their own objects and some 300 of the kit's, which
/// SwiftPM compiled and no replay writes. Linking those again at every save is most of the
/// link (the checks' app: 0.17 s linked whole, 0.06 s against the library), so a replay's record
/// links them once, when SwiftPM's plan is remembered, into a shared library named after
/// them and their stamps, and its link reads the learner's objects and that library. The
/// program is the same code, loaded from two files; SwiftPM's own next build links it
/// statically again.
///
/// The library is one of the files the record finds as it was: gone or changed, SwiftPM
/// builds again and a new one is made. It is made only where `clang` links a
/// position-independent program (Linux, as SwiftPM links there); elsewhere the link is left
/// as the driver runs it.
///
/// ```swift
/// let linked = KitLibrary.link(jobs, written: outputs, scratch: build, folder: replays)
/// // jobs: autolink-extract, then clang reading main.swift.o and kit-3f9c….so
/// ```
enum KitLibrary {
  /// How many libraries a build folder keeps: each is a kit's worth of objects (tens of
  /// megabytes), and a record whose library went falls back to SwiftPM once.
  static let kept = 4

  /// The driver's jobs for a link with the objects in `scratch` that no command of the record
  /// writes (`written`) read from a shared library in `folder`, made now unless one made from
  /// the same objects, as they are, is there; and that library. Nil when the link is not one
  /// it can make a library for, or the library could not be made.
  static func link(
    _ jobs: [[String]], written: Set<String>, scratch: URL, folder: URL
  ) -> (jobs: [[String]], library: URL)? {
    #if os(Linux)
      guard let index = jobs.firstIndex(where: isLink),
        let plan = plan(jobs[index], written, scratch)
      else { return nil }
      let library = folder.appendingPathComponent("kit-\(plan.key).so")
      guard FileManager.default.fileExists(atPath: library.path) || make(library, with: plan.job)
      else { return nil }
      var linked = jobs
      linked[index] = plan.link(library.path)
      return (linked, library)
    #else
      return nil
    #endif
  }

  /// Whether a job is `clang` linking a position-independent program.
  static func isLink(_ job: [String]) -> Bool {
    guard let program = job.first, URL(fileURLWithPath: program).lastPathComponent == "clang"
    else { return false }
    return job.contains("-pie") && job.contains("-o")
  }

  /// What linking a job's unchanged objects once takes.
  struct Plan {
    /// The job that makes the library, ending with `-o`: the library's path goes after it.
    var job: [String]
    /// Names the objects and their stamps, and the job.
    var key: String
    /// The link, reading `library` in place of the objects.
    var link: (_ library: String) -> [String]
  }

  /// The library's job and key for a link job; nil when it reads no object of `scratch` that
  /// no command writes.
  static func plan(_ job: [String], _ written: Set<String>, _ scratch: URL) -> Plan? {
    let inside = scratch.standardizedFileURL.path + "/"
    let writtenPaths = Set(written.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
    func isUnchangedObject(_ word: String) -> Bool {
      let path = URL(fileURLWithPath: word).standardizedFileURL.path
      return word.hasSuffix(".o") && path.hasPrefix(inside) && !writtenPaths.contains(path)
    }
    func isWrittenObject(_ word: String) -> Bool {
      word.hasSuffix(".o")
        && writtenPaths.contains(URL(fileURLWithPath: word).standardizedFileURL.path)
    }
    let objects = job.filter(isUnchangedObject)
    guard !objects.isEmpty, let output = job.firstIndex(of: "-o"), output + 1 < job.count else {
      return nil
    }
    // The library: the same link as a shared object, without the program's objects or its
    // entry point. The toolchain's own objects (`swiftrt.o`, which registers an image's Swift
    // metadata) stay in both.
    var library: [String] = []
    var index = 0
    while index < job.count {
      let word = job[index]
      if word == "-Xlinker", index + 3 < job.count, job[index + 1] == "--defsym",
        job[index + 2] == "-Xlinker"
      {
        index += 4
        continue
      }
      if index == output || index == output + 1 || isWrittenObject(word) {
        index += 1
        continue
      }
      library.append(word == "-pie" ? "-shared" : word)
      index += 1
    }
    library.append("-o")
    var described = library.joined(separator: "\n")
    for object in objects {
      let stamp = FileStamp(path: object)
      described += "\n\(object) \(stamp.size) \(stamp.modified.timeIntervalSince1970)"
    }
    let key = String(SHA256.hexDigest(of: Data(described.utf8)).prefix(24))
    let first = job.firstIndex(where: isUnchangedObject) ?? output
    return Plan(job: library, key: key) { path in
      var link = job
      link.removeAll(where: isUnchangedObject)
      link.insert(path, at: min(first, link.count))
      return link
    }
  }

  /// Runs the library's job to a file beside `library`, then puts it in place, and keeps the
  /// newest ``kept`` libraries of the folder; false when the job failed.
  static func make(_ library: URL, with job: [String]) -> Bool {
    let folder = library.deletingLastPathComponent()
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let partial = folder.appendingPathComponent(
      ".\(library.lastPathComponent).\(UUID().uuidString)")
    let made = try? ExternalCommand(
      job[0], Array(job.dropFirst()) + [partial.path], in: folder, timeLimit: 300
    ).run()
    guard made?.status == 0,
      (try? FileManager.default.moveItem(at: partial, to: library)) != nil
        || FileManager.default.fileExists(atPath: library.path)
    else {
      try? FileManager.default.removeItem(at: partial)
      return false
    }
    try? FileManager.default.removeItem(at: partial)
    prune(folder, keeping: library)
    return true
  }

  /// Removes all but the newest ``kept`` libraries of a folder (`made` among them), and any
  /// library left half made over ten minutes ago (its maker killed midway).
  static func prune(_ folder: URL, keeping made: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let libraries = names.filter { $0.hasPrefix("kit-") && $0.hasSuffix(".so") }
      .map { folder.appendingPathComponent($0) }
      .filter { $0.lastPathComponent != made.lastPathComponent }
      .sorted { FileStamp(path: $0.path).modified > FileStamp(path: $1.path).modified }
    let halfMade = names.filter { $0.hasPrefix(".kit-") }.map { folder.appendingPathComponent($0) }
      .filter { Date().timeIntervalSince(FileStamp(path: $0.path).modified) > 600 }
    for old in libraries.dropFirst(kept - 1) + halfMade {
      try? FileManager.default.removeItem(at: old)
    }
  }
}
