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
/// On Linux, Foundation starts each program in a process group of its own, but `swift test`
/// starts its test process in yet another group, so signalling the group is not enough:
/// an app stuck in an endless loop would keep a processor busy after the tool is gone, and
/// Foundation would wait for it forever (it learns that a program ended when every process
/// holding its pipe has). So a program is first asked to stop as Control-C would (`swift
/// test` then stops its test process), and then every process it started is killed.
package enum ChildProcesses {
  /// The process group being waited for, or 0; read by the signal handler.
  nonisolated(unsafe) fileprivate static var current: pid_t = 0

  /// Notes the program just started, and makes Control-C stop it before the tool ends.
  package static func started(_ pid: pid_t) {
    current = pid
    signal(SIGINT, stopCurrentThenExit)
    signal(SIGTERM, stopCurrentThenExit)
  }

  /// The terminal to put back as it was if the tool is stopped while it reads keys (watch
  /// mode's line editing); read by the signal handler.
  nonisolated(unsafe) fileprivate static var keyboard: KeyboardMode?

  /// Notes that the terminal reads key by key until ``keyboardRestored()``, and makes
  /// Control-C put it back before the tool ends.
  package static func keyboardTaken(_ mode: KeyboardMode) {
    keyboard = mode
    signal(SIGINT, stopCurrentThenExit)
    signal(SIGTERM, stopCurrentThenExit)
  }

  /// Notes that the terminal is back as it was.
  package static func keyboardRestored() {
    keyboard = nil
  }

  /// Forgets a program that ended.
  package static func ended(_ pid: pid_t) {
    if current == pid { current = 0 }
  }

  /// Asks a program to stop as Control-C would, so that it can stop what it started.
  package static func interrupt(_ pid: pid_t) {
    if kill(-pid, SIGINT) != 0 { kill(pid, SIGINT) }
  }

  /// Kills a program, the processes in its group, and the processes it started, in
  /// whatever group (by default those it has now).
  package static func stop(_ pid: pid_t, started: [pid_t]? = nil) {
    for descendant in (started ?? descendants(of: pid)).reversed() { kill(descendant, SIGKILL) }
    if kill(-pid, SIGKILL) != 0 { kill(pid, SIGKILL) }
  }

  /// The processes a program started, and those they started, found with `ps`.
  static func descendants(of pid: pid_t) -> [pid_t] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/ps")
    process.arguments = ["-A", "-o", "pid=", "-o", "ppid="]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [] }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var children: [pid_t: [pid_t]] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let numbers = line.split(separator: " ").compactMap { pid_t($0) }
      guard numbers.count == 2 else { continue }
      children[numbers[1], default: []].append(numbers[0])
    }
    var found: [pid_t] = []
    var queue = children[pid] ?? []
    while let next = queue.first {
      queue.removeFirst()
      found.append(next)
      queue += children[next] ?? []
    }
    return found
  }
}

/// The handler for Control-C while a program runs: asks it to stop (so that `swift test`
/// stops its test process), puts the terminal back, then ends the tool as the signal would
/// have.
private func stopCurrentThenExit(_ signalNumber: Int32) {
  let pid = ChildProcesses.current
  if pid > 0 && kill(-pid, SIGINT) != 0 { kill(pid, SIGINT) }
  ChildProcesses.keyboard?.restore()
  _exit(128 + signalNumber)
}
