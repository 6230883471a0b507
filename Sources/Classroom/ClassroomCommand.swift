// `stepwise classroom`: the teacher's side: an assignment template, grading, the class view.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics
import TutorialCourse

/// `stepwise classroom <action>`: a class on GitHub Classroom.
package struct ClassroomCommand: Command {
  /// The course: `tutorial` or `exercises`.
  package static let course = Option(
    "--course", value: "COURSE", "tutorial (the default) or exercises")

  package static let configuration = CommandConfiguration(
    name: "classroom",
    summary: "the teacher's side: an assignment template, grading, the class view",
    discussion: """
      For a class on GitHub Classroom. init writes an assignment template: the starting
      package and a workflow that grades every push on GitHub's machines, with the checks of
      this course at a commit you pin (the students cannot change them). grade is what the
      workflow runs, and runs here too. report reads a folder of students' repositories or
      reports and shows who is stuck where, as a table, an HTML page and CSV, and marks a
      report it cannot trust. collect fetches each student's commit and grades it here: the
      grade to trust. Chapters/teaching.md walks through it.

      """,
    subcommands: [
      ClassroomInitAction.self, ClassroomGradeAction.self, ClassroomPointsAction.self,
      ClassroomReportAction.self, ClassroomCollectAction.self,
    ])

  package init(_ invocation: Invocation) {}

  package func run(_ context: ToolContext) -> ExitCode {
    context.usageError(
      localized(
        "say what to do: init, grade, points, report or collect (see \(context.commandName) help classroom)"
      )
    )
  }

  /// The user students' code runs as.
  package static let asUser = Option(
    "--as-user", value: "USER",
    "run each student's code (their build, tests and app) as USER, such as\n"
      + "nobody, not with your rights (Linux, as root)")

  /// The user `--as-user` names.
  static func asUser(_ invocation: Invocation) -> String? { invocation[asUser] }

  /// Runs `body` with the user named (nil: none), its programs' home a temporary folder
  /// removed after; says who the students' code runs as.
  static func withChildUser(
    named name: String?, _ context: ToolContext, _ body: (ChildUser?) -> ExitCode
  ) -> ExitCode {
    guard let name else { return body(nil) }
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stepwise-student-home-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let user: ChildUser
    do {
      user = try ChildUser.named(name, home: home)
    } catch {
      return context.failure(localized("cannot grade: \(error.description)"))
    }
    context.console.printError(
      context.errorStyle.dim(
        localized(
          "Each student's code (their build, tests and app) runs as \(name), uid \(user.uid); the checks are judged with your rights."
        )))
    return body(user)
  }

  /// The course `--course` names, or the tutorial.
  static func course(_ invocation: Invocation) throws(UsageError) -> Course {
    guard let word = invocation[Self.course] else { return .tutorial }
    guard let course = Course(word: word) else {
      throw UsageError(
        message: localized("there is no course \"\(word)\": say \(Course.words)"),
        command: "classroom")
    }
    return course
  }

  /// The steps of a course, as a class report lays them out.
  package static func outline(of course: Course) -> CourseOutline {
    switch course {
    case .tutorial:
      let steps = TutorialCatalog.standard.steps
      return CourseOutline(
        name: course.rawValue, steps: steps.map(\.id),
        retires: Dictionary(uniqueKeysWithValues: steps.map { ($0.id, $0.retires) }))
    case .exercises:
      return CourseOutline(
        name: course.rawValue, steps: ExerciseCatalog.standard.exercises.map(\.id))
    }
  }
}

