// `classroom` and a student's file too large to be a report: refused from its size, never read.

import AppTestSupport
import Foundation
import LessonEngine
import StepwiseBasics
import Testing

@testable import Classroom

@MainActor
@Suite struct OversizedFileTests {
  let outline = CourseOutline(
    name: "tutorial", steps: ReportTests.steps,
    retires: ["demo-02/01-add": ["demo-01/02-rows"]])

  /// A file of `size` bytes that takes no room on disk: a hole, read as zeros.
  static func sparseFile(_ size: Int, at path: String, in folder: TemporaryFolder) throws {
    let url = try folder.write("", to: path)
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.truncate(atOffset: UInt64(size))
  }

  static let gigabyte = 1 << 30

  @Test(arguments: [
    ("ben/stepwise-report.json", "stepwise-report.json is 1024.0 MB, too large to read"),
    ("ben.json", "ben.json is 1024.0 MB, too large to read"),
    (
      "ben/.stepwise/tutorial/progress.json",
      ".stepwise/tutorial/progress.json is 1024.0 MB, too large to read"
    ),
  ])
  func aFileTooLargeToBeAReportIsNamedWithItsSizeAndTheOthersAreStillRead(
    path: String, note: String
  ) throws {
    let folder = try TemporaryFolder()
    try folder.write(
      ReportTests.report(["pass", "pass", "fail"], generated: "2026-11-20T10:00:00Z"),
      to: "ada/stepwise-report.json")
    try Self.sparseFile(Self.gigabyte, at: path, in: folder)
    try folder.write(
      ReportTests.report(["pass", "fail", "fail"], generated: "2026-11-21T10:00:00Z"),
      to: "cy/stepwise-report.json")

    let students = try ClassReader.read(folder.url)
    let rows = ClassReport(outline: outline, students: students).rows

    #expect(rows.map(\.student) == ["ada", "ben", "cy"])
    #expect(rows.map(\.passed) == [2, nil, 1])
    #expect(rows[1].state == "damaged")
    #expect(rows[1].note == note + " (at most 8.0 MB)")
    // Guessing the course counts what was read, and passes this one over.
    #expect(ClassReader.course(of: students) == .tutorial)
  }

  @Test func theToolReportsOnAClassWithAFileTooLargeToRead() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      ReportTests.report(["pass", "pass", "fail"], generated: "2026-11-20T10:00:00Z"),
      to: "ada/stepwise-report.json")
    try Self.sparseFile(Self.gigabyte, at: "ben/stepwise-report.json", in: folder)
    let out = try TemporaryFolder()

    let run = runClassroom(["report", folder.url.path, "--csv", "class.csv"], in: out.url)

    #expect(run.exitCode == .success, "\(run.error)")
    #expect(run.output.contains("stepwise-report.json is 1024.0 MB, too large to read"))
    #expect(
      out.read("class.csv")?.contains(
        "\r\nben,damaged,,,\(ClassroomCommand.outline(of: .tutorial).steps.count),,,"
          + "\"stepwise-report.json is 1024.0 MB, too large to read (at most 8.0 MB)\",,\r\n")
        == true)
  }

  @Test func pointsRefusesAGradeSheetTooLargeToBeOne() throws {
    let folder = try TemporaryFolder()
    try Self.sparseFile(Self.gigabyte, at: "grade.txt", in: folder)

    let run = runClassroom(["points", "demo-01/01-title"], in: folder.url)

    #expect(run.exitCode == .failure)
    #expect(
      run.error
        == "stepwise: \(folder.url.path)/grade.txt is 1024.0 MB, too large to read (at most "
        + "8.0 MB)\n")
  }

  @Test func gradingSaysTheProgressFileIsTooLargeAndGradesTheStepsAnyway() throws {
    let fixture = try CourseFixture()
    let progress = fixture.student.appendingPathComponent(".stepwise/tutorial/progress.json")
    try FileManager.default.createDirectory(
      at: progress.deletingLastPathComponent(), withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: progress.path, contents: nil)
    let handle = try FileHandle(forWritingTo: progress)
    try handle.truncate(atOffset: UInt64(Self.gigabyte))
    try handle.close()
    var said: [String] = []

    let grade = try fixture.grader(StandInTester()).grade(learner: "ada") { said.append($0) }

    #expect(grade.sheet.points == 3)
    #expect(
      said.contains(
        "\(progress.path) is 1024.0 MB, too large to read (at most 8.0 MB): the report leaves "
          + "out the hints shown"), "\(said)")
  }
}
