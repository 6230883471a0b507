// A command line run as a learner's shell runs it, for the lines the tool prints to copy.

import Foundation

/// A command line run by `/bin/sh`, as a learner's shell runs it.
package struct ShellRun {
  /// The exit status.
  package var status: Int32
  /// What it wrote, output and errors together.
  package var output: String

  /// Runs `command` in `folder`, with `folder` as its home and data folder, and `path`
  /// before the `PATH`.
  package init(_ command: String, in folder: URL, path: String? = nil) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["HOME"] = folder.path
    environment["XDG_DATA_HOME"] = folder.path
    if let path { environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin") }
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    status = process.terminationStatus
    output = String(decoding: data, as: UTF8.self)
  }
}
