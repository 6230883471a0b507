// The course's test runner run as the tutorial's structure checks run it: this test program
// started again, asked for one XCTest case that hands Swift Testing the suites named.

import AppTestSupport
import Foundation
import Testing
import XCTest

@testable import ViewHarness

/// Two tests for the runner to run, one passing and one failing; they run only in a test
/// program the runner was started in (``CourseTestRunTests``), where the results' file is
/// named.
@Suite(.enabled(if: ProcessInfo.processInfo.environment[CourseTestRun.resultsVariable] != nil))
struct CourseTestRunProbe {
  @Test func holds() {
    #expect(2 + 2 == 4)
  }

  @Test func fails() {
    #expect(Bool(false), "planted for the runner's records")
  }
}

/// The one XCTest case the runner is started from, as the tutorial's check package writes it
/// (`StepwiseCheckRun`): it runs nothing unless the results' file is named.
nonisolated final class CourseTestRunHost: XCTestCase {
  func testRun() async {
    guard ProcessInfo.processInfo.environment[CourseTestRun.resultsVariable] != nil else {
      return
    }
    await CourseTestRun.runNamedByTheEnvironment()
  }
}

#if os(Linux)
  @Suite struct CourseTestRunTests {
    /// What a run of the runner left: its records as the tool reads them, and what it said
    /// on standard error.
    struct Run {
      var text: String?
      var reading: SignedTestRecords.Reading?
      var error: String
    }

    /// Starts this test program again with the runner's variables, as the tutorial's check
    /// starts the learner's: the secret (unless nil), the results' file and the filters.
    func run(secret: String?, filters: [String]) throws -> Run {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("course-test-run-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let results = folder.appendingPathComponent("records.jsonl")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      process.arguments = [
        "--testing-library", "xctest", "ViewHarnessTests.CourseTestRunHost/testRun",
      ]
      var environment = ProcessInfo.processInfo.environment
      environment[AppChannel.secretVariable] = secret
      environment[CourseTestRun.resultsVariable] = results.path
      environment[CourseTestRun.filtersVariable] = filters.joined(separator: "\n")
      process.environment = environment
      // What it says goes to a file, read once it has ended: a program that hangs is killed at
      // the deadline, and the records then have no end.
      let errors = folder.appendingPathComponent("errors.txt")
      try Data().write(to: errors)
      let errorFile = try FileHandle(forWritingTo: errors)
      defer { try? errorFile.close() }
      process.standardError = errorFile
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit(seconds: 120)
      let said = (try? Data(contentsOf: errors)) ?? Data()
      let text = try? String(contentsOf: results, encoding: .utf8)
      return Run(
        text: text,
        reading: text.map { SignedTestRecords.read($0, secret: secret ?? "") },
        error: String(decoding: said, as: UTF8.self))
    }

    /// The records' JSON objects of a kind of event (`testEnded`, `issueRecorded`…).
    func events(_ kind: String, in records: [String]) -> [[String: Any]] {
      records.compactMap { record in
        guard
          let object = try? JSONSerialization.jsonObject(with: Data(record.utf8))
            as? [String: Any],
          object["kind"] as? String == "event",
          let payload = object["payload"] as? [String: Any],
          payload["kind"] as? String == kind
        else { return nil }
        return payload
      }
    }

    @Test func theSuitesNamedRunAndEveryRecordIsSignedInOrderUpToTheRunnersEnd() throws {
      let secret = UUID().uuidString
      let run = try run(secret: secret, filters: ["^ViewHarnessTests\\.CourseTestRunProbe/"])
      let reading = try #require(run.reading, "no records: \(run.error)")
      #expect(reading.foreignLine == nil)
      #expect(reading.ended, "\(run.error)")
      #expect(!run.error.contains("error:"), "\(run.error)")
      // The runner's own last record: a test failed.
      #expect(run.text?.contains(SignedTestRecords.endRecord(passed: false)) == true)
      let ended = events("testEnded", in: reading.records).compactMap { $0["testID"] as? String }
      // A test's id: its suite, its name and where it is (`…Probe/holds()/File.swift:15:4`).
      let tests = ended.map { $0.components(separatedBy: "/") }.filter { $0.count > 1 }
      #expect(Set(tests.map { $0[1] }) == ["holds()", "fails()"], "\(ended)")
      #expect(ended.allSatisfy { $0.hasPrefix("ViewHarnessTests.CourseTestRunProbe") }, "\(ended)")
      let issues = events("issueRecorded", in: reading.records)
        .compactMap { $0["testID"] as? String }
      #expect(issues.count == 1 && issues.allSatisfy { $0.contains("/fails()/") }, "\(issues)")
      // Under any other secret, not one line is the runner's.
      let other = SignedTestRecords.read(run.text ?? "", secret: "another run's secret")
      #expect(other.foreignLine == 1 && other.records.isEmpty)
    }

    @Test func withoutTheSecretTheRunnerRunsNothingAndSaysWhy() throws {
      let run = try run(secret: nil, filters: ["^ViewHarnessTests\\.CourseTestRunProbe/"])
      #expect(run.reading == nil, "records written without a secret")
      #expect(run.error.contains(CourseTestRun.Refusal.noSecret.reason), "\(run.error)")
    }
  }
#endif

@Suite struct RecordWriterTests {
  /// The writer's lines read back as the runner wrote them, numbered from one, and ended by
  /// the runner's last record.
  @Test func writtenRecordsReadBackNumberedFromOneAndEnded() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("records-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    try #require(descriptor >= 0)
    let writer = CourseTestRun.RecordWriter(descriptor: descriptor, secret: "s")
    let records = [#"{"kind":"test"}"#, #"{"kind":"event"}"#]
    for record in records + [SignedTestRecords.endRecord(passed: true)] {
      #expect(writer.write(record))
    }
    close(descriptor)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.hasPrefix(SignedTestRecords.line(records[0], number: 1, secret: "s") + "\n"))
    let reading = SignedTestRecords.read(text, secret: "s")
    #expect(reading == SignedTestRecords.Reading(records: records, ended: true, foreignLine: nil))
  }
}
