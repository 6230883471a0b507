// A class report: every lesson's results in the shape of Exercism's results.json (v3).

import Foundation

/// What `stepwise exercises --report FILE` writes: for each exercise, an object in the
/// shape Exercism's test runners write to `results.json` (version 3), so that a teacher can
/// collect a class's files offline and read them with the same tools.
///
/// ```json
/// {
///   "exercises": {
///     "checklists-01/item-count": {
///       "version": 3, "status": "fail", "message": null,
///       "tests": [{"name": "…", "status": "fail", "message": "…", "test_code": "…"}]
///     }
///   },
///   "generated": "2026-11-22T13:40:00Z", "learner": "ada", "hints_shown": {…},
///   "summary": {"pass": 3, "fail": 16, "error": 1, "total": 20}
/// }
/// ```
///
/// `status` is `pass` (every test passed), `fail` (a test failed or stopped with an error)
/// or `error` (no test ran: the code did not compile, or the tests were changed, and
/// `message` says which). Tests come in the order of their test file; `test_code` is each
/// test's body.
///
/// A lesson that judges the learner's own test (a test-first step) also gives `message`
/// when it fails, since its one test is the learner's file and says nothing itself, and
/// `survivors`: the planted bugs the test let through, each with its name and what the
/// learner read (`[]` when none did, absent for other lessons).
package struct LessonReport: Encodable {
  /// One exercise, as Exercism's `results.json` version 3.
  package struct Results: Encodable {
    /// The version of the format: always 3.
    package var version = 3
    /// `pass`, `fail` or `error`.
    package var status: LessonStatus
    /// Why no test ran; null otherwise.
    package var message: String?
    /// Each test.
    package var tests: [Test]
    /// The planted bugs a learner's test let through; nil for a lesson that judges no test
    /// of the learner's.
    package var survivors: [Survivor]?

    package enum CodingKeys: String, CodingKey {
      case version, status, message, tests, survivors
    }

    /// Writes `message` as null when there is none, as the examples of the format do.
    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(version, forKey: .version)
      try container.encode(status, forKey: .status)
      try container.encode(message, forKey: .message)
      try container.encode(tests, forKey: .tests)
      try container.encodeIfPresent(survivors, forKey: .survivors)
    }
  }

  /// A planted bug that a learner's test did not catch: the test passed on the app with
  /// that bug too.
  package struct Survivor: Codable, Sendable, Equatable {
    /// The planted bug's name: `new-item-undated`.
    package var name: String
    /// What the learner read about it: "your test still passes when …".
    package var message: String

    /// A planted bug, named, with what the learner read.
    package init(name: String, message: String) {
      self.name = name
      self.message = message
    }
  }

  /// One test.
  package struct Test: Encodable {
    /// The test function's name.
    package var name: String
    /// `pass`, `fail` or `error`.
    package var status: LessonStatus
    /// What went wrong (omitted when it passed).
    package var message: String?
    /// The test's body.
    package var testCode: String?

    package enum CodingKeys: String, CodingKey {
      case name, status, message
      case testCode = "test_code"
    }
  }

  /// The totals.
  package struct Summary: Encodable {
    package var pass: Int
    package var fail: Int
    package var error: Int
    package var total: Int
  }

  /// Each lesson's results, by id.
  package var exercises: [String: Results]
  /// When the report was made, in ISO 8601.
  package var generated: String
  /// Who made it: `--learner`, else the user's name.
  package var learner: String
  /// How many hints each lesson showed, by id.
  package var hintsShown: [String: Int]
  /// The totals.
  package var summary: Summary

  /// One lesson's results, as a course gathered them.
  package struct Entry {
    /// The lesson's id.
    package var id: String
    /// How it went.
    package var status: LessonStatus
    /// Why it is an error, if it is.
    package var message: String?
    /// Each test or check.
    package var tests: [TestOutcome]
    /// The code of each test, by its name, when it has any.
    package var testCode: [String: String]
    /// For a lesson that judges the learner's own test, the planted bugs it let through;
    /// nil for any other lesson.
    package var survivors: [Survivor]?

    /// An entry.
    package init(
      id: String, status: LessonStatus, message: String?, tests: [TestOutcome],
      testCode: [String: String] = [:], survivors: [Survivor]? = nil
    ) {
      self.id = id
      self.status = status
      self.message = message
      self.tests = tests
      self.testCode = testCode
      self.survivors = survivors
    }
  }

  /// The key the lessons' results are under: `exercises`, or `steps`.
  package var lessonsKey = "exercises"

  /// The report of these results.
  package init(
    lessonsKey: String, entries: [Entry], progress: LessonProgress, learner: String, date: Date
  ) {
    self.lessonsKey = lessonsKey
    var exercises: [String: Results] = [:]
    for entry in entries {
      let tests = entry.tests.map { test in
        Test(
          name: test.name, status: test.status, message: test.message,
          testCode: entry.testCode[test.name])
      }
      // A judged test's verdict is in the message alone: its one test says nothing.
      let judgesATest = entry.survivors != nil && entry.status != .pass
      exercises[entry.id] = Results(
        status: entry.status,
        message: entry.status == .error || judgesATest ? entry.message : nil, tests: tests,
        survivors: entry.survivors)
    }
    self.exercises = exercises
    self.generated = ISO8601DateFormatter().string(from: date)
    self.learner = learner
    self.hintsShown = progress.hintsShown
    let statuses = entries.map(\.status)
    summary = Summary(
      pass: statuses.filter { $0 == .pass }.count, fail: statuses.filter { $0 == .fail }.count,
      error: statuses.filter { $0 == .error }.count, total: statuses.count)
  }

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(exercises, forKey: Key(lessonsKey))
    try container.encode(generated, forKey: Key("generated"))
    try container.encode(learner, forKey: Key("learner"))
    try container.encode(hintsShown, forKey: Key("hints_shown"))
    try container.encode(summary, forKey: Key("summary"))
  }

  package func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}

extension LessonReport {
  /// Why `--report` cannot write where it is told, said before anything is checked (the
  /// whole course's checks take minutes): a folder there. Nil when it can try.
  package static func refusal(ofDestination url: URL) -> String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
      isFolder.boolValue
    else { return nil }
    return localized("--report takes the file to write, and \(url.path) is a folder")
  }
}