/// `classroom grade`.
package struct ClassroomGradeAction: Command {
  static let dir = Option(
    "--dir", value: "PACKAGE", "the student's package (default: the current folder)")
  static let report = Option(
    "--report", value: "FILE", "also write every step's results as JSON (Exercism's v3)")
  static let sheet = Option(
    "--sheet", value: "FILE", "also write the points, as printed, to FILE")
  static let learner = Option(
    "--learner", value: "NAME", "the name the report gives (default: $USER)")
  static let prepare = Flag(
    "--prepare", "only make the course's grading build (the kit compiled), grading no one")

  package static let configuration = CommandConfiguration(
    name: "grade",
    options: [
      .value(dir), .value(ClassroomCommand.course), .value(report), .value(sheet), .value(learner),
      .flag(prepare), .value(ClassroomCommand.asUser),
    ],
    summary: "run the course's checks on a student's package and print the points",
    discussion: """
      Runs every check of the course on the package (one build), with the checks of this
      course, never the package's, and prints one line per step: its id, its points over
      its most, and pass, retired (a later step changed what it checks, and passes), fail
      or error, with the failing line indented below; then the total:

        # stepwise classroom grade: tutorial, 24 steps, 1 point each
        checklists-01/01-launch 1/1 pass
        checklists-01/02-first-row 0/1 fail
          ✗ Chapters/Tutorial/checklists-01/02-first-row/check.stepwise:7: …
        total 1/24

      The exit status is 0 whenever the checks ran, whatever the points; it is not 0 only
      when the package could not be graded (not a package, the course's checks changed).
      The build's progress goes to standard error. The package is not changed but for its
      .build folder, where the checks' package is written anew. The app is built in a fresh
      copy of the course's grading build (.build/grading in the course, made by the first
      grade: the kit compiled, no student's code), removed after, so that nothing of one
      student is used for another; one grade at a time. With --prepare, grade only makes
      that grading build, before any student's code runs (the workflow caches it then).
      For the exercises, the package is the assignment's folder of starter files
      (Chapters/Exercises/<id>/), built into the course's stages, in the same way in a
      fresh copy of the exercises' grading build (.build/grading-exercises, made by the
      first grade). The report (--report, format 2) also says how the grade was made: the
      commit graded, whether the folder was as committed, the course's commit, the SHA-256
      of this stepwise, the seed of the names the checks typed (STEPWISE_CHECK_SEED, else
      one drawn and printed), and a digest of the verdicts, so that classroom report can
      tell an edited one.

      A student's Package.swift and code run when their package is built and checked. With
      --as-user USER (on Linux, run as root), they run as USER, such as nobody: the build,
      the tests and the app each get USER's rights, with a HOME of their own, in folders
      handed to USER for this grade alone (the fresh build copy, the checks' package, each
      sandbox). The course, its pristine grading build, this stepwise and the report stay
      out of their reach, and the checks are judged by this process, with your rights.

      """)

  var directory: String?
  var course: Course
  var reportPath: String?
  var sheetPath: String?
  var learnerName: String?
  var isPrepareOnly: Bool
  /// The user each student's code runs as, if not the grader.
  var userName: String?

  package init(_ invocation: Invocation) throws(UsageError) {
    isPrepareOnly = invocation[Self.prepare]
    directory = invocation[Self.dir]
    course = try ClassroomCommand.course(invocation)
    userName = ClassroomCommand.asUser(invocation)
    reportPath = invocation[Self.report]
    sheetPath = invocation[Self.sheet]
    learnerName = invocation[Self.learner]
  }

  package func run(_ context: ToolContext) -> ExitCode {
    run(context, tutorialTester: nil, exercisesTester: nil)
  }

  /// Grades; tests pass stand-in testers.
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
    let progress: (String) -> Void = { context.console.printError(context.errorStyle.dim($0)) }
    if isPrepareOnly {
      let build = GradingBuildFolder.standard(course: courseFolder)
      do {
        try build.recover()
        try build.prepareUnlessMade(from: courseFolder, report: progress)
      } catch {
        return context.failure(localized("cannot make the grading build: \(error)"))
      }
      context.console.print(localized("The grading build is ready in \(build.folder.path)."))
      return .success
    }
    let student =
      directory.map(context.environment.url(forPath:)) ?? context.environment.currentDirectory
    let learner =
      learnerName.flatMap { $0.isEmpty ? nil : $0 } ?? context.environment.variables["USER"]
      ?? "unknown"
    let seed: UInt64? =
      course == .tutorial ? ProvenGrade.seed(in: context.environment.variables) : nil
    if let seed {
      progress(
        localized(
          "The checks type names drawn from seed \(seed) (\(CheckPackageTester.seedVariable)=\(seed) draws them again)."
        ))
    }
    let graded: ProvenGrade
    var refusal: ExitCode?
    var made: ProvenGrade?
    refusal = ClassroomCommand.withChildUser(named: userName, context) { user in
      do {
        made = try ProvenGrade(
          student: student, course: course, courseFolder: courseFolder, learner: learner,
          seed: seed,
          graderSHA256: reportPath == nil
            ? "" : GradeProvenance.checksum(of: context.environment.executable),
          user: user, tutorialTester: tutorialTester, exercisesTester: exercisesTester,
          progress: progress)
      } catch {
        return context.failure(localized("cannot grade: \(String(describing: error))"))
      }
      return .success
    }
    guard let made, refusal == .success else { return refusal ?? .failure }
    graded = made
    context.console.writeOutput(graded.grade.sheet.text)
    do {
      if let sheetPath {
        try Data(graded.grade.sheet.text.utf8).write(
          to: context.environment.url(forPath: sheetPath), options: .atomic)
      }
      if let reportPath {
        try graded.reportJSON().write(
          to: context.environment.url(forPath: reportPath), options: .atomic)
      }
    } catch {
      return context.failure(localized("cannot write the results: \(error.localizedDescription)"))
    }
    return .success
  }
}

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
    let earned = line.points == line.maxPoints
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
    let course = self.course ?? ClassReader.course(of: url)
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
    do {
      // The page is shared with whoever the teacher sends it to, as the CSV is: English.
      let page = Language.$chosen.withValue(.english) { report.html(title: title) }
      try Data(page.utf8).write(to: html, options: .atomic)
      try Data(report.csv.utf8).write(to: csv, options: .atomic)
    } catch {
      return context.failure(localized("cannot write the report: \(error.localizedDescription)"))
    }
    context.console.print(localized("Wrote \(html.path) and \(csv.path)."))
    return .success
  }
}

