// Waiting for a child process with a deadline: a test never waits forever for a program
// that hangs, and a program that outlives its time is killed, not left behind.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Process {
  /// Waits until the process ends, at most `seconds`; a process still running then is
  /// killed (SIGKILL) and waited for. Returns whether it ended by itself in time.
  ///
  /// ```swift
  /// process.interrupt()
  /// #expect(process.waitUntilExit(seconds: 60), "the server ends on Ctrl-C")
  /// ```
  @discardableResult
  public func waitUntilExit(seconds: TimeInterval) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while isRunning, Date() < deadline { usleep(10_000) }
    guard isRunning else {
      waitUntilExit()
      return true
    }
    kill(processIdentifier, SIGKILL)
    waitUntilExit()
    return false
  }
}
