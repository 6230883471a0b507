// The lock on an app's container, within one process: a lock this process let go of but a
// child being started still shares is waited for; another process's is refused at once.

import HeadlessUIKit
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@MainActor
@Suite struct SandboxLockTests {
  /// A new container, and the path of its lock file.
  static func container() throws -> (AppSandbox, String) {
    let sandbox = try AppSandbox.temporary()
    return (sandbox, sandbox.root.appendingPathComponent(SandboxLock.fileName).path)
  }

  @Test func aLockThisProcessLetGoOfButAChildStillSharesIsWaitedFor() throws {
    let (sandbox, path) = try Self.container()
    defer { try? FileManager.default.removeItem(at: sandbox.root) }
    // The lock file names this process, which lets go of the lock at once; another open
    // file of it stands for a child between fork and exec, and closes a moment later.
    _ = try SandboxLock.acquire(sandbox.root)
    let child = open(path, O_RDWR)
    #expect(flock(child, LOCK_EX | LOCK_NB) == 0)
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { close(child) }

    let started = Date()
    let lock = try SandboxLock.acquire(sandbox.root)
    #expect(Date().timeIntervalSince(started) >= 0.25, "it waited for the child")
    #expect(lock.root == sandbox.root.standardizedFileURL)
  }

  @Test func anotherProcessesLockIsRefusedAtOnce() throws {
    let (sandbox, path) = try Self.container()
    defer { try? FileManager.default.removeItem(at: sandbox.root) }
    let other = open(path, O_RDWR | O_CREAT, 0o600)
    defer { close(other) }
    #expect(flock(other, LOCK_EX | LOCK_NB) == 0)
    let holder = "1 (stepwise run checklists-08)\n"
    _ = holder.withCString { write(other, $0, strlen($0)) }

    let started = Date()
    let error = try #require(throws: SandboxLock.Held.self) {
      try SandboxLock.acquire(sandbox.root)
    }
    #expect(error.holder == "1 (stepwise run checklists-08)")
    #expect(Date().timeIntervalSince(started) < 1, "no waiting for another process")
  }
}
