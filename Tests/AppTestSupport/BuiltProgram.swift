// Finds a program `swift build` made next to the test bundle and runs it as a user would.

import CommandLineKit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one run of a built program did.
public struct ProcessRun {
  /// The exit status.
  public var status: Int32
  /// What it wrote to standard output.
  public var output: String
  /// What it wrote to standard error.
  public var error: String
}

/// An executable of this package, which `swift build` put in the same products folder as the
/// tests: `stepwise`, or an app whose delegate is marked `@main`.
///
/// A test target that depends on the executable's target builds it. Its folder is found from
/// the test bundle (or the test process itself), which lives there too.
public struct BuiltProgram: Sendable {
  /// The executable's name.
  public let name: String
  /// The folder it is in, when not the one `swift build` made.
  public let folder: URL?

  /// The executable of this name.
  public init(named name: String) {
    self.name = name
    folder = nil
  }

  /// The executable of this name in a folder: a copy of one, as `install` makes.
  public init(named name: String, in folder: URL) {
    self.name = name
    self.folder = folder
  }

  /// Why the executable could not be found.
  public struct NotFound: Error, CustomStringConvertible {
    /// The executable's name.
    public var name: String
    /// The folders looked in.
    public var searched: [String]
    /// The message.
    public var description: String {
      "the \(name) executable is not in " + searched.joined(separator: ", ")
        + "; build it with swift build"
    }
  }

  /// The executable's location.
  public func url() throws -> URL {
    if let folder { return folder.appendingPathComponent(name) }
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
      let candidate = folder.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return candidate.standardizedFileURL
      }
    }
    throw NotFound(name: name, searched: folders.map(\.path))
  }

  /// Runs the executable with arguments and standard input, in a folder, with `home` as
  /// its home and nothing else from the test's environment but `PATH`; a run still going
  /// after `timeout` seconds (a server that should have refused to start, or a program that
  /// hangs) is killed.
  public func run(
    _ arguments: [String], input: String = "", in folder: URL, home: URL,
    environment: [String: String] = [:], timeout: TimeInterval = 900
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
    process.waitUntilExit(seconds: timeout)
    return ProcessRun(
      status: process.terminationStatus,
      output: try String(contentsOf: outputFile, encoding: .utf8),
      error: try String(contentsOf: errorFile, encoding: .utf8))
  }

  /// Starts the executable with a new pseudo-terminal as its standard input, output and
  /// error; the caller types and reads on the terminal, then waits for the process.
  package func startInTerminal(
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
    try terminal.start(process)
    return (process, terminal)
  }
}
