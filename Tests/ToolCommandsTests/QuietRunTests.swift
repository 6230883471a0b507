// A green test run prints only the test library's own lines: the tests that damage files on
// purpose keep what the apps print to themselves.

import AppTestSupport
import Foundation
import Testing

@Suite struct QuietRunTests {
  /// The test targets whose apps print when their files are damaged or their saves fail.
  static let noisiest = [
    "Checklists04Tests", "Checklists06Tests", "Checklists07Tests", "Checklists08Tests",
    "TodoArchiverTests", "TodoCodableTests", "TodoCoreDataTests", "TaskMVCTests",
  ]

  @Test func theNoisiestTargetsPrintNothingButTheirResults() throws {
    // This very test bundle, run again on those targets alone.
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0])
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepwise-quiet-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: output) }
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try FileHandle(forWritingTo: output)
    let process = Process()
    process.executableURL = bundle
    process.arguments =
      ["--testing-library", "swift-testing"] + Self.noisiest.flatMap { ["--filter", $0] }
    process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    #expect(process.waitUntilExit(seconds: 600), "the noisiest suites end")
    try handle.close()
    let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")

    // The test library's events start with its symbols; XCTest adds its empty pass.
    let events = ["✔", "◇", "↳", "➜", "􀟈", "Test Suite", "\t Executed"]
    let others = lines.filter { line in !events.contains { line.hasPrefix($0) } }
    #expect(process.terminationStatus == 0)
    #expect(lines.contains { $0.hasPrefix("✔ Test run with") })
    #expect(others.isEmpty, "lines that are not test results:\n\(others.joined(separator: "\n"))")
  }
}
