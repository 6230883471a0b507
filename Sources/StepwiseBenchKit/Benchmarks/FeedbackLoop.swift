// Benchmark 5: how long a learner waits after editing one file of one stage.

import Foundation

/// Times the edit–build–test loop by running the real tools: edit one source file of a stage,
/// `swift build --build-tests`, then `swift test --skip-build` for the whole suite.
///
/// The edit adds a comment line at the end of the file (touching the file is not enough: the
/// compiler sees that its contents did not change). The file's original text is put back as
/// soon as the build is done, before the tests run, because the chapters' tests compare the
/// sources on disk with the chapters; the built code is the same either way. Not part of
/// `--quick`: it builds the package, so it cannot run inside its own tests.
struct FeedbackLoop {
  /// The package's folder (where `Package.swift` is).
  let packageRoot: URL
  /// How many times to go round the loop.
  let runs: Int
  /// The file edited before each build, relative to the package.
  let editedFile = "Sources/Checklists06/Model/ChecklistItem.swift"

  /// The command that runs this benchmark.
  static let command = "swift run -c release stepwise-bench feedback"

  /// Goes round the loop `runs` times.
  func run() throws -> FeedbackResult {
    let manifest = packageRoot.appendingPathComponent("Package.swift")
    guard FileManager.default.fileExists(atPath: manifest.path) else {
      throw BenchmarkError.usage(
        "feedback: run it from the package's folder (no Package.swift in \(packageRoot.path))")
    }
    let file = packageRoot.appendingPathComponent(editedFile)
    let original = try String(contentsOf: file, encoding: .utf8)
    defer { try? original.write(to: file, atomically: true, encoding: .utf8) }
    var result = FeedbackResult(editedFile: editedFile)
    for run in 1...max(runs, 1) {
      let edit = original + "// An edit by stepwise-bench feedback, run \(run); put back after.\n"
      try edit.write(to: file, atomically: true, encoding: .utf8)
      let build = try runSwift(["build", "--build-tests"])
      result.buildSeconds.append(build.seconds)
      try original.write(to: file, atomically: true, encoding: .utf8)
      let test = try runSwift(["test", "--skip-build"])
      result.testSeconds.append(test.seconds)
      if let summary = TestSummary(output: test.output) {
        result.executionSeconds.append(summary.seconds)
        result.testCount = summary.tests
      }
    }
    return result
  }

  /// Runs `swift` with arguments in the package folder and times it.
  private func runSwift(_ arguments: [String]) throws -> (seconds: Double, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.currentDirectoryURL = packageRoot
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    let clock = ContinuousClock()
    let start = clock.now
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let seconds = (clock.now - start).seconds
    let output = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw BenchmarkError.commandFailed(
        "swift " + arguments.joined(separator: " "), process.terminationStatus,
        String(output.suffix(4_000)))
    }
    return (seconds, output)
  }
}
