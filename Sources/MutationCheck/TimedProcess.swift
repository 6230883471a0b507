// Running a program with a time limit, in a process group of its own, so that it and
// everything it started can be stopped together.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a program run with a time limit ended.
package struct ProgramRun: Sendable {
  /// Its exit status (128 + the signal for a program a signal ended); nil when it was stopped
  /// at its time limit.
  package var status: Int32?
  /// What it wrote, standard output and error together.
  package var output: String
  /// How long it ran, in seconds.
  package var seconds: Double

  /// Whether it was stopped at its time limit.
  package var timedOut: Bool { status == nil }
  /// Whether it ended on its own with status 0.
  package var succeeded: Bool { status == 0 }
}

/// The process group of the program running now, for the Control-C handler to stop.
nonisolated(unsafe) private var runningGroup: pid_t = 0

/// Runs programs with a time limit.
package enum TimedProcess {
  /// Runs `arguments[0]` (found on `PATH`) in `folder`, output to a file, until it ends or
  /// `limit` seconds pass; then it and every process in its group are stopped.
  package static func run(
    _ arguments: [String], in folder: URL, limit: Double, environment: [String: String] = [:]
  ) throws -> ProgramRun {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stepwise-mutants-\(getpid())-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    // Darwin's spawn types are opaque pointers, Glibc's are structs
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else { throw MutationCheckError("no folder \(folder.path)") }
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)

    var variables = ProcessInfo.processInfo.environment
    variables.merge(environment) { _, new in new }
    guard let program = program(arguments[0], in: folder, path: variables["PATH"]) else {
      throw MutationCheckError("could not start \(arguments[0]): it is not on PATH")
    }
    // The program starts in `folder` by way of a shell that goes there and becomes it; this
    // process stays in its own folder, where its other threads read relative paths (Glibc's
    // spawn has no way to start a program in another folder).
    let command =
      ["/bin/sh", "-c", #"cd -- "$0" && exec "$@""#, folder.path, program]
      + arguments.dropFirst()
    let argv = command.map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }

    let started = Date()
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      throw MutationCheckError(
        "could not start \(arguments[0]): \(String(cString: strerror(spawned)))")
    }
    runningGroup = pid
    defer { runningGroup = 0 }

    let (ended, status) = waitForEnd(of: pid, startedAt: started, limit: limit)
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    let seconds = Date().timeIntervalSince(started)
    return ProgramRun(status: ended ? exitCode(status) : nil, output: output, seconds: seconds)
  }

  /// The executable `name` stands for: a path (from `folder` when relative), or else the
  /// first program of that name in the folders of `path`.
  static func program(_ name: String, in folder: URL, path: String?) -> String? {
    func isProgram(_ file: String) -> Bool {
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: file, isDirectory: &isFolder)
        && !isFolder.boolValue && FileManager.default.isExecutableFile(atPath: file)
    }
    if name.contains("/") {
      let file = name.hasPrefix("/") ? name : folder.appendingPathComponent(name).path
      return isProgram(file) ? file : nil
    }
    let folders = (path ?? "/usr/bin:/bin").split(separator: ":")
    return folders.map { "\($0)/\(name)" }.first(where: isProgram)
  }

  /// Waits for a started program to end, looking every twentieth of a second, until `limit`
  /// seconds after it started; then stops its group. Either way, what it left running in its
  /// group goes with it. Whether it ended by itself, and its wait status.
  private static func waitForEnd(of pid: pid_t, startedAt started: Date, limit: Double) -> (
    ended: Bool, status: Int32
  ) {
    var status: Int32 = 0
    while Date().timeIntervalSince(started) < limit {
      if waitpid(pid, &status, WNOHANG) == pid {
        // what the program left running (a helper it started) goes with it
        kill(-pid, SIGKILL)
        return (true, status)
      }
      usleep(50_000)
    }
    stopGroup(pid)
    waitpid(pid, &status, 0)
    return (false, status)
  }

  /// Makes Control-C stop the running program's whole group before this program ends.
  package static func stopChildrenOnInterrupt() {
    for signalNumber in [SIGINT, SIGTERM] {
      signal(signalNumber) { received in
        if runningGroup > 0 { kill(-runningGroup, SIGKILL) }
        _exit(128 + received)
      }
    }
  }

  private static func stopGroup(_ group: pid_t) {
    kill(-group, SIGTERM)
    for _ in 0..<40 {
      var status: Int32 = 0
      if waitpid(group, &status, WNOHANG) == group {
        kill(-group, SIGKILL)
        return
      }
      usleep(50_000)
    }
    kill(-group, SIGKILL)
  }

  private static func exitCode(_ status: Int32) -> Int32 {
    let signalNumber = status & 0x7f
    return signalNumber == 0 ? (status >> 8) & 0xff : 128 + signalNumber
  }
}

/// A failure of the mutation check itself, with what to tell the developer.
package struct MutationCheckError: Error, CustomStringConvertible {
  package var description: String

  package init(_ description: String) {
    self.description = description
  }
}
