// The class report's CSV: students' names and messages that a spreadsheet would run as formulas.

import AppTestSupport
import Foundation
import LessonEngine
import StepwiseBasics
import Testing

@testable import Classroom

@MainActor
@Suite struct CSVInjectionTests {
  let outline = CourseOutline(
    name: "tutorial", steps: ReportTests.steps,
    retires: ["demo-02/01-add": ["demo-01/02-rows"]])

  @Test(arguments: [
    // What OWASP names: a formula, or what starts one, is text after an apostrophe.
    ("=1+1", "'=1+1"),
    ("+1", "'+1"),
    ("-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"),
    ("@SUM(A1:A9)", "'@SUM(A1:A9)"),
    ("\t=1+1", "'\t=1+1"),
    ("\r=1+1", "\"'\r=1+1\""),
    ("-", "'-"),
    (
      "=HYPERLINK(\"http://x.test\",\"a, b\")",
      "\"'=HYPERLINK(\"\"http://x.test\"\",\"\"a, b\"\")\""
    ),
    // Read scalar by scalar: a CRLF is one Character, and so is a mark combined with what
    // it follows, but a spreadsheet sees the bytes.
    ("\r\n=1+1", "\"'\r\n=1+1\""),
    ("=\u{301}1+1", "'=\u{301}1+1"),
    ("a\r\nb", "\"a\r\nb\""),
    (",\u{301}", "\",\u{301}\""),
    ("\"\u{301}", "\"\"\"\u{301}\""),
    // A semicolon separates cells where a comma is a decimal point.
    ("a;=1+1", "\"a;=1+1\""),
    // Nothing to do.
    ("", ""),
    ("plain", "plain"),
    ("花子", "花子"),
    ("Ann-Marie", "Ann-Marie"),
    ("'=1", "'=1"),
  ])
  func aCellASpreadsheetWouldRunIsWrittenAsText(cell: String, field: String) {
    #expect(CSV.field(.text(cell)) == field)
  }

  @Test func studentsNamesAndMessagesThatStartLikeFormulasReachTheCSVAsText() throws {
    let folder = try TemporaryFolder()
    let passing = try ReportTests.report(
      ["pass", "pass", "pass"], generated: "2026-11-20T10:00:00Z")
    for name in ["=1+1", "@SUM(A1)", "+1", "\tTab", "ada"] {
      try folder.write(passing, to: "\(name)/stepwise-report.json")
    }
    try folder.write(
      ReportTests.report(
        ["pass", "fail", "fail"], generated: "2026-11-20T10:00:00Z",
        failure: "=HYPERLINK(\"http://evil.test\",\"click\")"),
      to: "-/stepwise-report.json")
    try folder.write(
      ReportTests.report(
        ["pass", "fail", "fail"], generated: "2026-11-20T10:00:00Z", failure: "-1+1\r\n=cmd"),
      to: "-2+3+cmd|' -C calc'!A0/stepwise-report.json")

    let csv = ClassReport(outline: outline, students: try ClassReader.read(folder.url)).csv

    for row in [
      "'=1+1,report,3,3,3,2026-11-20 10:00,,",
      "'@SUM(A1),report,3,3,3,2026-11-20 10:00,,",
      "'+1,report,3,3,3,2026-11-20 10:00,,",
      "'\tTab,report,3,3,3,2026-11-20 10:00,,",
      "ada,report,3,3,3,2026-11-20 10:00,,",
      "'-,report,1,1,3,2026-11-20 10:00,demo-01/02-rows,"
        + "\"'=HYPERLINK(\"\"http://evil.test\"\",\"\"click\"\")\"",
      "'-2+3+cmd|' -C calc'!A0,report,1,1,3,2026-11-20 10:00,demo-01/02-rows,\"'-1+1\r\n=cmd\"",
    ] {
      #expect(csv.contains("\r\n" + row + ",,\r\n"), "\(row), and no suspicion, no commit")
    }
    // Every line ends a row or sits inside a quoted cell: seven students, a heading, and the
    // one cell with a line break in it.
    #expect(csv.components(separatedBy: "\r\n").count == 1 + 7 + 1 + 1)
  }

  @Test func namesAndMessagesReachTheTeachersTerminalAsTextNotAsItsCodes() throws {
    let folder = try TemporaryFolder()
    // A name that would clear the screen and retitle the window, and a message whose
    // carriage return would print over the line with a note of its own.
    try folder.write(
      ReportTests.report(["pass", "pass", "pass"], generated: "2026-11-20T10:00:00Z"),
      to: "ada\u{1B}[2J\u{1B}]0;pwned\u{7}/stepwise-report.json")
    try folder.write(
      ReportTests.report(
        ["pass", "fail", "fail"], generated: "2026-11-20T10:00:00Z",
        failure: "expected 3\rall steps pass \u{202E}gnp.exe"),
      to: "bo/stepwise-report.json")

    let table = ClassReport(outline: outline, students: try ClassReader.read(folder.url)).table()

    #expect(!table.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\r" || $0 == "\u{7}" })
    #expect(!table.unicodeScalars.contains("\u{202E}"))
    #expect(table.contains("ada\\u{1B}[2J\\u{1B}]0;pwned\\u{7}"))
    #expect(table.contains("expected 3\\u{D}all steps pass \\u{202E}gnp.exe"))
  }
}
