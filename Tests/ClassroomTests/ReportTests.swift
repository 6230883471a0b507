// `stepwise classroom report`: a synthetic class, some students stuck, some folders broken.

import AppTestSupport
import Foundation
import LessonEngine
import StepwiseBasics
import Testing

@testable import Classroom

@MainActor
@Suite struct ReportTests {
  static let steps = ["demo-01/01-title", "demo-01/02-rows", "demo-02/01-add"]
  let outline = CourseOutline(
    name: "tutorial", steps: steps, retires: ["demo-02/01-add": ["demo-01/02-rows"]])

  static func date(_ text: String) -> Date {
    ISO8601DateFormatter().date(from: text) ?? .distantPast
  }

  /// A report as `grade --report` writes it: each step passes, fails with `failure` as its
  /// script's message, or is an error with `error` as the step's message.
  static func report(
    _ results: [String], generated: String, failure: String = "", error: String = ""
  )
    throws -> String
  {
    let entries = zip(steps, results).map { id, result in
      switch result {
      case "pass":
        return LessonReport.Entry(
          id: id, status: .pass, message: nil,
          tests: [TestOutcome(name: "check.stepwise", status: .pass)])
      case "fail":
        return LessonReport.Entry(
          id: id, status: .fail, message: failure,
          tests: [
            TestOutcome(
              name: "check.stepwise", status: .fail, issues: [.init(message: failure, line: nil)])
          ])
      default:
        return LessonReport.Entry(id: id, status: .error, message: error, tests: [])
      }
    }
    let report = LessonReport(
      lessonsKey: "steps", entries: entries, progress: LessonProgress.fresh, learner: "someone",
      date: date(generated))
    return try graded(report, results: results)
  }

  /// A report with the provenance `grade` gives it, its verdicts `results` (each step's
  /// status, in order), of a folder that is not a checkout.
  static func graded(
    _ report: LessonReport, results: [String], commit: String = StudentGit.notACheckout
  ) throws -> String {
    let sheet = GradeSheet(
      course: "tutorial",
      steps: zip(steps, results).map { id, result in
        GradeSheet.Step(id: id, status: GradeSheet.Status(rawValue: result) ?? .error)
      })
    let provenance = GradeProvenance(
      sheet: sheet, commit: commit, isWorktreeClean: nil, courseRef: "9a0e",
      graderSHA256: "5d41", seed: 7)
    return String(
      decoding: try GradeReport(results: report, provenance: provenance).json(), as: UTF8.self)
  }

  @Test func reachedIsTheFurthestStepPassedNotHowManyPassed() throws {
    let folder = try TemporaryFolder()
    // The title step fails after a later change; the rows step still passes.
    try folder.write(
      Self.report(["fail", "pass", "fail"], generated: "2026-11-20T10:00:00Z", failure: "✗ x"),
      to: "cy/stepwise-report.json")

    let report = ClassReport(outline: outline, students: try ClassReader.read(folder.url))

    #expect(report.rows.map(\.reached) == [2])
    #expect(report.rows.map(\.passed) == [1])
    #expect(report.rows.map(\.stuckOn) == ["demo-01/01-title"])
  }

  static let rowsFailure =
    "✗ /home/runner/work/a/a/stepwise/Chapters/Tutorial/demo-01/02-rows/check.stepwise:2: "
    + "expect row 0 is \"Walk\"\n  screen: Checklists"

