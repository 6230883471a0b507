// A report says how it was made (the commit, the course, the grader, the seed, a digest of its
// verdicts), and `classroom report` marks one that a student committed or edited.

import AppTestSupport
import Foundation
import LessonEngine
import StepwiseBasics
import Testing

@testable import Classroom
@testable import TutorialCourse

@MainActor
@Suite struct ProvenanceTests {
  let outline = CourseOutline(
    name: "tutorial", steps: ReportTests.steps, retires: ["demo-02/01-add": ["demo-01/02-rows"]])

  /// What a report file holds, decoded as a test reads it.
  struct Written: Decodable {
    var format: Int?
    var grade: GradeProvenance?
    var steps: [String: ClassReader.ReportFile.Results]?
    var learner: String?
  }

  @Test func theReportNamesTheCommitTheCourseTheGraderTheSeedAndADigestOfTheVerdicts() throws {
    let folder = try TemporaryFolder()
    let student = folder.url.appendingPathComponent("ada")
    _ = try TutorialStarter(course: PackageRoot.url).start(in: student)
    let commit = try commitAll(in: student)
    let steps = TutorialCatalog.standard.steps
    let failing = try #require(steps.last)

    let run = runClassroom(
      ["grade", "--dir", "ada", "--report", "report.json"], in: folder.url,
      tutorialTester: StandInTester(failing: [failing.id]),
      variables: [CheckPackageTester.seedVariable: "424242"])

    #expect(run.exitCode == .success, "\(run.error)")
    #expect(run.error.contains("seed 424242 (STEPWISE_CHECK_SEED=424242 draws them again)"))
    let data = try #require(folder.read("report.json")).data(using: .utf8) ?? Data()
    let written = try JSONDecoder().decode(Written.self, from: data)
    let grade = try #require(written.grade)
    #expect(written.format == 2)
    #expect(written.learner == "ada", "the results are there as before")
    #expect(written.steps?.count == steps.count)
    #expect(grade.commit == commit)
    #expect(grade.isWorktreeClean == true, "read before the grade wrote its checks")
    #expect(grade.courseRef == StudentGit(folder: PackageRoot.url).head ?? StudentGit.notACheckout)
    #expect(grade.seed == "424242")
    #expect(grade.points == steps.count - 1)
    #expect(grade.maxPoints == steps.count)
    #expect(grade.verdicts.last == .init(id: failing.id, status: "fail", points: 0, maxPoints: 1))
    #expect(grade.digest == GradeProvenance.digest(of: grade.verdicts))
    #expect(grade.digest.count == 64)
    let executable = PackageRoot.url.appendingPathComponent(".build/debug/stepwise")
    #expect(grade.graderSHA256 == GradeProvenance.checksum(of: executable))
    #expect(
      ClassReader.readStudent(folder.url, name: "ada").suspicions.isEmpty,
      "a report the teacher made beside the student's clone, of its HEAD, is trusted")
  }

  @Test func aFolderThatIsNoCheckoutAndAChangedOneAreSaidSoAndTheSeedIsDrawnWhenNotGiven()
    throws
  {
    let folder = try TemporaryFolder()
    let student = folder.url.appendingPathComponent("ada")
    _ = try TutorialStarter(course: PackageRoot.url).start(in: student)
    try? FileManager.default.removeItem(at: student.appendingPathComponent(".git"))

    let loose = runClassroom(
      ["grade", "--dir", "ada", "--report", "loose.json"], in: folder.url,
      tutorialTester: StandInTester())
    try commitAll(in: student)
    try folder.write("// mine\n", to: "ada/Sources/Checklists/Extra.swift")
    let changed = runClassroom(
      ["grade", "--dir", "ada", "--report", "changed.json"], in: folder.url,
      tutorialTester: StandInTester())

    func written(_ name: String) throws -> GradeProvenance? {
      let data = try #require(folder.read(name)).data(using: .utf8) ?? Data()
      return try JSONDecoder().decode(Written.self, from: data).grade
    }
    #expect(loose.exitCode == .success, "\(loose.error)")
    #expect(try written("loose.json")?.commit == "not a git checkout")
    #expect(try written("loose.json")?.isWorktreeClean == nil)
    let seed = try #require(try written("loose.json")?.seed)
    #expect(UInt64(seed) != nil)
    #expect(loose.error.contains("seed \(seed) "), "the seed drawn is printed")
    #expect(changed.exitCode == .success, "\(changed.error)")
    #expect(try written("changed.json")?.isWorktreeClean == false)
  }

  /// Ada's honest report, and one student for each way a report is not to be trusted.
  func makeClass() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    let honest = try ReportTests.report(
      ["pass", "fail", "fail"], generated: "2026-11-20T10:00:00Z", failure: "✗ x")
    try folder.write(honest, to: "ada/stepwise-report.json")
    // Ben raised his score and his verdicts' points, but not the digest.
    try folder.write(
      tampered(honest) { report in
        report["grade", "points"] = 3
        report["grade", "verdicts", 1, "status"] = "pass"
        report["grade", "verdicts", 1, "points"] = 1
        report["grade", "verdicts", 2, "status"] = "pass"
        report["grade", "verdicts", 2, "points"] = 1
      }, to: "ben/stepwise-report.json")
    // Cy raised his score alone.
    try folder.write(
      tampered(honest) { $0["grade", "points"] = 3 }, to: "cy/stepwise-report.json")
    // Dee turned her steps' results to pass, and left the grade as it was.
    try folder.write(
      tampered(honest) { report in
        report["steps", "demo-01/02-rows", "status"] = "pass"
        report["steps", "demo-02/01-add", "status"] = "pass"
      }, to: "dee/stepwise-report.json")
    // Eve's report is of format 1, with no provenance.
    try folder.write(
      String(
        decoding: try LessonReport(
          lessonsKey: "steps", entries: [], progress: .fresh, learner: "eve", date: Date()
        ).json(), as: UTF8.self), to: "eve/stepwise-report.json")
    // Fay committed a classmate's report to her repository.
    try folder.write("// swift-tools-version: 6.2\n", to: "fay/Package.swift")
    try folder.write(honest, to: "fay/stepwise-report.json")
    try commitAll(in: folder.url.appendingPathComponent("fay"))
    // Gus's folder is at another commit than the one his (untracked) report grades.
    try folder.write("// swift-tools-version: 6.2\n", to: "gus/Package.swift")
    let first = try commitAll(in: folder.url.appendingPathComponent("gus"), message: "one")
    try commitAll(in: folder.url.appendingPathComponent("gus"), message: "two")
    try folder.write(
      tampered(honest) { $0["grade", "commit"] = first }, to: "gus/stepwise-report.json")
    // Hal's report is of a format this stepwise does not know.
    try folder.write(tampered(honest) { $0["format"] = 3 }, to: "hal/stepwise-report.json")
    // Ivy's verdicts give points no grade gives, whose sum is more than an Int holds.
    let huge = try tampered(honest) { report in
      report["grade", "verdicts", 0, "points"] = 424_242
      report["grade", "verdicts", 1, "points"] = 424_242
    }.replacingOccurrences(of: "424242", with: "5000000000000000000")
    try folder.write(huge, to: "ivy/stepwise-report.json")
    // Jo committed a progress file that says every step is done (git ignores the real one).
    try folder.write("// swift-tools-version: 6.2\n", to: "jo/Package.swift")
    try folder.write(
      #"{"version":1,"done":["demo-01/01-launch"]}"#,
      to: "jo/.stepwise/tutorial/progress.json")
    try commitAll(in: folder.url.appendingPathComponent("jo"))
    return folder
  }

  @Test func aReportCommittedEditedOrOfAnotherCommitIsMarkedWithWhy() throws {
    let folder = try makeClass()
    let report = ClassReport(outline: outline, students: try ClassReader.read(folder.url))
    let marks = Dictionary(uniqueKeysWithValues: report.rows.map { ($0.student, $0.suspicion) })

    #expect(marks["ada"] == .some(nil))
    #expect(
      marks["ben"]
        == "its digest does not match its verdicts: edited after the grade; its results do not "
        + "match its verdicts (demo-01/02-rows and 1 more)")
    #expect(marks["cy"] == "its score 3/3 is not the sum of its verdicts, 1/3")
    #expect(marks["ivy"]??.contains("points, which no grade gives") == true, "\(marks)")
    #expect(
      marks["jo"]
        == "the student committed .stepwise/tutorial/progress.json, which git ignores: it is "
        + "in their git history", "\(marks)")
    #expect(marks["dee"] == "its results do not match its verdicts (demo-01/02-rows and 1 more)")
    #expect(marks["eve"]??.hasPrefix("no provenance: a report of format 1") == true)
    let fay = try #require(StudentGit(folder: folder.url.appendingPathComponent("fay")).head)
    #expect(
      marks["fay"]
        == "the student committed stepwise-report.json: it is in their git history; its commit "
        + "(not a git checkout) is not the folder's HEAD (\(fay.prefix(12)))")
    #expect(marks["gus"]??.hasPrefix("its commit (") == true)
    #expect(marks["gus"]??.contains("committed") == false, "his report is not in his history")
    #expect(report.rows.first { $0.student == "hal" }?.state == "damaged")
    #expect(
      report.rows.first { $0.student == "hal" }?.note
        == "stepwise-report.json is of format 3, newer than this stepwise reads (2): update stepwise"
    )

    let ada = try #require(report.rows.first { $0.student == "ada" })
    let cy = try #require(report.rows.first { $0.student == "cy" })
    #expect(ada.note == "✗ x")
    #expect(cy.note == "suspicious: its score 3/3 is not the sum of its verdicts, 1/3 — ✗ x")
    #expect(report.csv.contains("\r\nada,report,1,1,3,2026-11-20 10:00,demo-01/02-rows,✗ x,,\r\n"))
    #expect(
      report.csv.contains(
        "\r\ncy,report,1,1,3,2026-11-20 10:00,demo-01/02-rows,"
          + "\"suspicious: its score 3/3 is not the sum of its verdicts, 1/3 — ✗ x\","
          + "\"its score 3/3 is not the sum of its verdicts, 1/3\",\r\n"))
    let page = report.html()
    #expect(page.contains("<tr><td>ada</td>"))
    #expect(page.contains("<tr class=\"suspicious\"><td>cy</td>"))
  }

  /// A report's JSON with `change` made to it, as a student's editor would.
  func tampered(_ json: String, _ change: (inout JSONValue) -> Void) throws -> String {
    var value = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
    change(&value)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}

