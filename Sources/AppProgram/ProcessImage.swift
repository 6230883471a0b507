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
    let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
    let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      arguments.forEach { free($0) }
      variables.forEach { free($0) }
    }
    execve(executable, arguments, variables)
    return String(cString: strerror(errno))
  }
}
