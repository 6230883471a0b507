// A test's blocking wait (a socket read, a child process's end) on a thread of its own, so
// that it holds none of the threads Swift's tasks and the main actor run on.
//
// On Linux, Swift's tasks run on a pool of as many threads as the machine has cores, and a
// test process's main actor runs its jobs there too: two tests each blocking a task's thread
// on a 2-core machine stop every other test, the main actor included. A test that then waits
// for a site answering on the main actor waits for ever (CI saw a run stop for 600 s, until
// the server's own patience ran out). OwnThreadTests shows it.

import Foundation

/// Blocking work, run on a thread of its own while the caller awaits its result.
///
/// ```swift
/// let answer = try await OwnThread.run {
///   try RawClient.exchange("GET / HTTP/1.1\r\n\r\n", port: server.port)
/// }
/// ```
public enum OwnThread {
  /// Runs `work` on a new thread and returns what it returns, or throws what it throws.
  public static func run<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result(catching: work)) }.start()
    }
  }

  /// Runs `work`, which throws nothing, on a new thread and returns what it returns.
  public static func run<Value: Sendable>(
    _ work: @escaping @Sendable () -> Value
  ) async -> Value {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: work()) }.start()
    }
  }
}
