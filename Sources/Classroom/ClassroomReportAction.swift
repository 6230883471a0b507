// `stepwise classroom report`: the class's table, page and CSV from its reports.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics
import TutorialCourse

/// `classroom report <folder>`.
package struct ClassroomReportAction: Command {
  static let html = Option(
    "--html", value: "FILE", "where the page goes (default: class-report.html)")
  static let csv = Option(
    "--csv", value: "FILE", "where the CSV goes (default: class-report.csv)")

  package static let configuration = CommandConfiguration(
    name: "report", arguments: [.init("folder")],
    options: [.value(ClassroomCommand.course), .value(html), .value(csv)],
    summary: "who is stuck where: a table, an HTML page and CSV for a class",
    discussion: """
      Reads a folder holding one folder per student (a clone of their repository, or the
      stepwise-report artifact the workflow uploads), or their reports as <name>.json, and
      prints a table: each student, the furthest step they passed, how many pass, when
      the report was made (or the progress saved), the first step that does not pass and
      its failing line. It writes the same as a page with no script and nothing fetched
      (the table, a bar per step of how many passed, each step's commonest failures), and
      as CSV for a gradebook. A folder that is empty, damaged or not a package is listed as
      such. A report that cannot be trusted is marked, with why, in the table's last column
      and the CSV's suspicious column: one the student committed, one of another commit
      than the folder's, one whose score or results do not match its verdicts or their
      digest, one with no provenance (format 1). Nothing in the students' folders is
      changed. The course is the one their reports name, unless --course says.

      """)

  var folder: String
  var course: Course?
  var htmlPath: String?
  var csvPath: String?

  package init(_ invocation: Invocation) throws(UsageError) {
    folder = invocation.arguments[0]
    course =
      invocation[ClassroomCommand.course] == nil
      ? nil : try ClassroomCommand.course(invocation)
    htmlPath = invocation[Self.html]
    csvPath = invocation[Self.csv]
  }

  package func run(_ context: ToolContext) -> ExitCode {
    let url = context.environment.url(forPath: folder)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      return context.usageError(localized("\(url.path) is not a folder of students"))
    }
    let students: [StudentRecord]
    do {
      students = try ClassReader.read(url)
    } catch {
      return context.failure(localized("cannot read \(url.path): \(error.localizedDescription)"))
    }
    let course = self.course ?? ClassReader.course(of: students)
    let report = ClassReport(outline: ClassroomCommand.outline(of: course), students: students)
    return Self.write(
      report, title: "Class report: \(url.lastPathComponent)", htmlPath: htmlPath,
      csvPath: csvPath, context)
  }

  /// Prints the table and writes the page and the CSV: what `report` and `collect` give.
  static func write(
    _ report: ClassReport, title: String, htmlPath: String?, csvPath: String?,
    _ context: ToolContext
  ) -> ExitCode {
    context.console.writeOutput(report.table())
    let html = context.environment.url(forPath: htmlPath ?? "class-report.html")
    let csv = context.environment.url(forPath: csvPath ?? "class-report.csv")
    // The page is shared with whoever the teacher sends it to, as the CSV is: English.
    let page = Language.$chosen.withValue(.english) { report.html(title: title) }
    for (url, data) in [(html, Data(page.utf8)), (csv, Data(report.csv.utf8))] {
      do {
        try data.write(to: url, options: .atomic)
      } catch {
        // Each file is replaced whole or not at all: say which one is not this report.
        let reason = localized("cannot write the report: \(error.localizedDescription)")
        return context.failure(
          url == html
            ? reason + " (" + html.path + ")"
            : reason
              + localized(
                " (\(csv.path); \(html.path) is this report, the CSV beside it is still the one before)"
              ))
      }
    }
    context.console.print(localized("Wrote \(html.path) and \(csv.path)."))
    return .success
  }
}
