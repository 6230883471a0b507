// One app process per container: an advisory lock, as iOS runs one copy of an app at a time.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock on an app's container, held by the one process that runs an app in it.
///
/// iOS never runs two copies of an app, so an app can keep its data in memory and write it
/// back without fearing that another copy writes in between. Two `stepwise` sessions on one
/// sandbox would be two copies, each saving only its own changes: the second one is refused
/// instead.
///
/// ```swift
/// let lock = try SandboxLock.acquire(container)   // throws SandboxLock.Held if taken
/// ```
///
/// The lock is `flock(2)` on a file in the container, ``fileName``, which also holds the
/// holder's process id and command line, for the message. The system drops the lock when
/// the holding process ends, however it ends, so a killed session never leaves a stale
/// lock behind. Within one process, every holder of a container shares one lock.
@MainActor
public final class SandboxLock {
  /// The lock file's name, at the top of the container.
  public nonisolated static let fileName = ".stepwise-lock"

  /// A container that another process holds.
  public struct Held: Error, Equatable, CustomStringConvertible {
    /// The container.
    public var root: URL
    /// The holder's process id and command line, as it wrote them, if it did.
    public var holder: String

    /// What a refused session says: which container, who holds it, what to do.
    public var description: String {
      let who = holder.isEmpty ? "another process" : "process \(holder)"
      return "the sandbox \(root.path) is in use by \(who); an app runs in one session at a "
        + "time, as on iOS: quit that session, or choose another folder with --sandbox"
    }
  }

  /// The locked container.
  public let root: URL

  private let descriptor: Int32

  /// The locks this process holds, by container path.
  private static var held: [String: Weak] = [:]

  private struct Weak {
    weak var lock: SandboxLock?
  }

  private init(root: URL, descriptor: Int32) {
    self.root = root
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// Locks a container (creating its folder if there is none), or gives the lock this
  /// process already holds on it.
  ///
  /// - Throws: ``Held`` when another process holds it; nothing in the container is changed
  ///   then. Any other error when the folder or the lock file cannot be made.
  public static func acquire(_ root: URL) throws -> SandboxLock {
    let root = root.standardizedFileURL
    if let lock = held[root.path]?.lock { return lock }
    if !FileManager.default.fileExists(atPath: root.path) {
      try FileManager.default.createDirectory(
        at: root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      try SandboxFile.syncFolder(root.deletingLastPathComponent())
    }
    let path = root.appendingPathComponent(fileName).path
    let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw SandboxFile.writeError(URL(fileURLWithPath: path)) }
    var waited = 0
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let holder = readHolder(descriptor)
      // This process wrote the lock and no longer holds it (no holder above), yet it is
      // taken: a child this process is starting still shares the lock's file between fork
      // and exec, which closes it. That lasts moments, longer on a loaded machine.
      guard holder.hasPrefix("\(getpid()) "), waited < ownLockPatience else {
        close(descriptor)
        throw Held(root: root, holder: holder)
      }
      usleep(20_000)
      waited += 20
    }
    let lock = SandboxLock(root: root, descriptor: descriptor)
    lock.writeHolder()
    held = held.filter { $0.value.lock != nil }
    held[root.path] = Weak(lock: lock)
    return lock
  }

  /// How long, in milliseconds, a lock this process let go of may stay taken by a child
  /// being started (see ``acquire(_:)``) before it counts as held.
  static let ownLockPatience = 5_000

  /// Who this process is, as a message names it: `4242 (stepwise run checklists-08)`.
  static var thisProcess: String {
    var words = CommandLine.arguments
    if let program = words.first { words[0] = URL(fileURLWithPath: program).lastPathComponent }
    return "\(getpid()) (\(words.joined(separator: " ")))"
  }

  /// Writes this process into the lock file, for a refused session to name.
  private func writeHolder() {
    let text = Data((Self.thisProcess + "\n").utf8)
    guard ftruncate(descriptor, 0) == 0 else { return }
    _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    fchmod(descriptor, 0o600)
  }

  /// The holder a lock file names, on one line, or "" when it names none yet.
  private static func readHolder(_ descriptor: Int32) -> String {
    var buffer = [UInt8](repeating: 0, count: 1024)
    let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return "" }
    let text = String(decoding: buffer[0..<count], as: UTF8.self)
    return text.split(separator: "\n").first.map(String.init) ?? ""
  }
}
