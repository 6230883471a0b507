// The class page for a class with a test-first step: failures judged on the students' own
// tests, the planted bugs that survived, each student's failing steps, sorting and filtering.

import AppTestSupport
import Foundation
import LessonEngine
import Testing

@testable import Classroom

@MainActor
@Suite struct ClassPageTests {
  let outline = CourseOutline(name: "tutorial", steps: ReportTests.steps, retires: [:])

  /// The step that judges the students' own tests.
  static let testFirst = "demo-01/02-rows"

  /// What the tutorial says of a test that lets these planted bugs through, and the bugs.
  static func verdict(lettingThrough bugs: [Int]) throws
    -> (message: String, survivors: [LessonReport.Survivor])
  {
    var results = MutantTrialResults()
    results.reference = [TestOutcome(name: "rows()", status: .pass)]
    results.mutants = try (0..<3).map { index in
      let mutant = try Mutant(
        name: "bug\(index)",
        text: "when: bug \(index) is planted\nbecause: it misses bug \(index)\n"
          + "<<<<<<< A.swift\nx\n=======\ny\n>>>>>>>\n")
      let status: LessonStatus = bugs.contains(index) ? .pass : .fail
      return (mutant, [TestOutcome(name: "rows()", status: status)])
    }
    let judged = try #require(results.judgement(file: "RowsTests.swift", howToStart: "write one"))
    let survivors = results.survivors.map {
      LessonReport.Survivor(name: $0.name, message: $0.survivalText)
    }
    return (judged.message, survivors)
  }

  /// A report whose first step passes, whose test-first step fails as `verdict` says (or
  /// with no message, as reports did before they gave one), and whose last step fails.
  static func report(
    _ verdict: (message: String, survivors: [LessonReport.Survivor])?, generated: String
  ) throws -> String {
    let steps = ReportTests.steps
    let entries = [
      LessonReport.Entry(
        id: steps[0], status: .pass, message: nil,
        tests: [TestOutcome(name: "check.stepwise", status: .pass)]),
      LessonReport.Entry(
        id: steps[1], status: .fail, message: verdict?.message,
        tests: [TestOutcome(name: "RowsTests.swift", status: .fail)],
        survivors: verdict?.survivors),
      LessonReport.Entry(
        id: steps[2], status: .fail, message: nil,
        tests: [
          TestOutcome(
            name: "check.stepwise", status: .fail,
            issues: [.init(message: "✗ check.stepwise:3: expect rows \"Milk\"", line: 3)])
        ]),
    ]
    let report = LessonReport(
      lessonsKey: "steps", entries: entries, progress: LessonProgress.fresh, learner: "a",
      date: ReportTests.date(generated))
    return try ReportTests.graded(report, results: ["pass", "fail", "fail"])
  }

