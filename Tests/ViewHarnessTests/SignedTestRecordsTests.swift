// The course's test results as their runner signs them, and as the tool believes them.

import Foundation
import Testing

@testable import ViewHarness

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct SignedTestRecordsTests {
  let secret = "run-secret"
  let records = [
    #"{"kind":"test","payload":{"id":"ExerciseTests.A/one()","kind":"function"}}"#,
    #"{"kind":"event","payload":{"kind":"testStarted","testID":"ExerciseTests.A/one()"}}"#,
    #"{"kind":"event","payload":{"kind":"issueRecorded","messages":[{"text":"a b \u001E c"}]}}"#,
    #"{"kind":"event","payload":{"kind":"testEnded","testID":"ExerciseTests.A/one()"}}"#,
  ]

  /// The lines the runner writes for these records, its own last record after them when
  /// `ended`.
  func lines(_ records: [String], ended: Bool = true, secret: String? = nil) -> [String] {
    let all = records + (ended ? [SignedTestRecords.endRecord(passed: false)] : [])
    return all.enumerated().map {
      SignedTestRecords.line($1, number: $0 + 1, secret: secret ?? self.secret)
    }
  }

  func read(_ lines: [String]) -> SignedTestRecords.Reading {
    SignedTestRecords.read(lines.map { $0 + "\n" }.joined(), secret: secret)
  }

  @Test func theRunnersRecordsReadBackWholeAndEnded() {
    let reading = read(lines(records))
    #expect(reading.records == records)
    #expect(reading.ended)
    #expect(reading.foreignLine == nil)
  }

  /// A run stopped before its end (a crash, the time limit, or the app's code calling
  /// `exit(0)`) keeps what it wrote, and is not ended.
  @Test func aRunWithoutTheRunnersLastRecordIsNotEnded() {
    let reading = read(lines(records, ended: false))
    #expect(reading.records == records)
    #expect(!reading.ended)
    #expect(reading.foreignLine == nil)
    #expect(SignedTestRecords.read("", secret: secret) == SignedTestRecords.Reading())
  }

  /// A program that ended while it wrote a line (the disk full) leaves a part of it, after the
  /// last line break: the records before it are read, and the run did not end.
  @Test func aLastLineWithNoLineBreakIsAPartOfOneAndNotRead() throws {
    let written = lines(records)
    let cut = written.dropLast().map { $0 + "\n" }.joined() + written.last!.prefix(20)
    let reading = SignedTestRecords.read(cut, secret: secret)
    #expect(reading.records == records)
    #expect(!reading.ended)
    #expect(reading.foreignLine == nil)
  }

  /// The runner's writer says when the system refused a line, so that the runner ends rather
  /// than going on with a record missing.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func aRecordTheSystemRefusesIsSaid() throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0)
    defer { close(full) }
    let writer = CourseTestRun.RecordWriter(descriptor: full, secret: secret)
    #expect(!writer.write(records[0]))
  }

  /// Each way of writing over the results breaks the chain at the first line changed: a
  /// record rewritten (a failed test's issue made another), one left out, two swapped, one
  /// added unsigned, one added after the end, a whole run signed under another secret (an
  /// earlier run's), and a line cut short.
  @Test(arguments: 0..<8)
  func resultsWrittenByOtherCodeBreakTheChainWhereTheyBegin(_ attack: Int) {
    var written = lines(records)
    let expected: Int
    switch attack {
    case 0:
      written[2] = written[2].replacingOccurrences(of: "issueRecorded", with: "testStarted")
      expected = 3
    case 1:
      written.remove(at: 2)
      expected = 3
    case 2:
      written.swapAt(1, 2)
      expected = 2
    case 3:
      written.insert(records[3], at: 3)
      expected = 4
    case 4:
      written.append(SignedTestRecords.line(records[3], number: 6, secret: secret))
      expected = 6
    case 5:
      written = lines(records, secret: "an earlier run's secret")
      expected = 1
    case 6:
      written[3] = String(written[3].dropLast(5))
      expected = 4
    default:
      written[0] = "tests ran: " + written[0]
      expected = 1
    }
    let reading = read(written)
    #expect(reading.foreignLine == expected)
    #expect(reading.records == Array(records.prefix(expected - 1)))
  }

  @Test func theRunnersArgumentsGiveSwiftTestingItsConfiguration() throws {
    let arguments = try CourseTestRun.Arguments(
      [
        "--results", "/tmp/r.jsonl", "--filter", "^ExerciseTests\\.A/", "--attachments", "/tmp/a",
        "--filter", "^ExerciseTests\\.B/",
      ][...])
    #expect(arguments.results == "/tmp/r.jsonl")
    let configuration = try #require(
      try JSONSerialization.jsonObject(with: Data(arguments.configuration)) as? [String: Any])
    #expect(configuration["filter"] as? [String] == ["^ExerciseTests\\.A/", "^ExerciseTests\\.B/"])
    #expect(configuration["attachmentsPath"] as? String == "/tmp/a")
    #expect(configuration["parallel"] as? Bool == false)
    #expect(configuration["eventStreamVersion"] as? Int == 0)
  }

  @Test(arguments: [
    (["--filter"], "--filter needs a value"),
    (["--results", "r", "--verbose", "1"], "unknown argument --verbose"),
    (["--filter", "x"], "--results FILE is required"),
  ])
  func argumentsTheRunnerCannotReadAreRefused(_ words: [String], _ reason: String) {
    #expect(throws: CourseTestRun.Refusal.self) {
      try CourseTestRun.Arguments(words[...])
    }
    do {
      _ = try CourseTestRun.Arguments(words[...])
    } catch {
      #expect(error.reason == reason)
    }
  }
}
