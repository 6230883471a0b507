// The class view: who reached which step, who is stuck where and why, as a table, HTML and CSV.

import Foundation
import LessonEngine
import StepwiseBasics
import TutorialCourse

/// A class's results laid out by step: one row per student, how many passed each step, and
/// the commonest failure of each step.
package struct ClassReport: Sendable {
  /// One student's row.
  package struct Row: Sendable, Equatable {
    /// The student's folder's name.
    package var student: String
    /// What could be read: `report`, `progress only`, `no results`, `empty`,
    /// `not a package`, `damaged`; `not graded` for a student `collect` could not grade.
    package var state: String
    /// The number of the furthest step passed (0 for none); nil when nothing was read.
    package var reached: Int?
    /// How many steps pass (or are retired by a later step that passes).
    package var passed: Int?
    /// When the report was made or the progress saved.
    package var lastChange: Date?
    /// The first step that does not pass; nil when all pass or nothing was read.
    package var stuckOn: String?
    /// What that step's check said, one line; for a folder with nothing to read, why. A
    /// suspicious report's note starts with why it is.
    package var note: String?
    /// Why the report cannot be trusted, in plain words; nil when nothing was found.
    package var suspicion: String?
    /// The commit the report grades, when it names one.
    package var commit: String?
  }

  /// The course's steps.
  package let outline: CourseOutline
  /// Each student, by name.
  package let students: [StudentRecord]
  /// Each student's row, in the same order.
  package let rows: [Row]

  /// The report of a class.
  package init(outline: CourseOutline, students: [StudentRecord]) {
    self.outline = outline
    self.students = students
    rows = students.map { Self.row(for: $0, outline: outline) }
  }

  /// The steps a student passed, with those retired by later steps that pass.
  package static func passedSteps(of record: StudentRecord, outline: CourseOutline) -> Set<String> {
    let passed = Set(record.results.filter { $0.value.status == .pass }.map(\.key))
    let retired = TutorialCatalog.retirements(
      order: outline.steps, retires: { outline.retires[$0] ?? [] }, passed: passed)
    return passed.union(retired.keys).intersection(outline.steps)
  }

  static func row(for record: StudentRecord, outline: CourseOutline) -> Row {
    var row = Row(student: record.name, state: "")
    switch record.state {
    case .report: row.state = "report"
    case .progress: row.state = "progress only"
    case .noResults:
      row.state = "no results"
      row.note = "a package, but no report or progress file yet"
      return row
    case .empty:
      row.state = "empty"
      row.note = "an empty folder"
      return row
    case .notPackage:
      row.state = "not a package"
      row.note = "neither a package nor a report"
      return row
    case .damaged(let why):
      row.state = "damaged"
      row.note = why
      return row
    case .notGraded(let why):
      row.state = "not graded"
      row.note = why
      return row
    }
    row.commit = record.provenance.map(\.commit).flatMap { commit in
      commit.count == 40 && commit.allSatisfy(\.isHexDigit) ? commit : nil
    }
    let passed = passedSteps(of: record, outline: outline)
    row.passed = passed.count
    row.reached = (outline.steps.lastIndex { passed.contains($0) }).map { $0 + 1 } ?? 0
    row.lastChange = record.lastChange
    if record.state == .progress, let current = record.current, !passed.contains(current),
      outline.steps.contains(current)
    {
      row.stuckOn = current
    } else {
      row.stuckOn = outline.steps.first { !passed.contains($0) }
    }
    if let stuck = row.stuckOn {
      row.note =
        record.state == .progress
        ? "(a progress file only: no check messages)" : note(on: record.results[stuck])
    }
    if !record.suspicions.isEmpty {
      let suspicion = record.suspicions.joined(separator: "; ")
      row.suspicion = suspicion
      row.note = "suspicious: \(suspicion)" + (row.note.map { " — " + $0 } ?? "")
    }
    return row
  }

  /// How many students pass each step, in the course's order.
  package var passCounts: [(step: String, passed: Int)] {
    let sets = students.map { Self.passedSteps(of: $0, outline: outline) }
    return outline.steps.map { step in (step, sets.filter { $0.contains(step) }.count) }
  }

  /// The students whose results were read (a report or a progress file).
  package var readCount: Int { rows.filter { $0.passed != nil }.count }

  /// A step's commonest failure lines with how many students' reports give each, most
  /// first (ties in alphabetical order), at most `limit`.
  package func commonFailures(of step: String, limit: Int = 3) -> [(line: String, count: Int)] {
    var counts: [String: Int] = [:]
    for (student, row) in zip(students, rows) where row.stuckOn == step {
      guard let result = student.results[step], result.status != .pass else { continue }
      for line in Self.failureLines(of: result) { counts[line, default: 0] += 1 }
    }
    return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(limit)
      .map { ($0.key, $0.value) }
  }

  // MARK: - Text

  /// A date as the report shows it, in UTC.
  package static func shown(_ date: Date?) -> String {
    guard let date else { return "—" }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: date)
  }

  /// The cells of a row as text: student, reached, passed, last change, stuck on, note.
  func cells(_ row: Row) -> [String] {
    let total = outline.steps.count
    return [
      row.student, row.reached.map { "\($0)/\(total)" } ?? "—",
      row.passed.map { "\($0)/\(total)" } ?? "—", Self.shown(row.lastChange),
      row.stuckOn ?? (row.passed == total ? localized("(done)") : "—"), row.note ?? "",
    ]
  }

  /// The headings of the columns, in the current ``Language``.
  static var headings: [String] {
    [
      localized("Student"), localized("Reached"), localized("Passed"), localized("Last change"),
      localized("Stuck on"), localized("Why"),
    ]
  }

  /// The table for the terminal, with a line of totals; long notes are cut at `width`
  /// characters.
  package func table(noteWidth: Int = 72) -> String {
    let lines =
      [Self.headings]
      + rows.map { row in
        // Names and notes come from students' folders and reports: never the terminal's codes.
        var cells = cells(row).map(\.terminalSafe)
        if cells[5].count > noteWidth { cells[5] = String(cells[5].prefix(noteWidth - 1)) + "…" }
        return cells
      }
    // Measured in terminal columns: a Japanese heading or a name in kanji is two a character.
    let widths = (0..<5).map { column in lines.map { $0[column].displayWidth }.max() ?? 0 }
    func render(_ cells: [String]) -> String {
      let padded = (0..<5).map {
        cells[$0] + String(repeating: " ", count: widths[$0] - cells[$0].displayWidth)
      }
      return (padded + [cells[5]]).joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    var text = render(lines[0]) + "\n"
    text += render(widths.map { String(repeating: "-", count: $0) } + ["---"]) + "\n"
    for cells in lines.dropFirst() { text += render(cells) + "\n" }
    text += "\n" + summary + "\n"
    return text
  }

  /// One sentence: how many students, and how many of each kind of folder, in the current
  /// ``Language`` (the rows' states stay the CSV's English words).
  package var summary: String {
    var counts: [String: Int] = [:]
    for row in rows { counts[row.state, default: 0] += 1 }
    let order = [
      "report", "progress only", "no results", "empty", "not a package", "damaged", "not graded",
    ]
    let parts = order.compactMap { state in counts[state].map { Self.count($0, state) } }
      .joined(separator: localized(", "))
    let done = rows.filter { $0.passed == outline.steps.count }.count
    let steps = outline.steps.count
    let students = rows.count
    if students == 0 {
      return localized(
        "No student: the folder holds no student's folder nor report (\(steps) steps in \(outline.name))."
      )
    }
    return students == 1
      ? localized(
        "1 student (\(parts)); \(done) passed every step of the \(steps) in \(outline.name).")
      : localized(
        "\(students) students (\(parts)); \(done) passed every step of the \(steps) in \(outline.name)."
      )
  }

  /// How many folders are in a state: `5 report`.
  private static func count(_ count: Int, _ state: String) -> String {
    switch state {
    case "report": localized("\(count) report")
    case "progress only": localized("\(count) progress only")
    case "no results": localized("\(count) no results")
    case "empty": localized("\(count) empty")
    case "not a package": localized("\(count) not a package")
    case "not graded": localized("\(count) not graded")
    default: localized("\(count) damaged")
    }
  }

  // MARK: - CSV

  /// The rows as CSV for a gradebook (``CSV``): the counts as numbers, everything else as
  /// text that no spreadsheet runs, whoever wrote it; then why a report is suspicious (empty
  /// when it is not) and the commit it grades.
  package var csv: String {
    let headings = [
      "student", "state", "reached", "passed", "steps", "last_change", "stuck_on", "why",
      "suspicious", "commit",
    ]
    var lines = [headings.map(CSV.Cell.text)]
    for row in rows {
      lines.append([
        .text(row.student), .text(row.state), row.reached.map(CSV.Cell.number) ?? .text(""),
        row.passed.map(CSV.Cell.number) ?? .text(""), .number(outline.steps.count),
        .text(row.lastChange.map { Self.shown($0) } ?? ""), .text(row.stuckOn ?? ""),
        .text(row.note ?? ""), .text(row.suspicion ?? ""), .text(row.commit ?? ""),
      ])
    }
    return CSV.text(rows: lines)
  }
}
