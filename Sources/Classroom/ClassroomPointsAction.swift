// `stepwise classroom points`: one step's line of a grade, for the autograder.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics
import TutorialCourse

/// `classroom points <step>`.
package struct ClassroomPointsAction: Command {
  static let sheet = Option(
    "--sheet", value: "FILE", "the points grade wrote (default: grade.txt)")
  static let report = Option(
    "--report", value: "FILE", "the report grade wrote: every failing line of the step")

  package static let configuration = CommandConfiguration(
    name: "points", arguments: [.init("step")], options: [.value(sheet), .value(report)],
    summary: "one step's line of a grade: succeeds when it earned its points",
    discussion: """
      Reads the points classroom grade --sheet FILE wrote and prints the step's line (and
      why it failed: its first failing line, or with --report, every failing line of the
      step, which go to standard error too). Succeeds when the step earned all its points,
      fails otherwise: the workflow's one test per step runs it, so that GitHub Classroom
      shows each step with why it failed.

      """)

  var step: String
  var sheetPath: String?
  var reportPath: String?

  package init(_ invocation: Invocation) {
    step = invocation.arguments[0]
    sheetPath = invocation[Self.sheet]
    reportPath = invocation[Self.report]
  }

  package func run(_ context: ToolContext) -> ExitCode {
    let url = context.environment.url(forPath: sheetPath ?? "grade.txt")
    let sheet: GradeSheet
    do {
      let text = try String(decoding: ClassReader.contents(of: url).get(), as: UTF8.self)
      sheet = try GradeSheet.parse(text)
    } catch let error as GradeSheet.ParseError {
      return context.failure(localized("\(url.path) is not a grade: \(error.description)"))
    } catch SmallFile.Refusal.tooLarge(let bytes) {
      let size = SmallFile.megabytes(bytes)
      let most = SmallFile.megabytes(ClassReader.largestFile)
      return context.failure(
        localized("\(url.path) is \(size), too large to read (at most \(most))"))
    } catch {
      return context.failure(localized("cannot read \(url.path): did the Grade step run?"))
    }
    guard let line = sheet.step(id: step) else {
      return context.failure(localized("\(url.path) has no step \"\(step)\""))
    }
    // The sheet's line as grade wrote it: the workflow's log shows it beside the others.
    let heading = "\(line.id) \(line.points)/\(line.maxPoints) \(line.status.rawValue)"
    context.console.print(heading)
    let earned = line.status.earnsPoints
    let failing =
      reportPath.flatMap { failingLines(in: context.environment.url(forPath: $0)) }
      ?? line.note.map { [$0] } ?? []
    for failingLine in failing { context.console.print("  " + failingLine) }
    if !earned {
      // A grader that keeps only a failed command's error output shows why, too.
      context.console.printError(([heading] + failing.map { "  " + $0 }).joined(separator: "\n"))
    }
    return earned ? .success : .failure
  }

  /// Every failing line of the step in a report, with the course's folder left out of
  /// paths; nil when the report cannot be read or has no failure for the step.
  func failingLines(in url: URL) -> [String]? {
    guard case .success(let data) = ClassReader.contents(of: url),
      let report = try? JSONDecoder().decode(ClassReader.ReportFile.self, from: data),
      let results = (report.steps ?? report.exercises)?[step]
    else { return nil }
    let messages =
      results.message.map { [$0] }
      ?? (results.tests ?? []).filter { $0.status != "pass" }.compactMap(\.message)
    let lines = messages.flatMap { $0.split(separator: "\n") }
      .map { GradeSheet.failingLine(String($0)) }.filter { !$0.isEmpty }
    return lines.isEmpty ? nil : lines
  }
}
