// `stepwise classroom grade`: a student's package graded with the course's checks.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics
import TutorialCourse

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
      (Chapters/Exercises/<id>/), built into the course's stages, in a fresh copy of
      the same grading build: one kit compiled serves both courses. The report
      (--report, format 2) also says how the grade was made: the commit graded,
      whether the folder was as committed, the course's commit, the SHA-256
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
    if isPrepareOnly { return prepare(courseFolder, context, progress: progress) }
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
    return ClassroomCommand.withChildUser(named: userName, context) { user in
      let graded: ProvenGrade
      do {
        graded = try ProvenGrade(
          student: student, course: course, courseFolder: courseFolder, learner: learner,
          seed: seed,
          graderSHA256: reportPath == nil
            ? "" : GradeProvenance.checksum(of: context.environment.executable),
          user: user, tutorialTester: tutorialTester, exercisesTester: exercisesTester,
          progress: progress)
      } catch {
        return context.failure(localized("cannot grade: \(String(describing: error))"))
      }
      context.console.writeOutput(graded.grade.sheet.text)
      return write(graded, context)
    }
  }

  /// `--prepare`: the grading build made (the kit compiled once, for the grades that follow).
  private func prepare(_ courseFolder: URL, _ context: ToolContext, progress: (String) -> Void)
    -> ExitCode
  {
    let build = GradingBuildFolder.standard(course: courseFolder)
    do {
      try build.prepareHolding(course: courseFolder, report: progress)
    } catch {
      return context.failure(localized("cannot make the grading build: \(error)"))
    }
    context.console.print(localized("The grading build is ready in \(build.folder.path)."))
    return .success
  }

  /// Writes the grade sheet and the JSON report where `--sheet` and `--report` say.
  private func write(_ graded: ProvenGrade, _ context: ToolContext) -> ExitCode {
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