  /// ann's test lets bugs 0 and 2 through, cal's bug 0; bob's report is of the old kind;
  /// ada passes every step.
  static func makeClass() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(
      try report(verdict(lettingThrough: [0, 2]), generated: "2026-11-20T10:00:00Z"),
      to: "ann/stepwise-report.json")
    try folder.write(
      try report(nil, generated: "2026-11-21T10:00:00Z"), to: "bob/stepwise-report.json")
    try folder.write(
      try report(verdict(lettingThrough: [0]), generated: "2026-11-22T10:00:00Z"),
      to: "cal/stepwise-report.json")
    try folder.write(
      ReportTests.report(["pass", "pass", "pass"], generated: "2026-11-23T10:00:00Z"),
      to: "ada/stepwise-report.json")
    return folder
  }

  func classReport() throws -> ClassReport {
    let folder = try Self.makeClass()
    return ClassReport(outline: outline, students: try ClassReader.read(folder.url))
  }

  @Test func aTestFirstFailureShowsWhatTheTutorialSaidNotThatItWasNotChecked() throws {
    let report = try classReport()

    let notes = Dictionary(uniqueKeysWithValues: report.rows.map { ($0.student, $0.note) })
    #expect(
      notes["ann"]
        == "Your test passes on the course's app, but it catches 1 of the 3 planted bugs. "
        + "Make it fail on these: • your test still passes when bug 0 is planted: it misses "
        + "bug 0.")
    #expect(
      notes["cal"]??.hasPrefix("Your test passes on the course's app, but it catches 2") == true)
    #expect(notes["bob"] == "(fail, with no message in the report)")
    #expect(!report.table(noteWidth: 500).contains("(not checked)"))
  }

  @Test func theCommonestFailuresOfATestFirstStepAreThePlantedBugsThatSurvived() throws {
    let report = try classReport()

    let failures = report.commonFailures(of: Self.testFirst)

    #expect(
      failures.map(\.line) == [
        "Not caught: your test still passes when bug 0 is planted: it misses bug 0.",
        "Not caught: your test still passes when bug 2 is planted: it misses bug 2.",
      ])
    #expect(failures.map(\.count) == [2, 1])
    #expect(
      report.html().contains(
        "<h3>demo-01/02-rows</h3>\n<ol>\n<li><code>Not caught: your test still passes when "
          + "bug 0 is planted: it misses bug 0.</code> — 2 students</li>\n"))
  }

  @Test func eachStudentsFailingStepsShowTheirFirstLineAndTheBugsThatSurvived() throws {
    let report = try classReport()
    let ann = try #require(report.students.first { $0.name == "ann" })

    let failures = report.failures(of: ann)

    #expect(failures.map(\.step) == ["demo-01/02-rows", "demo-02/01-add"])
    #expect(failures[1].line == "✗ check.stepwise:3: expect rows \"Milk\"")
    #expect(
      failures[0].survivors == [
        "your test still passes when bug 0 is planted: it misses bug 0.",
        "your test still passes when bug 2 is planted: it misses bug 2.",
      ])
    #expect(report.failures(of: try #require(report.students.first { $0.name == "ada" })) == [])
    let page = report.html()
    #expect(page.contains("<h2>Each student's failing steps</h2>\n"))
    #expect(!page.contains("<summary>ada"), "a student who passes every step has no detail")
    #expect(
      page.contains(
        """
        <details class="student"><summary>ann — 2 failing steps</summary>
        <ul>
        <li>demo-01/02-rows: <code>Your test passes on the course&apos;s app, but it catches 1 \
        of the 3 planted bugs. Make it fail on these: • your test still passes when bug 0 is \
        planted: it misses bug 0.</code>
        <br>Planted bugs not caught:
        <ul>
        <li>your test still passes when bug 0 is planted: it misses bug 0.</li>
        <li>your test still passes when bug 2 is planted: it misses bug 2.</li>
        </ul>
        </li>
        <li>demo-02/01-add: <code>✗ check.stepwise:3: expect rows &quot;Milk&quot;</code></li>
        </ul>
        </details>
        """))
    #expect(page.contains("<summary>bob — 2 failing steps</summary>"))
  }

  @Test func thePageSortsAndFiltersWithAScriptOfItsOwnAndFetchesNothing() throws {
    let page = try classReport().html()

    #expect(page.contains("<table id=\"students\">"))
    #expect(page.contains("<input type=\"search\" id=\"filter\""))
    #expect(page.contains("<select id=\"show\">"))
    for kind in ["all", "stuck", "done", "unread"] {
      #expect(page.contains("<option value=\"\(kind)\">"))
    }
    #expect(page.contains("<script>\n" + ClassReport.script + "</script>"))
    #expect(page.components(separatedBy: "<script").count == 2, "one script, inline")
    #expect(!page.contains(" src="))
    #expect(!page.contains("https:"))
    #expect(ClassReport.script.contains("addEventListener(\"click\", sort)"))
    #expect(ClassReport.script.contains("filter.addEventListener(\"input\", apply)"))
  }

  @Test func theChartHasABarPerStepAsLongAsTheShareOfTheClassPassingIt() {
    let outline = CourseOutline(name: "tutorial", steps: ["a/1", "a/22"], retires: [:])
    let report = ClassReport(
      outline: outline,
      students: [
        StudentRecord(
          name: "ada", state: .report,
          results: ["a/1": .init(status: .pass), "a/22": .init(status: .fail)]),
        StudentRecord(
          name: "ben", state: .report,
          results: ["a/1": .init(status: .pass), "a/22": .init(status: .pass)]),
      ])
    // Labels as wide as the longest step (8 px a character and 16 more), bars of 400 px,
    // one 20 px row each.
    #expect(
      report.chart() == """
        <svg xmlns="http://www.w3.org/2000/svg" width="528" height="50" role="img" aria-label="Students passing each step">
        <text x="40" y="19" text-anchor="end">a/1</text><rect x="48" y="7" width="400" height="14" fill="#eee"/><rect x="48" y="7" width="400" height="14" fill="#3a7"><title>a/1: 2 of 2</title></rect><text x="456" y="19">2/2</text>
        <text x="40" y="39" text-anchor="end">a/22</text><rect x="48" y="27" width="400" height="14" fill="#eee"/><rect x="48" y="27" width="200" height="14" fill="#3a7"><title>a/22: 1 of 2</title></rect><text x="456" y="39">1/2</text>
        </svg>
        """)
  }

  @Test func aCourseWithNoStepsHasAnEmptyChartWithRoomForTenCharacterLabels() {
    let outline = CourseOutline(name: "tutorial", steps: [], retires: [:])
    #expect(
      ClassReport(outline: outline, students: []).chart() == """
        <svg xmlns="http://www.w3.org/2000/svg" width="576" height="10" role="img" aria-label="Students passing each step">
        </svg>
        """)
  }
}
