// Benchmark 7: a teacher's class report over hundreds of students' reports.

import Classroom
import Foundation
import LessonEngine

/// Writes a class of synthetic students' reports (the tutorial's steps, each student stuck at
/// a different one, every step with its check script, as `classroom grade --report` writes
/// them), then times, in turns, Foundation's JSON reader parsing every report (the least any
/// reader of the files must do) and `classroom report`'s whole work: reading the folders,
/// the table, the HTML page and the CSV.
@MainActor
struct ClassroomBenchmark {
  /// The sizes to use.
  let settings: BenchmarkSettings

  /// The command that runs this benchmark alone.
  static let command = "swift run -c release stepwise-bench classroom"

  /// Runs the comparison.
  func run() throws -> Comparison {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepwise-bench-class-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outline = ClassroomCommand.outline(of: .tutorial)
    let students = settings.classroomReports
    var files: [URL] = []
    for index in 0..<students {
      let url = folder.appendingPathComponent(
        String(format: "student-%03d/%@", index, ClassReader.reportName))
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Self.report(stuckAt: index % (outline.steps.count + 1), outline: outline, index: index)
        .write(to: url)
      files.append(url)
    }

    var parsed = 0
    var rows = 0
    var pageBytes = 0
    let runs = try Interleaved.measure(
      rounds: settings.rounds,
      baseline: Samples(label: "JSONSerialization, each report", operationsPerSample: students),
      measured: Samples(label: "classroom report", operationsPerSample: students),
      runBaseline: {
        parsed = 0
        for file in files {
          let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: file))
          if object is [String: Any] { parsed += 1 }
        }
      },
      runMeasured: {
        let report = ClassReport(outline: outline, students: try ClassReader.read(folder))
        rows = report.rows.filter { $0.passed != nil }.count
        pageBytes = report.table().utf8.count + report.html().utf8.count + report.csv.utf8.count
      })
    var comparison = Comparison(
      title: "Classroom: read \(students) students' reports", command: Self.command,
      baseline: runs.baseline, measured: runs.measured, targetRatio: 4)
    comparison.facts = [Fact("reports read", baseline: parsed, measured: rows)]
    let seconds = runs.measured.median
    comparison.notes = [
      String(
        format: "%d reports, %d steps each: %.2f s for the table, page and CSV (target: under 2 s "
          + "for 300), %d bytes written", students, outline.steps.count, seconds, pageBytes)
    ]
    return comparison
  }

  /// One student's report: the steps before `stuckAt` pass, that one fails, the rest are
  /// errors.
  static func report(stuckAt: Int, outline: CourseOutline, index: Int) throws -> Data {
    let script = (1...12).map { "tap row \($0)\nexpect row \($0) is \"Item \($0)\"\n" }.joined()
    let entries = outline.steps.enumerated().map { position, id in
      let status: ExerciseOutcome.Status =
        position < stuckAt ? .pass : position == stuckAt ? .fail : .error
      let message =
        status == .fail
        ? "✗ /runner/stepwise/Chapters/Tutorial/\(id)/check.stepwise:\(index % 7 + 1): "
          + "expect row 0 is \"Item\"\n  screen: Checklists\n  row 0: (none)" : nil
      return LessonReport.Entry(
        id: id, status: status, message: status == .error ? "The step was not checked." : nil,
        tests: [
          TestOutcome(
            name: "check.stepwise", status: status,
            issues: message.map { [.init(message: $0, line: nil)] } ?? [])
        ], testCode: ["check.stepwise": script])
    }
    return try LessonReport(
      lessonsKey: "steps", entries: entries, progress: .fresh, learner: "student-\(index)",
      date: Date(timeIntervalSince1970: 1_795_000_000 + Double(index) * 60)
    ).json()
  }
}
