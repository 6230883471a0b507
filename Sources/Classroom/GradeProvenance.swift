// Where a grade came from: the commit graded, the course and the grader that graded it, the
// seed of the names its checks typed, and a digest of its verdicts.

import Foundation
import LessonEngine
import StepwiseBasics

/// What a report `classroom grade` writes says of how it was made, under `"grade"`, so that
/// `classroom report` can tell a grade the tool made from one a student committed or edited:
///
/// ```json
/// "format": 2,
/// "grade": {
///   "commit": "3f1c…", "worktree_clean": true, "course_ref": "9a0e…",
///   "grader_sha256": "5d41…", "seed": "1234567",
///   "points": 2, "max_points": 3,
///   "verdicts": [{"id": "checklists-01/01-launch", "status": "pass", "points": 1, "max_points": 1}, …],
///   "digest": "c0ff…"
/// }
/// ```
///
/// The digest is the SHA-256 of the verdicts, one line each (``verdictLines``): a score
/// edited by hand no longer matches it. It has no secret, so a student who knows the rule can
/// make one that matches: the digest makes a forgery work, not impossible, and
/// `classroom collect`, which grades the students' commits itself, is the grade to trust.
package struct GradeProvenance: Codable, Sendable, Equatable {
  /// One step's verdict: its id, its status on the grade sheet, its points.
  package struct Verdict: Codable, Sendable, Equatable {
    package var id: String
    package var status: String
    package var points: Int
    package var maxPoints: Int

    enum CodingKeys: String, CodingKey {
      case id, status, points
      case maxPoints = "max_points"
    }
  }

  /// The commit graded, or ``StudentGit/notACheckout``.
  package var commit: String
  /// Whether the student's folder was as committed when it was graded; nil when it is not a
  /// checkout.
  package var isWorktreeClean: Bool?
  /// The course's own commit, or ``StudentGit/notACheckout``.
  package var courseRef: String
  /// The SHA-256 of the `stepwise` that graded, or why it is not known.
  package var graderSHA256: String
  /// The seed the names the checks typed were drawn from, as text (a JSON number loses
  /// digits of a 64-bit one); nil when the checks typed none.
  package var seed: String?
  /// The points earned.
  package var points: Int
  /// The most that could be earned.
  package var maxPoints: Int
  /// Each step's verdict, in the course's order.
  package var verdicts: [Verdict]
  /// The SHA-256 of ``verdictLines``.
  package var digest: String

  enum CodingKeys: String, CodingKey {
    case commit, seed, points, verdicts, digest
    case isWorktreeClean = "worktree_clean"
    case courseRef = "course_ref"
    case graderSHA256 = "grader_sha256"
    case maxPoints = "max_points"
  }

  /// The provenance of a sheet, with its verdicts, their total and digest.
  package init(
    sheet: GradeSheet, commit: String, isWorktreeClean: Bool?, courseRef: String,
    graderSHA256: String, seed: UInt64?
  ) {
    self.commit = commit
    self.isWorktreeClean = isWorktreeClean
    self.courseRef = courseRef
    self.graderSHA256 = graderSHA256
    self.seed = seed.map(String.init)
    verdicts = sheet.steps.map {
      Verdict(id: $0.id, status: $0.status.rawValue, points: $0.points, maxPoints: $0.maxPoints)
    }
    points = sheet.points
    maxPoints = sheet.maxPoints
    digest = Self.digest(of: verdicts)
  }

  /// The verdicts as the digest reads them: `id status points/most`, one a line.
  package static func verdictLines(_ verdicts: [Verdict]) -> String {
    verdicts.map { "\($0.id) \($0.status) \($0.points)/\($0.maxPoints)\n" }.joined()
  }

  /// The SHA-256 of the verdicts' lines.
  package static func digest(of verdicts: [Verdict]) -> String {
    SHA256.hexDigest(of: Data(verdictLines(verdicts).utf8))
  }

  /// The SHA-256 of a file (the running `stepwise`), or why it cannot be read.
  package static func checksum(of executable: URL?) -> String {
    guard let executable else { return "unknown: the running stepwise was not found" }
    guard let data = try? Data(contentsOf: executable, options: .alwaysMapped) else {
      return "unknown: \(executable.path) cannot be read"
    }
    return SHA256.hexDigest(of: data)
  }
}

/// The report `classroom grade --report` writes: the results of every step (Exercism's v3,
/// ``LessonReport``), with the format's version and the grade's ``GradeProvenance``.
package struct GradeReport: Encodable {
  /// The version of the report's format: 2 since reports carry their provenance (a report
  /// with no `format` is of version 1).
  package static let format = 2

  /// The results.
  package var results: LessonReport
  /// How the grade was made.
  package var provenance: GradeProvenance

  private enum CodingKeys: String, CodingKey {
    case format
    case grade
  }

  package func encode(to encoder: any Encoder) throws {
    try results.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.format, forKey: .format)
    try container.encode(provenance, forKey: .grade)
  }

  /// The report as JSON, its keys sorted.
  package func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}
