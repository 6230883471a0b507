// Finds the built `stepwise` executable next to the test bundle and runs it as a user would.

import Foundation
import StepwiseTestSupport

/// What one run of the built executable did.
struct ProcessRun {
  var status: Int32
  var output: String
  var error: String
}

/// The `stepwise` executable that `swift build` put in the same products folder as the tests.
///
/// The test target depends on the `stepwise` target, so building the tests builds it. Its
/// folder is found from the test bundle (or the test process itself), which lives there too.
enum BuiltTool {
  /// Why the executable could not be found.
  struct NotFound: Error, CustomStringConvertible {
    var searched: [String]
    var description: String {
      "the stepwise executable is not in " + searched.joined(separator: ", ")
        + "; build it with swift build"
    }
  }

  /// The executable's location.
  static func url() throws -> URL {
    var folders: [URL] = []
    let bundles = [Bundle.main] + Bundle.allBundles
    for bundle in bundles {
      var folder = bundle.bundleURL
      // On macOS the bundle is .build/debug/XTests.xctest; on Linux its folder is the
      // products folder itself. Look in the folder and a few above it.
      for _ in 0..<4 {
        folders.append(folder)
        folder = folder.deletingLastPathComponent()
      }
    }
    if let process = CommandLine.arguments.first {
      folders.append(URL(fileURLWithPath: process).deletingLastPathComponent())
    }
    for folder in folders {
      let candidate = folder.appendingPathComponent("stepwise")
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return candidate.standardizedFileURL
      }
    }
    throw NotFound(searched: folders.map(\.path))
  }

  /// Runs the executable with arguments and standard input, in a folder, with `home` as
  /// its home and nothing else from the test's environment but `PATH`.
  static func run(
    _ arguments: [String], input: String = "", in folder: URL, home: URL,
    environment: [String: String] = [:]
  ) throws -> ProcessRun {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepwise-run-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let inputFile = scratch.appendingPathComponent("in")
    let outputFile = scratch.appendingPathComponent("out")
    let errorFile = scratch.appendingPathComponent("err")
    try Data(input.utf8).write(to: inputFile)
    try Data().write(to: outputFile)
    try Data().write(to: errorFile)

    let process = Process()
    process.executableURL = try url()
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = [
      "HOME": home.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
    ].merging(environment) { $1 }
    process.standardInput = try FileHandle(forReadingFrom: inputFile)
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    process.waitUntilExit()
    return ProcessRun(
      status: process.terminationStatus,
      output: try String(contentsOf: outputFile, encoding: .utf8),
      error: try String(contentsOf: errorFile, encoding: .utf8))
  }

  /// The package this test file belongs to.
  static let packageRoot = PackageRoot.url
}

extension BuiltTool {
  /// Starts the executable with a new pseudo-terminal as its standard input, output and
  /// error; the caller types and reads on the terminal, then waits for the process.
  static func startInTerminal(
    _ arguments: [String], in folder: URL, home: URL, environment: [String: String] = [:]
  ) throws -> (Process, PseudoTerminal) {
    let terminal = try PseudoTerminal()
    let process = Process()
    process.executableURL = try url()
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = [
      "HOME": home.path, "TERM": "xterm",
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
    ].merging(environment) { $1 }
    let handle = FileHandle(fileDescriptor: terminal.terminal, closeOnDealloc: false)
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    terminal.closeTerminalSide()
    return (process, terminal)
  }
}
