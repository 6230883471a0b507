// A test process's container, kept in a folder from one run to the next when asked, as a
// simulator keeps an app's between runs of its tests.

import Foundation
import Testing

@testable import HeadlessUIKitCore

@Suite struct KeptContainerTests {
  /// Where the probe below writes what it found, when this suite runs it as a child.
  static let reportVariable = "STEPWISE_KEPT_CONTAINER_REPORT"

  @Test func aContainerNamedByTheEnvironmentKeepsFilesAndPreferencesForTheNextRun() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let container = folder.appendingPathComponent("Container")
    let first = try Self.probe(container: container, in: folder)
    let second = try Self.probe(container: container, in: folder)

    #expect(first == "files: 0, runs: 0", "a new container starts empty")
    #expect(second == "files: 1, runs: 1", "the second run finds what the first left")
    #expect(
      FileManager.default.fileExists(
        atPath: container.appendingPathComponent("Documents/run-1.txt").path))
  }

  @Test func withoutItEachRunStartsEmptyAndLeavesNothing() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try Self.probe(container: nil, in: folder)
    let second = try Self.probe(container: nil, in: folder)
    #expect(first == "files: 0, runs: 0")
    #expect(second == "files: 0, runs: 0")
  }

  @Test func aContainerThatCannotBeThereIsANewOneNotTheUsersFolders() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("NotAFolder")
    try Data("x".utf8).write(to: file)
    #expect(try Self.probe(container: file, in: folder) == "files: 0, runs: 0")
    #expect(try Self.probe(container: file, in: folder) == "files: 0, runs: 0")
    #expect(try Data(contentsOf: file) == Data("x".utf8))
  }

  /// A new folder of the test's own.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepwise-kept-container-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Runs ``probeTheContainer()`` in a test process of its own (this very bundle), with its
  /// container kept in `container` when given; returns what the probe found.
  static func probe(container: URL?, in folder: URL) throws -> String {
    let report = folder.appendingPathComponent("report-\(UUID().uuidString).txt")
    var environment = ProcessInfo.processInfo.environment
    environment[reportVariable] = report.path
    environment[AppContainer.keptContainerVariable] = container?.path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = [
      "--testing-library", "swift-testing", "--filter", "KeptContainerTests/probeTheContainer",
    ]
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return try String(contentsOf: report, encoding: .utf8)
  }

  /// Run by ``probe(container:in:)`` only: counts the files in Documents and a preference,
  /// reports both, then adds one to each.
  @Test(.enabled(if: ProcessInfo.processInfo.environment[reportVariable] != nil))
  func probeTheContainer() throws {
    let report = try #require(ProcessInfo.processInfo.environment[Self.reportVariable])
    let sandbox = try #require(AppContainer.testProcessSandbox)
    let defaults = try #require(AppContainer.testProcessDefaults)
    let documents = sandbox.documentsDirectory
    let files = try FileManager.default.contentsOfDirectory(atPath: documents.path).count
    let runs = defaults.integer(forKey: "runs")
    try Data("files: \(files), runs: \(runs)".utf8).write(to: URL(fileURLWithPath: report))
    try Data().write(to: documents.appendingPathComponent("run-\(runs + 1).txt"))
    defaults.set(runs + 1, forKey: "runs")
  }
}
