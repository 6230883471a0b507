// A temporary folder of the replay's own for the Swift driver, removed when its run ends.

import Foundation
import StepwiseBasics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the Swift driver, run by a replay, keeps its temporary files: a folder made for the
/// run and removed with everything in it once the run ends. The driver makes a
/// `TemporaryDirectory.…` folder in the temporary folder at every start and, on Linux, leaves
/// it there (swift-driver issue 1720): a learner's saves, each a driver or two, would leave
/// thousands in `/tmp` over a course. Its jobs' own files (the linker's lists of arguments)
/// go there too, and go with it.
///
/// Only the replay's programs are sent there: SwiftPM names the lock on a build folder after
/// the temporary folder (``SharedBuildFolder/lockFile(of:)``), so its builds keep the
/// system's.
///
/// ```swift
/// let outcome = try DriverTemporaryFolder.run(in: scratch) { environment in
///   try ExternalCommand("swiftc", arguments, in: package, extraEnvironment: environment).run()
/// }
/// ```
enum DriverTemporaryFolder {
  /// Runs `body` with the environment that points the temporary folder at a new folder in
  /// `parent` (made when missing), and removes that folder after, whatever `body` did. When
  /// the folder cannot be made (a full disk, no rights), `body` gets no change to the
  /// environment, and the driver uses the system's as before.
  ///
  /// The folder is named after this process, and after the processes it can see
  /// (``processSpace``): one left by a process that was killed before it could remove it
  /// (`kill -9`, a power cut) is removed by the next run that sees that process is gone.
  static func run<Result>(
    in parent: URL, _ body: (_ environment: [String: String]) throws -> Result
  ) rethrows -> Result {
    removeLeftovers(in: parent)
    let folder = parent.appendingPathComponent(
      "\(prefix)\(processSpace)-\(getpid())-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return try body([:])
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body([variable: folder.path])
  }

  /// The variable the driver, clang and Foundation read the temporary folder from.
  static let variable = "TMPDIR"

  /// The start of each folder's name, before its ``processSpace`` and its process's id.
  static let prefix = "driver-tmp-"

  /// The processes this one can see, named in eight hexadecimal digits: its host's name and,
  /// on Linux, its PID namespace. Two containers that share a course's folder see each other's
  /// process ids as free or as others' processes, so a folder of another space is never
  /// removed: its process may be running.
  static let processSpace: String = {
    var name = [CChar](repeating: 0, count: 256)
    var identity =
      gethostname(&name, name.count) == 0
      ? String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      : "host"
    #if os(Linux)
      if let namespace = try? FileManager.default.destinationOfSymbolicLink(
        atPath: "/proc/self/ns/pid")
      {
        identity += "\n" + namespace
      }
    #endif
    return String(SHA256.hexDigest(of: Data(identity.utf8)).prefix(8))
  }()

  /// Removes the folders in `parent` left by processes of this ``processSpace`` that have
  /// ended.
  static func removeLeftovers(in parent: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    let ours = "\(prefix)\(processSpace)-"
    for name in names where name.hasPrefix(ours) {
      guard let pid = pid_t(name.dropFirst(ours.count).prefix { $0 != "-" }),
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
    }
  }
}