/// Any JSON, to edit by a path of keys and indices.
enum JSONValue: Codable, Equatable {
  case object([String: JSONValue])
  case array([JSONValue])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// One step of a path: a key of an object or an index of an array.
  enum Step: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case key(String)
    case index(Int)
    init(stringLiteral value: String) { self = .key(value) }
    init(integerLiteral value: Int) { self = .index(value) }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .object(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .number(let value):
      if value == value.rounded() {
        try container.encode(Int(value))
      } else {
        try container.encode(value)
      }
    case .bool(let value): try container.encode(value)
    case .null: try container.encodeNil()
    }
  }

  /// The value at a path; setting it replaces what is there (an Int or a String).
  subscript(path: Step...) -> Any? {
    get { nil }
    set {
      let replacement: JSONValue =
        switch newValue {
        case let number as Int: .number(Double(number))
        case let text as String: .string(text)
        default: .null
        }
      set(replacement, at: path[...])
    }
  }

  private mutating func set(_ replacement: JSONValue, at path: ArraySlice<Step>) {
    guard let first = path.first else {
      self = replacement
      return
    }
    switch (self, first) {
    case (.object(var object), .key(let key)):
      var inner = object[key] ?? .null
      inner.set(replacement, at: path.dropFirst())
      object[key] = inner
      self = .object(object)
    case (.array(var array), .index(let index)) where array.indices.contains(index):
      array[index].set(replacement, at: path.dropFirst())
      self = .array(array)
    default: break
    }
  }
}
