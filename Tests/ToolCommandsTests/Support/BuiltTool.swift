// The built `stepwise` executable, run as a user would.

import AppTestSupport
import CommandLineKit
import Foundation
import ToolTestSupport

/// The `stepwise` executable that `swift build` put next to the tests.
enum BuiltTool {
  /// The program.
  static let program = BuiltProgram(named: "stepwise")

  /// The executable's location.
  static func url() throws -> URL { try program.url() }

  /// Runs `stepwise` with arguments and standard input, in a folder, with `home` as its
  /// home and nothing else from the test's environment but `PATH`; killed after `timeout`
  /// seconds.
  static func run(
    _ arguments: [String], input: String = "", in folder: URL, home: URL,
    environment: [String: String] = [:], timeout: TimeInterval = 900
  ) throws -> ProcessRun {
    try program.run(
      arguments, input: input, in: folder, home: home, environment: environment,
      timeout: timeout)
  }

  /// Starts `stepwise` on a new pseudo-terminal.
  static func startInTerminal(
    _ arguments: [String], in folder: URL, home: URL, environment: [String: String] = [:]
  ) throws -> (Process, PseudoTerminal) {
    try program.startInTerminal(arguments, in: folder, home: home, environment: environment)
  }

  /// The package this test file belongs to.
  static let packageRoot = PackageRoot.url
}
