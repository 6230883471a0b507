// A command line run as a learner's shell runs it, for the lines the tool prints to copy.

import CommandLineKit
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
    var environment = ["NO_COLOR": "1", "HOME": folder.path, "XDG_DATA_HOME": folder.path]
    if let path {
      let inherited = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
      environment["PATH"] = path + ":" + inherited
    }
    let run = try ExternalCommand(
      "/bin/sh", ["-c", command], in: folder, extraEnvironment: environment
    ).run()
    status = run.status
    output = run.output
  }
}
