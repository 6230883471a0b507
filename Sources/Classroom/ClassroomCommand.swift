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
