// `stepwise classroom collect`: the authoritative grade of a class, made here from each
// student's commit, not from what their repositories say of themselves.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics
import TutorialCourse

/// `classroom collect [ROSTER]`.
package struct ClassroomCollectAction: Command {
  static let prefix = Option(
    "--prefix", value: "PREFIX", "the assignment's repository prefix (with a roster)")
  static let organization = Option(
    "--org", value: "OWNER", "the GitHub organization of the classroom (with a roster)")
  static let list = Option(
    "--from", value: "FILE", "a list of folders or git URLs, one a line, instead of a roster")
  static let into = Option(
    "--into", value: "DIR", "where the clones and reports go (default: collected)")
  static let deadline = Option(
    "--deadline", value: "TIME",
    "grade the last commit at or before TIME (ISO 8601: 2026-12-01T23:59:00+09:00)")
  static let seed = Option(
    "--seed", value: "N", "the seed of the names the checks type (default: one drawn)")

  package static let configuration = CommandConfiguration(
    name: "collect", arguments: [.init("roster", optional: true)],
    options: [
      .value(prefix), .value(organization), .value(list), .value(into), .value(deadline),
      .value(seed), .value(ClassroomCommand.course), .value(ClassroomReportAction.html),
      .value(ClassroomReportAction.csv), .value(ClassroomCommand.asUser),
    ],
    summary: "the class's grade made here: fetch each student's commit and grade it",
    discussion: """
      Reads GitHub Classroom's roster (ROSTER, the CSV it exports) with --org and --prefix
      (each student's repository is https://github.com/OWNER/PREFIX-USERNAME), or --from a
      list of folders or git URLs. Clones each (or fetches a clone made before) into
      DIR/repositories, checks out the last commit at or before --deadline (by its commit
      date; default: the newest), grades it as classroom grade does, with the seed given or
      one drawn and printed, and writes its report, with the commit, to DIR/reports. Then
      prints the table and writes the page and CSV that classroom report writes. A student
      who cannot be fetched, has no commit before the deadline or cannot be graded is listed
      with why, never left out; so is a roster line that names no GitHub user. One student
      at a time: each is built in the course's one grading build folder. With --as-user
      USER (Linux, as root), each student's code runs as USER, as classroom grade says.

      """)

  var rosterPath: String?
  var prefix: String?
  var organization: String?
  var listPath: String?
  var intoPath: String
  var deadline: Date?
  var seed: UInt64?
  var course: Course
  var htmlPath: String?
  var csvPath: String?
  /// The user each student's code runs as, if not the grader.
  var userName: String?

  package init(_ invocation: Invocation) throws(UsageError) {
    rosterPath = invocation.arguments.first
    prefix = invocation[Self.prefix]
    organization = invocation[Self.organization]
    listPath = invocation[Self.list]
    intoPath = invocation[Self.into] ?? "collected"
    course = try ClassroomCommand.course(invocation)
    htmlPath = invocation[ClassroomReportAction.html]
    csvPath = invocation[ClassroomReportAction.csv]
    userName = ClassroomCommand.asUser(invocation)
    if let word = invocation[Self.deadline] {
      guard let date = Self.date(word) else {
        throw UsageError(
          message: localized("\"\(word)\" is not a time in ISO 8601 (2026-12-01T23:59:00Z)"),
          command: "classroom collect")
      }
      deadline = date
    }
    if let word = invocation[Self.seed] {
      guard let number = UInt64(word) else {
        throw UsageError(
          message: localized("\"\(word)\" is not a seed (a whole number)"),
          command: "classroom collect")
      }
      seed = number
    }
    guard (rosterPath == nil) != (listPath == nil) else {
      throw UsageError(
        message: localized(
          "say whose work to collect: a roster with --org and --prefix, or --from FILE"),
        command: "classroom collect")
    }
    if rosterPath != nil, prefix == nil || organization == nil {
      throw UsageError(
        message: localized(
          "a roster needs --org OWNER and --prefix PREFIX to find the repositories"),
        command: "classroom collect")
    }
  }

  /// A time in ISO 8601, with or without fractions of a second.
  static func date(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.date(from: text)
  }

  package func run(_ context: ToolContext) -> ExitCode {
    run(context, tutorialTester: nil, exercisesTester: nil)
  }

  /// Collects and grades; tests pass stand-in testers.
  package func run(
    _ context: ToolContext, tutorialTester: (any StepTester)?,
    exercisesTester: (any ExerciseTester)?
  ) -> ExitCode {
    let courseFolder: URL
    do {
      courseFolder = try PackageLocator.locate(in: context.environment)
    } catch {
      return context.usageError(error.description)
    }
    let input = context.environment.url(forPath: rosterPath ?? listPath ?? "")
    guard case .success(let data) = SmallFile.read(input, atMost: ClassReader.largestFile) else {
      return context.failure(localized("cannot read \(input.path)"))
    }
    let roster: Roster
    do {
      roster = try self.roster(from: String(decoding: data, as: UTF8.self), context)
    } catch {
      return context.usageError(error.description)
    }
    let into = context.environment.url(forPath: intoPath)
    let reports = into.appendingPathComponent("reports")
    do {
      try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
      // The grades are the teacher's: no student's code, run as another user, reads them.
      try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: reports.path)
    } catch {
      return context.failure(localized("cannot write \(into.path): \(error.localizedDescription)"))
    }
    let progress: (String) -> Void = { context.console.printError(context.errorStyle.dim($0)) }
    let seed: UInt64? =
      course == .tutorial ? self.seed ?? UInt64.random(in: .min ... .max) : nil
    if let seed {
      context.console.printError(
        localized(
          "Every student's checks type names drawn from seed \(seed) (--seed \(seed) draws them again)."
        ))
    }
    return ClassroomCommand.withChildUser(named: userName, context) { user in
      let checksum = GradeProvenance.checksum(of: context.environment.executable)
      let grade = { (folder: URL, learner: String) throws -> ProvenGrade in
        try ProvenGrade(
          student: folder, course: course, courseFolder: courseFolder, learner: learner,
          seed: seed, graderSHA256: checksum, user: user, tutorialTester: tutorialTester,
          exercisesTester: exercisesTester, progress: progress)
      }
      var records = roster.refused.map {
        StudentRecord(name: $0.name, state: .notGraded($0.reason))
      }
      for student in roster.students {
        records.append(record(of: student, into: into, context, grade: grade))
      }
      records.sort { $0.name < $1.name }
      let report = ClassReport(outline: ClassroomCommand.outline(of: course), students: records)
      return ClassroomReportAction.write(
        report, title: "Class report: \(into.lastPathComponent)", htmlPath: htmlPath,
        csvPath: csvPath, context)
    }
  }

  /// The students: the roster's rows, as repositories of the organization named by the
  /// prefix and each student's GitHub name, or the list's lines, each a repository or a
  /// folder named as the teacher's shell would, from where the tool runs.
  private func roster(from text: String, _ context: ToolContext) throws(Roster.ReadError)
    -> Roster
  {
    if let organization, let prefix, rosterPath != nil {
      return try Roster(rosterCSV: text, organization: organization, prefix: prefix)
    }
    var list = Roster(list: text)
    for index in list.students.indices where !Self.isURL(list.students[index].source) {
      list.students[index].source =
        context.environment.url(forPath: list.students[index].source).path
    }
    return list
  }

  /// One student's work fetched into `into/repositories/NAME` as it was at the deadline,
  /// graded, and its report written to `into/reports/NAME.json`: the record read back from
  /// that report, or the reason it was not graded.
  private func record(
    of student: Roster.Student, into: URL, _ context: ToolContext,
    grade: (URL, String) throws -> ProvenGrade
  ) -> StudentRecord {
    let folder = into.appendingPathComponent("repositories/\(student.name)")
    context.console.printError(localized("\(student.name): fetching \(student.source)…"))
    let fetch = StudentFetch(source: student.source, folder: folder, deadline: deadline)
    let report = into.appendingPathComponent("reports/\(student.name).json")
    // A report of an earlier collect is not this one's: a student not graded now has none,
    // rather than the grade they had before.
    func notGraded(_ why: String) -> StudentRecord {
      try? FileManager.default.removeItem(at: report)
      return StudentRecord(name: student.name, state: .notGraded(why))
    }
    let commit: String
    switch fetch.checkOut() {
    case .success(let checkedOut): commit = checkedOut
    case .failure(let why):
      try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
      return notGraded(why.description)
    }
    context.console.printError(localized("\(student.name): grading \(commit)…"))
    // Each clone is closed to other users but while its own grade runs: a student's code,
    // run as another user (`--as-user`), reads no classmate's work.
    let manager = FileManager.default
    try? manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    defer { try? manager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path) }
    do {
      try grade(folder, student.name).reportJSON().write(to: report, options: .atomic)
      return ClassReader.readReportFile(report, name: student.name)
    } catch let refusal as GradingRefusal {
      return notGraded("cannot grade: \(refusal)")
    } catch {
      return notGraded("cannot write \(report.path): \(error.localizedDescription)")
    }
  }

  /// Whether a source is a URL git reads (`https://…`, `file://…`, `git@host:path`), not a
  /// folder.
  static func isURL(_ source: String) -> Bool {
    source.contains("://") || source.hasPrefix("git@")
  }
}