  /// The class: every kind of student folder.
  static func makeClass() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(
      report(["pass", "pass", "pass"], generated: "2026-11-20T10:00:00Z"),
      to: "ada/stepwise-report.json")
    try folder.write(
      report(["pass", "fail", "fail"], generated: "2026-11-20T11:15:00Z", failure: rowsFailure),
      to: "ben/stepwise-report.json")
    try folder.write("A template's grade\n", to: "ben/grade.txt")
    try folder.write(
      report(
        ["error", "error", "error"], generated: "2026-11-19T08:05:00Z",
        error: "Your app does not compile:\n\nSources/Checklists/A.swift:3:1: error: x"),
      to: "cy/stepwise-report.json")
    let progress = try folder.write(
      "{\"current\": \"demo-01/02-rows\", \"done\": [\"demo-01/01-title\"], \"hintsShown\": {}, "
        + "\"version\": 1}", to: "dee/.stepwise/tutorial/progress.json")
    try FileManager.default.setAttributes(
      [.modificationDate: date("2026-11-21T09:30:00Z")], ofItemAtPath: progress.path)
    try folder.write("// swift-tools-version: 6.2\n", to: "dee/Package.swift")
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("eve/.git"), withIntermediateDirectories: true)
    try folder.write("my notes\n", to: "fay/notes.txt")
    try folder.write("{ \"steps\": [1, ", to: "gus/stepwise-report.json")
    try folder.write("// swift-tools-version: 6.2\n", to: "hal/Package.swift")
    try folder.write(
      report(["pass", "fail", "error"], generated: "2026-11-22T16:40:00Z", failure: rowsFailure),
      to: "ivy.json")
    try folder.write("{\"done\": 3}", to: "jo/.stepwise/tutorial/progress.json")
    try folder.write(
      report(
        ["pass", "fail", "pass"], generated: "2026-11-23T12:00:00Z", failure: "✗ a, \"b\""),
      to: "kim, \"the <b>\"/stepwise-report.json")
    try folder.write("not a student\n", to: "README.md")
    return folder
  }

  /// Every file under a folder with its contents and modification date.
  static func snapshot(_ folder: URL) -> [String: String] {
    var files: [String: String] = [:]
    let manager = FileManager.default
    for path in (try? manager.subpathsOfDirectory(atPath: folder.path)) ?? [] {
      let url = folder.appendingPathComponent(path)
      let date = (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
      let data = (try? Data(contentsOf: url)).map { SHA256.hexDigest(of: $0) } ?? "folder"
      files[path] = "\(data) \(date?.timeIntervalSince1970 ?? 0)"
    }
    return files
  }

  @Test func theTableShowsEachStudentsStepsAndWhereTheyAreStuck() throws {
    let folder = try Self.makeClass()
    let report = ClassReport(outline: outline, students: try ClassReader.read(folder.url))
    #expect(
      report.table() == """
        Student         Reached  Passed  Last change       Stuck on          Why
        --------------  -------  ------  ----------------  ----------------  ---
        ada             3/3      3/3     2026-11-20 10:00  (done)
        ben             1/3      1/3     2026-11-20 11:15  demo-01/02-rows   ✗ Chapters/Tutorial/demo-01/02-rows/check.stepwise:2: expect row 0 is "…
        cy              0/3      0/3     2026-11-19 08:05  demo-01/01-title  Your app does not compile: Sources/Checklists/A.swift:3:1: error: x
        dee             1/3      1/3     2026-11-21 09:30  demo-01/02-rows   (a progress file only: no check messages)
        eve             —        —       —                 —                 an empty folder
        fay             —        —       —                 —                 neither a package nor a report
        gus             —        —       —                 —                 stepwise-report.json is not a Stepwise report
        hal             —        —       —                 —                 a package, but no report or progress file yet
        ivy             1/3      1/3     2026-11-22 16:40  demo-01/02-rows   ✗ Chapters/Tutorial/demo-01/02-rows/check.stepwise:2: expect row 0 is "…
        jo              —        —       —                 —                 .stepwise/tutorial/progress.json cannot be read
        kim, "the <b>"  3/3      3/3     2026-11-23 12:00  (done)

        11 students (5 report, 1 progress only, 1 no results, 1 empty, 1 not a package, 2 damaged); 2 passed every step of the 3 in tutorial.

        """)
  }

  @Test func theCSVQuotesWhatItMustForAGradebook() throws {
    let folder = try Self.makeClass()
    let report = ClassReport(outline: outline, students: try ClassReader.read(folder.url))
    let failure =
      "✗ Chapters/Tutorial/demo-01/02-rows/check.stepwise:2: expect row 0 is \"\"Walk\"\""
    #expect(
      report.csv
        == [
          "student,state,reached,passed,steps,last_change,stuck_on,why,suspicious,commit",
          "ada,report,3,3,3,2026-11-20 10:00,,,,",
          "ben,report,1,1,3,2026-11-20 11:15,demo-01/02-rows,\"\(failure)\",,",
          "cy,report,0,0,3,2026-11-19 08:05,demo-01/01-title,Your app does not compile: Sources/Checklists/A.swift:3:1: error: x,,",
          "dee,progress only,1,1,3,2026-11-21 09:30,demo-01/02-rows,(a progress file only: no check messages),,",
          "eve,empty,,,3,,,an empty folder,,",
          "fay,not a package,,,3,,,neither a package nor a report,,",
          "gus,damaged,,,3,,,stepwise-report.json is not a Stepwise report,,",
          "hal,no results,,,3,,,\"a package, but no report or progress file yet\",,",
          "ivy,report,1,1,3,2026-11-22 16:40,demo-01/02-rows,\"\(failure)\",,",
          "jo,damaged,,,3,,,.stepwise/tutorial/progress.json cannot be read,,",
          "\"kim, \"\"the <b>\"\"\",report,3,3,3,2026-11-23 12:00,,,,",
        ].map { $0 + "\r\n" }.joined())
    #expect(CSV.field(.text("=HYPERLINK(\"x\")")) == "\"'=HYPERLINK(\"\"x\"\")\"")
    #expect(CSV.field(.text("two\nlines")) == "\"two\nlines\"")
    #expect(CSV.field(.text("plain")) == "plain")
  }

  @Test func thePageHoldsTheTableTheChartAndTheCommonestFailuresAndFetchesNothing() throws {
    let folder = try Self.makeClass()
    let report = ClassReport(outline: outline, students: try ClassReader.read(folder.url))
    let page = report.html(title: "Class report: 2026")

    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">"))
    #expect(page.contains("<title>Class report: 2026</title>"))
    #expect(!page.contains(" src="), "its one script is in the page")
    #expect(!page.contains("<link"))
    #expect(!page.contains("https:"))
    #expect(
      page.replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "").contains(
        "http:") == false)
    let failure =
      "✗ Chapters/Tutorial/demo-01/02-rows/check.stepwise:2: expect row 0 is &quot;Walk&quot;"
    #expect(
      page.contains(
        """
        <tr><td>ben</td><td class="number">1/3</td><td class="number">1/3</td><td>2026-11-20 11:15</td>\
        <td>demo-01/02-rows</td><td><code>\(failure)</code></td></tr>
        """))
    #expect(
      page.contains(
        """
        <tr class="unread"><td>gus</td><td class="number">—</td><td class="number">—</td><td>—</td>\
        <td>—</td><td><code>stepwise-report.json is not a Stepwise report</code></td></tr>
        """))
    #expect(
      page.contains(
        "<tr><td>kim, &quot;the &lt;b&gt;&quot;</td><td class=\"number\">3/3</td>"))
    // Six students were read: five pass the first step, two the second (one of them because
    // the third retires it), two the third.
    #expect(report.passCounts.map(\.passed) == [5, 2, 2])
    #expect(
      page.contains(
        "width=\"333\" height=\"14\" fill=\"#3a7\"><title>demo-01/01-title: 5 of 6</title>"))
    #expect(page.contains("<title>demo-01/02-rows: 2 of 6</title>"))
    #expect(page.contains(">5/6</text>"))
    #expect(
      page.contains(
        """
        <h2>Most common failures</h2>
        <h3>demo-01/01-title</h3>
        <ol>
        <li><code>Your app does not compile: Sources/Checklists/A.swift:3:1: error: x</code> — 1 student</li>
        </ol>
        <h3>demo-01/02-rows</h3>
        <ol>
        <li><code>\(failure)</code> — 2 students</li>
        </ol>
        </body>
        """))
  }

  @Test func theToolPrintsTheTableWritesThePageAndTheCSVAndChangesNoStudentsFile() throws {
    let folder = try Self.makeClass()
    let before = Self.snapshot(folder.url)
    let out = try TemporaryFolder()
    let run = runClassroom(
      ["report", folder.url.path, "--html", "class.html", "--csv", "class.csv"], in: out.url)

    #expect(run.exitCode == .success, "\(run.error)")
    #expect(run.output.hasPrefix("Student "))
    #expect(run.output.contains("\n11 students (5 report,"))
    #expect(out.read("class.html")?.contains("<h2>Most common failures</h2>") == true)
    #expect(out.read("class.csv")?.hasPrefix("student,state,") == true)
    #expect(Self.snapshot(folder.url) == before)

    let missing = runClassroom(["report", "nowhere"], in: out.url)
    #expect(missing.exitCode == .usageError)

    // A CSV that cannot be written says which file is this report's and which is not.
    let half = runClassroom(
      ["report", folder.url.path, "--html", "new.html", "--csv", "no/such/folder/class.csv"],
      in: out.url)
    #expect(half.exitCode == .failure)
    #expect(
      half.error.contains(
        "\(out.url.path)/no/such/folder/class.csv; \(out.url.path)/new.html is this report, "
          + "the CSV beside it is still the one before)"), "\(half.error)")

    // A class folder with no student in it says so, not "0 students ()".
    let empty = try TemporaryFolder()
    let none = runClassroom(["report", empty.url.path], in: out.url)
    #expect(none.exitCode == .success, "\(none.error)")
    #expect(
      none.output.contains(
        "No student: the folder holds no student's folder nor report ("),
      "\(none.output)")
  }

  @Test func inJapaneseTheTableLinesUpItsColumnsAndThePageAndCSVStayEnglish() throws {
    let folder = try Self.makeClass()
    try folder.write("# notes\n", to: "花子/notes.md")
    let report = ClassReport(outline: outline, students: try ClassReader.read(folder.url))
    let out = try TemporaryFolder()

    let table = Language.$chosen.withValue(.japanese) { report.table() }
    let run = Language.$chosen.withValue(.japanese) {
      runClassroom(
        ["report", folder.url.path, "--html", "class.html", "--csv", "class.csv"], in: out.url)
    }

    let lines = table.components(separatedBy: "\n")
    #expect(lines[0].hasPrefix("学生            到達  合格  最終更新          つまずき          理由"))
    // Each column starts at the same terminal column on every line, kanji two columns wide.
    func column(of text: String, in line: String) -> Int? {
      line.range(of: text).map { String(line[..<$0.lowerBound]).displayWidth }
    }
    let ada = try #require(lines.first { $0.hasPrefix("ada ") })
    let hanako = try #require(lines.first { $0.hasPrefix("花子 ") })
    #expect(column(of: "到達", in: lines[0]) == column(of: "3/3", in: ada))
    #expect(column(of: "理由", in: lines[0]) == column(of: "neither a package", in: hanako))
    #expect(ada.contains("(完了)"))
    #expect(table.contains("\n学生 12 人 (レポート 5、進捗のみ 1、結果なし 1、空 1、パッケージ以外 2、"))
    #expect(table.hasSuffix("tutorial の 3 ステップすべてに合格したのは 2 人です。\n"))
    // Shared with the class and read by a gradebook: English, and the students' notes as read.
    #expect(run.exitCode == .success, "\(run.error)")
    #expect(out.read("class.html")?.contains("<th>Student</th>") == true)
    #expect(out.read("class.html")?.contains("<h2>Most common failures</h2>") == true)
    #expect(out.read("class.csv")?.hasPrefix("student,state,") == true)
    #expect(out.read("class.csv")?.contains("花子,not a package,") == true)
  }

  @Test func theCourseIsTheOneTheReportsName() throws {
    let folder = try TemporaryFolder()
    let report = LessonReport(
      lessonsKey: "exercises", entries: [], progress: LessonProgress.fresh, learner: "a",
      date: Date())
    try folder.write(
      String(decoding: try report.json(), as: UTF8.self), to: "a/stepwise-report.json")
    #expect(ClassReader.course(of: try ClassReader.read(folder.url)) == .exercises)
    #expect(ClassReader.course(of: []) == .tutorial)
  }

  /// Only what the class report reads of each student counts: the JSON files elsewhere in
  /// one student's repository (a resource of their app) do not make the class's course.
  @Test func filesTheReportDoesNotReadDoNotChooseTheCourse() throws {
    let folder = try TemporaryFolder()
    let tutorial = LessonReport(
      lessonsKey: "steps", entries: [], progress: LessonProgress.fresh, learner: "a",
      date: Date())
    for student in ["ada", "ben"] {
      try folder.write(
        String(decoding: try tutorial.json(), as: UTF8.self),
        to: "\(student)/stepwise-report.json")
    }
    for index in 1...4 {
      try folder.write(#"{"exercises":{}}"#, to: "ada/Resources/e\(index).json")
    }

    #expect(ClassReader.course(of: try ClassReader.read(folder.url)) == .tutorial)
  }

  @Test func threeHundredReportsAreAllRead() throws {
    let folder = try TemporaryFolder()
    let text = try Self.report(
      ["pass", "fail", "error"], generated: "2026-11-20T10:00:00Z", failure: "✗ x")
    for index in 0..<300 {
      try folder.write(text, to: "student-\(index)/stepwise-report.json")
    }
    let report = ClassReport(outline: outline, students: try ClassReader.read(folder.url))
    #expect(report.rows.count == 300)
    #expect(report.rows.allSatisfy { $0.passed == 1 && $0.stuckOn == "demo-01/02-rows" })
  }
}
