// Reads the JSON event stream Swift Testing writes, into one outcome per test.

import Foundation
import StepwiseBasics

/// The events `swift test --event-stream-output-path FILE --event-stream-version 0` writes:
/// one JSON object per line, first a record per test, then what happened to each.
///
/// Reading them gives, for every test, whether it passed, the failing expectations with
/// their lines, and the paths of the transcripts the tests attached.
package struct TestEventStream {
  /// The issue of a test that started and never ended: the test process stopped in it. The
  /// testers replace it with why the process stopped, and find it by this text.
  package static var stoppedDuringTest: String {
    localized("The test process stopped during this test (a crash, or the time limit).")
  }

  /// The tests found, by their id, in the order they were declared.
  private(set) var tests: [String: TestOutcome] = [:]
  /// The ids of the tests in the order they were declared.
  private(set) var testIDs: [String] = []
  /// The tests that started and ended.
  private(set) var ended: Set<String> = []
  /// The tests that started.
  private(set) var started: Set<String> = []
  /// Whether the whole run came to its end (false after a crash or a kill).
  private(set) var runEnded = false

  /// Swift Testing's difference of two collections, `inserted [a], removed [b]` (what the
  /// left side of `==` has that the right lacks, and the other way), in plain words; any
  /// other text as it is.
  static func plainDifference(_ text: String) -> String {
    var inserted: Substring?
    var removed: Substring?
    if text.hasPrefix("inserted ["), text.hasSuffix("]") {
      let both = text.dropFirst("inserted ".count)
      if let split = both.range(of: "], removed [", options: .backwards) {
        inserted = both[..<split.lowerBound] + "]"
        removed = "[" + both[split.upperBound...]
      } else {
        inserted = both
      }
    } else if text.hasPrefix("removed ["), text.hasSuffix("]") {
      removed = text.dropFirst("removed ".count)
    }
    switch (inserted, removed) {
    case (let left?, let right?):
      return localized(
        "only on the left of ==: \(String(left)); only on the right: \(String(right))")
    case (let left?, nil):
      return localized("only on the left of ==: \(String(left))")
    case (nil, let right?):
      return localized("only on the right of ==: \(String(right))")
    case (nil, nil):
      return text
    }
  }

  /// Reads the stream's lines; lines that are not events are skipped.
  package init(_ text: String) {
    let decoder = JSONDecoder()
    for line in text.split(separator: "\n") {
      guard let record = try? decoder.decode(Record.self, from: Data(line.utf8)) else {
        continue
      }
      read(record)
    }
  }

  /// The outcomes of the tests of one suite of one module (`Module.Suite/name()`), in
  /// declaration order, with their status settled: a test that started and never ended is an
  /// error. A suite of the same name in another module (a learner's own, named as the
  /// course's) is not among them.
  package func outcomes(ofSuite suite: String, inModule module: String) -> [TestOutcome] {
    outcomes(of: ids(ofSuite: suite, inModule: module))
  }

  /// The outcomes of every test of one module (`Module.Suite/name()`), settled as
  /// ``outcomes(ofSuite:inModule:)`` settles them.
  package func outcomes(ofModule module: String) -> [TestOutcome] {
    outcomes(of: testIDs.filter { $0.hasPrefix(module + ".") })
  }

  /// The outcomes of these tests, settled, in the order of their lines.
  private func outcomes(of ids: [String]) -> [TestOutcome] {
    ids.compactMap { id in
      guard var outcome = tests[id] else { return nil }
      if !ended.contains(id) {
        outcome.status = .error
        if outcome.issues.isEmpty {
          let reason =
            started.contains(id)
            ? Self.stoppedDuringTest
            : localized("This test did not run: the test process stopped before it.")
          outcome.issues.append(TestOutcome.Issue(message: reason, line: nil))
        }
      }
      return outcome
    }
    .sorted { ($0.line ?? 0) < ($1.line ?? 0) }
  }

  /// Whether every test of one suite of one module ran to its end.
  package func finished(suite: String, inModule module: String) -> Bool {
    let ids = ids(ofSuite: suite, inModule: module)
    return !ids.isEmpty && ids.allSatisfy(ended.contains)
  }

  /// Whether any test of one suite of one module started.
  package func started(suite: String, inModule module: String) -> Bool {
    ids(ofSuite: suite, inModule: module).contains(where: started.contains)
  }

  /// The ids of one suite's tests in one module, in the order they were declared.
  private func ids(ofSuite suite: String, inModule module: String) -> [String] {
    testIDs.filter { $0.hasPrefix(module + ".") && Self.suite(ofTestID: $0) == suite }
  }

  /// The suite of a test id such as `ExerciseTests.Checklists01ItemCountTests/name()/…`.
  package static func suite(ofTestID id: String) -> String {
    let beforeSlash = id.prefix { $0 != "/" }
    return String(beforeSlash.split(separator: ".").last ?? beforeSlash)
  }

  /// Takes in one line: a test is recorded, an event changes what is known about one.
  private mutating func read(_ record: Record) {
    let payload = record.payload
    if record.kind == "test" {
      guard payload.kind == "function", let id = payload.id else { return }
      testIDs.append(id)
      var outcome = TestOutcome(
        name: payload.name ?? id, status: .pass, line: payload.sourceLocation?.line)
      outcome.suite = Self.suite(ofTestID: id)
      outcome.fileID = payload.sourceLocation?.fileID
      outcome.filePath = payload.sourceLocation?.filePath
      tests[id] = outcome
      return
    }
    guard record.kind == "event", let kind = payload.kind else { return }
    if kind == "runEnded" { runEnded = true }
    guard let id = payload.testID, tests[id] != nil else { return }
    switch kind {
    case "testStarted":
      started.insert(id)
    case "testEnded":
      ended.insert(id)
    case "issueRecorded":
      guard payload.issue?.isKnown != true else { return }
      let messages = payload.messages ?? []
      let text = messages.map { message in
        message.symbol == "difference" ? Self.plainDifference(message.text) : message.text
      }
      .joined(separator: "\n")
      let isError = text.hasPrefix("Caught error")
      // Swift Testing gives an expectation's comment as a message of its own, "details".
      let details = messages.filter { $0.symbol == "details" }.map(\.text)
      var issue = TestOutcome.Issue(
        message: text, line: payload.issue?.sourceLocation?.line,
        column: payload.issue?.sourceLocation?.column,
        comment: details.isEmpty ? nil : details.joined(separator: "\n"))
      issue.fileID = payload.issue?.sourceLocation?.fileID
      issue.filePath = payload.issue?.sourceLocation?.filePath
      tests[id]?.issues.append(issue)
      if isError || tests[id]?.status == .error {
        tests[id]?.status = .error
      } else {
        tests[id]?.status = .fail
      }
    case "valueAttached":
      if let path = payload.attachment?.path,
        let text = try? String(contentsOfFile: path, encoding: .utf8)
      {
        tests[id]?.transcripts.append(text)
      }
    default:
      break
    }
  }

  /// One line of the stream.
  private struct Record: Decodable {
    package var kind: String
    package var payload: Payload
  }

  /// The fields of a test record or an event that the runner reads.
  private struct Payload: Decodable {
    package var kind: String?
    package var id: String?
    package var name: String?
    package var sourceLocation: Location?
    package var testID: String?
    package var messages: [Message]?
    package var issue: IssueRecord?
    package var attachment: AttachmentRecord?
  }

  /// Where in a file something is.
  private struct Location: Decodable {
    package var fileID: String?
    /// The file's whole path, as the compiler was given it (`_filePath`).
    package var filePath: String?
    package var line: Int?
    package var column: Int?

    enum CodingKeys: String, CodingKey {
      case fileID, line, column
      case filePath = "_filePath"
    }
  }

  /// One line of what Swift Testing says about an event.
  private struct Message: Decodable {
    package var text: String
    /// What kind of message it is: `fail`, `details` (a comment), …
    package var symbol: String?
  }

  /// An issue: whether it was expected, and where it was recorded.
  private struct IssueRecord: Decodable {
    package var isKnown: Bool?
    package var sourceLocation: Location?
  }

  /// An attachment, and the file it was saved to.
  private struct AttachmentRecord: Decodable {
    package var path: String?
  }
}
