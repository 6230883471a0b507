// A tiny course with three tutorial steps, a student's package beside it, and stand-in
// testers, for grading without building anything.

import AppTestSupport
import Foundation
import StepwiseBasics
import ToolTestSupport

@testable import Classroom
@testable import CommandLineKit
@testable import LessonEngine
@testable import TutorialCourse

/// A course package in a temporary folder with three demo steps (the third retires the
/// second), their checks, and a student's package made by `tutorial start` beside it.
@MainActor
final class CourseFixture {
  let folder: TemporaryFolder
  let course: URL
  let student: URL
  let catalog: TutorialCatalog

  init() throws {
    folder = try TemporaryFolder()
    course = folder.url.appendingPathComponent("course")
    student = folder.url.appendingPathComponent("ada")
    try folder.write("// swift-tools-version: 6.2\n", to: "course/Package.swift")
    try folder.write("", to: "course/Sources/HeadlessUIKit/Empty.swift")
    let specs: [(String, [String])] = [
      ("demo-01/01-title", []), ("demo-01/02-rows", []), ("demo-02/01-add", ["demo-01/02-rows"]),
    ]
    var steps: [TutorialStep] = []
    for (id, retires) in specs {
      let script = "# \(id)\nexpect title \"Checklists\"\n"
      try folder.write(script, to: "course/Chapters/Tutorial/\(id)/check.stepwise")
      steps.append(
        TutorialStep(
          id: id, title: id, hints: [], stage: "Demo",
          scriptSHA256: SHA256.hexDigest(of: Data(script.utf8)), retires: retires))
    }
    catalog = TutorialCatalog(steps: steps)
    _ = try TutorialStarter(course: course).start(in: student)
  }

  /// A grader of the student's package with a stand-in tester.
  func grader(_ tester: StandInTester) -> TutorialGrader {
    var grader = TutorialGrader(student: student, course: course, tester: tester)
    grader.catalog = catalog
    return grader
  }
}

/// Checks steps at once: each passes unless `failing` names it; with `buildError`, the build
/// fails and only the first step has an outcome, as the real tester does.
@MainActor
final class StandInTester: StepTester {
  var failing: Set<String> = []
  var buildError: String?
  /// Called as each check starts.
  var onCheck: () -> Void = {}

  init(failing: Set<String> = [], buildError: String? = nil) {
    self.failing = failing
    self.buildError = buildError
  }

  func check(
    _ steps: [TutorialStep], stopAtFirstFailure: Bool, report: (String) -> Void,
    onOutcome: (StepOutcome) -> Void
  ) -> [StepOutcome] {
    report("Building your app…")
    onCheck()
    if let buildError, let first = steps.first { return [.error(first, buildError)] }
    return steps.map { step in
      let passes = !failing.contains(step.id)
      let path = "/somewhere/course/Chapters/Tutorial/\(step.id)/check.stepwise"
      let check = TestOutcome(
        name: "check.stepwise", status: passes ? .pass : .fail,
        issues: passes
          ? [] : [.init(message: "✗ \(path):2: expect title \"Checklists\"\n  screen: …", line: 2)])
      return StepOutcome(step: step, status: check.status, message: check.message, checks: [check])
    }
  }
}

/// Answers every exercise at once: each passes unless `failing` names it.
final class StandInExerciseTester: ExerciseTester {
  var failing: Set<String>
  private(set) var ran: [String] = []

  init(failing: Set<String> = []) { self.failing = failing }

  func run(_ members: [ScratchPackage.Member], report: (String) -> Void) -> [ExerciseOutcome] {
    ran = members.map(\.exercise.id)
    return members.map { member in
      let passes = !failing.contains(member.exercise.id)
      let test = TestOutcome(
        name: "theTitleCountsItems()", status: passes ? .pass : .fail,
        issues: passes
          ? [] : [.init(message: "Expectation failed: title == \"Checklists (1)\"", line: 9)])
      return ExerciseOutcome(
        exercise: member.exercise, status: passes ? .pass : .fail, tests: [test])
    }
  }
}

/// Runs `stepwise classroom <arguments>` in `folder`, with the course at `course` (the tool is
/// taken to be built in it), the testers given, `variables` beside `HOME` and `USER`, and
/// keeps what it wrote.
@MainActor
func runClassroom(
  _ arguments: [String], in folder: URL, course: URL = PackageRoot.url,
  tutorialTester: (any StepTester)? = nil, exercisesTester: (any ExerciseTester)? = nil,
  variables: [String: String] = [:]
) -> ToolRun {
  let captured = CapturedConsole(input: "")
  let environment = ToolEnvironment(
    variables: ["HOME": folder.path, "USER": "ada"].merging(variables) { _, given in given },
    currentDirectory: folder,
    executable: course.appendingPathComponent(".build/debug/stepwise"))
  let context = ToolContext(
    console: captured.makeConsole(), environment: environment)
  let commands: [any Command.Type] = [ClassroomCommand.self]
  let exitCode: ExitCode
  do {
    let request = try ArgumentParser.parse(["classroom"] + arguments, commands: commands)
    guard case .run(let words, let invocation) = request,
      let command = ArgumentParser.command(words, in: commands)
    else {
      return ToolRun(exitCode: .usageError, output: "", error: "not a run")
    }
    if command is ClassroomGradeAction.Type {
      exitCode = try ClassroomGradeAction(invocation).run(
        context, tutorialTester: tutorialTester, exercisesTester: exercisesTester)
    } else if command is ClassroomCollectAction.Type {
      exitCode = try ClassroomCollectAction(invocation).run(
        context, tutorialTester: tutorialTester, exercisesTester: exercisesTester)
    } else {
      exitCode = try command.init(invocation).run(context)
    }
  } catch {
    exitCode = context.usageError(error.message)
  }
  return ToolRun(exitCode: exitCode, output: captured.output, error: captured.error)
}