/// `classroom init [DIR]`.
package struct ClassroomInitAction: Command {
  static let ref = Option(
    "--course-ref", value: "REF",
    "the commit of this course the checks come from (default: its\ncurrent commit)")
  static let repository = Option(
    "--course-repo", value: "OWNER/NAME",
    "the course's repository on GitHub (default: from its origin)")

  package static let configuration = CommandConfiguration(
    name: "init", arguments: [.init("dir", optional: true)],
    options: [.value(ref), .value(ClassroomCommand.course), .value(repository)],
    summary: "write an assignment template: the starting files and the grading workflow",
    discussion: """
      Writes, into DIR (default: checklists-assignment, beside the course when run in
      it), which must be new or empty and outside the course, what a template repository
      of a GitHub Classroom assignment holds: for the tutorial, the package tutorial start
      makes (its manifest finds the course in ../stepwise); for the exercises, the
      exercises' instructions and starter files; and .github/workflows/classroom.yml, in
      GitHub Classroom's autograding format. On every push the workflow runs in the
      official Swift image, checks the course out at REF, builds stepwise outside both
      checkouts and checks its checksum before each use, makes the grading build (both
      cached before the student's code runs), runs classroom grade, uploads the report,
      and gives one test per step with its points and failing lines, even when the build
      failed.

      """)

  var typedPath: String?
  var course: Course
  var courseRef: String?
  var courseRepository: String?

  package init(_ invocation: Invocation) throws(UsageError) {
    typedPath = invocation.arguments.first
    course = try ClassroomCommand.course(invocation)
    courseRef = invocation[Self.ref]
    courseRepository = invocation[Self.repository]
  }

  package func run(_ context: ToolContext) -> ExitCode {
    let courseFolder: URL
    do {
      courseFolder = try PackageLocator.locate(in: context.environment)
    } catch {
      return context.usageError(error.description)
    }
    func git(_ arguments: [String]) -> String? {
      guard
        let outcome = try? ExternalCommand("git", arguments, in: courseFolder, timeLimit: 30)
          .run(), outcome.status == 0
      else { return nil }
      let text = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
      return text.isEmpty ? nil : text
    }
    guard let ref = courseRef ?? git(["rev-parse", "HEAD"]) else {
      return context.usageError(
        localized(
          "cannot read the course's commit (is it a git repository?): say which with --course-ref REF"
        ))
    }
    guard
      let repository = courseRepository
        ?? git(["remote", "get-url", "origin"]).flatMap(Self.gitHubRepository)
    else {
      return context.usageError(
        localized(
          "the course has no origin on GitHub: say where the students' workflow gets it with --course-repo OWNER/NAME"
        ))
    }
    guard Self.isRepositoryName(repository) else {
      return context.usageError(localized("\"\(repository)\" is not OWNER/NAME"))
    }
    let here = context.environment.currentDirectory
    let path =
      typedPath
      ?? PackageLocator.depth(of: here, inside: courseFolder).map {
        String(repeating: "../", count: $0 + 1) + "checklists-assignment"
      } ?? "checklists-assignment"
    let folder = context.environment.url(forPath: path)
    let steps = ClassroomCommand.outline(of: course).steps
    let assignment = Assignment(
      course: course, courseRepository: repository, courseRef: ref, steps: steps)
    do {
      for line in try AssignmentTemplate(course: courseFolder, assignment: assignment)
        .write(to: folder)
      {
        context.console.print(line)
      }
    } catch let refusal as TutorialStarter.Refusal {
      return context.usageError(refusal.description)
    } catch {
      return context.failure(
        localized("cannot write \(folder.path): \(error.localizedDescription)"))
    }
    let tests = steps.count
    let points = assignment.pointsPerStep
    context.console.print(
      "\n"
        + (points == 1
          ? localized(
            "The template is in \(folder.path): \(tests) tests of 1 point, checks from \(repository) at \(ref)."
          )
          : localized(
            "The template is in \(folder.path): \(tests) tests of \(points) points, checks from \(repository) at \(ref)."
          ))
        + "\n"
        + localized(
          """
          Push it to a new GitHub repository, mark it a template, and make it the starter code
          of a GitHub Classroom assignment (Chapters/teaching.md says how).
          """))
    return .success
  }

  /// `owner/name` of a GitHub remote URL (https or ssh), or nil.
  static func gitHubRepository(_ url: String) -> String? {
    for prefix in ["https://github.com/", "git@github.com:", "ssh://git@github.com/"]
    where url.hasPrefix(prefix) {
      var name = String(url.dropFirst(prefix.count))
      if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
      if name.hasSuffix("/") { name = String(name.dropLast()) }
      return isRepositoryName(name) ? name : nil
    }
    return nil
  }

  /// Whether a text is `owner/name` as GitHub spells them.
  static func isRepositoryName(_ text: String) -> Bool {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    return parts.count == 2
      && parts.allSatisfy { part in
        !part.isEmpty
          && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
      }
  }
}
