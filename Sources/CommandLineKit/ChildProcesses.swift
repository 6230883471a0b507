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

  /// The variable every program the tool runs gets, with a value of that run's own: the
  /// processes it starts inherit it, so that those left running after it ended (a process
  /// moved to a session of its own with `setsid`, which no signal to the program's group or
  /// to its descendants reaches once its parent is gone) can be found and stopped.
  package static let runVariable = "STEPWISE_RUN"

  /// Kills every process still running that carries this run's mark (``runVariable``), and
  /// says how many: what a program left behind when it ended. Only where there is `/proc`
  /// (Linux); elsewhere nothing, and 0. A process that clears its environment before it
  /// starts another escapes this: a grade as another user stops every process of that user
  /// as well (`ChildUser.stopProcesses(except:)`).
  @discardableResult
  package static func stopLeftovers(ofRun run: String) -> Int {
    #if os(Linux)
      let mark = Array("\(runVariable)=\(run)".utf8) + [0]
      var stopped = 0
      // Until none is left: one may start another while the others are killed.
      for _ in 0..<5 {
        var found = false
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
          guard let pid = pid_t(name), pid != getpid(),
            let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
            carries(environment, mark)
          else { continue }
          found = true
          if kill(pid, SIGKILL) == 0 { stopped += 1 }
        }
        if !found { break }
        usleep(10_000)
      }
      return stopped
    #else
      return 0
    #endif
  }

  /// Whether a process has ended and waits to be reaped (a zombie); false where there is no
  /// `/proc`.
  package static func hasEnded(_ pid: pid_t) -> Bool {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = text.lastIndex(of: ")")
    else { return false }
    return text[text.index(after: end)...].split(separator: " ").first == "Z"
  }

  /// Whether a process's environment (`NAME=value` entries, each ended by a zero byte)
  /// holds this entry, ended by its zero byte.
  static func carries(_ environment: Data, _ entry: [UInt8]) -> Bool {
    let bytes = [UInt8](environment)
    guard bytes.count >= entry.count else { return false }
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: 0) ?? bytes.count
      if end - start + 1 == entry.count, bytes[start...end].elementsEqual(entry) { return true }
      start = end + 1
    }
    return false
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
