// Stops the programs the tool started (a build, a test run) when the tool itself is stopped.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The program the tool is waiting for, so that it can be stopped with everything it
/// started: on a time limit, and when the learner presses Control-C.
///
/// On Linux, Foundation starts each program in a process group of its own, so signalling
/// the group also reaches the test process `swift test` starts (an app stuck in an endless
/// loop would otherwise keep a processor busy after the tool is gone).
package enum ChildProcesses {
  /// The process group being waited for, or 0; read by the signal handler.
  nonisolated(unsafe) fileprivate static var current: pid_t = 0

  /// Notes the program just started, and makes Control-C stop it before the tool ends.
  package static func started(_ pid: pid_t) {
    current = pid
    signal(SIGINT, stopCurrentThenExit)
    signal(SIGTERM, stopCurrentThenExit)
  }

  /// Forgets a program that ended.
  package static func ended(_ pid: pid_t) {
    if current == pid { current = 0 }
  }

  /// Kills a program and the processes in its group.
  package static func stop(_ pid: pid_t) {
    if kill(-pid, SIGKILL) != 0 { kill(pid, SIGKILL) }
  }
}

/// The handler for Control-C while a program runs: stops it, then ends the tool as the
/// signal would have.
private func stopCurrentThenExit(_ signalNumber: Int32) {
  let pid = ChildProcesses.current
  if pid > 0 && kill(-pid, SIGKILL) != 0 { kill(pid, SIGKILL) }
  _exit(128 + signalNumber)
}
