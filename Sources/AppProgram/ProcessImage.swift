// Starting this program again in the same process, with a changed environment.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The running program, which can replace itself with a fresh copy of itself.
package enum ProcessImage {
  /// Replaces this process with a new run of the same executable and the same arguments,
  /// its environment changed by `changes`: the process id, the open terminal and the
  /// unread input stay; every object, static and cache is gone. Returns only when the
  /// system refuses, with the reason.
  package static func restart(changing changes: [String: String]) -> String {
    guard let executable = Bundle.main.executablePath else {
      return "the path of this program is not known"
    }
    var environment = ProcessInfo.processInfo.environment
    environment.merge(changes) { $1 }
    return replace(with: executable, arguments: CommandLine.arguments, environment: environment)
  }

  /// Replaces this process with a run of another program, as a shell's `exec` does: the
  /// process id, the open terminal and its signals (Ctrl-C reaches the program, not a
  /// parent waiting on it) pass to it. `arguments` starts with the program's name. Returns
  /// only when the system refuses (a file still busy after two seconds), with the reason.
  package static func replace(
    with executable: String, arguments: [String],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    // Whatever this process printed is written before its image is gone.
    fflush(nil)
    let arguments = arguments.map { strdup($0) } + [nil]
    let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      arguments.forEach { free($0) }
      variables.forEach { free($0) }
    }
    // A program just written (by the linker, or a test) can still be open for writing in a
    // child its writer forked meanwhile: the system says it is busy (ETXTBSY) until that
    // child starts its own program, so the start is tried again for a moment.
    for _ in 0..<40 {
      execve(executable, arguments, variables)
      guard errno == ETXTBSY else { break }
      usleep(50_000)
    }
    return String(cString: strerror(errno))
  }
}
