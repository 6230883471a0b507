// One student graded, with what the report says of how: what `grade` and `collect` share.

import Foundation
import LessonEngine
import StepwiseBasics
import TutorialCourse

/// A grade and its ``GradeProvenance``: the student's folder read as committed before the
/// grade writes its checks' package there, then graded with the course's checks.
///
/// ```swift
/// let graded = try ProvenGrade(
///   student: folder, course: .tutorial, courseFolder: course, learner: "ada", seed: 7,
///   graderSHA256: sum, progress: print)
/// try graded.reportJSON().write(to: report)
/// ```
@MainActor
package struct ProvenGrade {
  /// The points and the results.
  package var grade: Grade
  /// How they were made.
  package var provenance: GradeProvenance

  /// Grades the package at `student`; tests pass stand-in testers.
  package init(
    student: URL, course: Course, courseFolder: URL, learner: String, seed: UInt64?,
    graderSHA256: String, user: ChildUser? = nil, tutorialTester: (any StepTester)? = nil,
    exercisesTester: (any ExerciseTester)? = nil, progress: (String) -> Void
  ) throws(GradingRefusal) {
    // Whatever the student's code left running ends with their grade.
    let running = user?.processes() ?? []
    defer { user?.stopProcesses(except: running) }
    let git = StudentGit(folder: student)
    let commit = git.head ?? StudentGit.notACheckout
    let isClean = git.isClean
    switch course {
    case .tutorial:
      var grader = TutorialGrader(student: student, course: courseFolder, tester: tutorialTester)
      grader.seed = seed
      grader.user = user
      grade = try grader.grade(learner: learner, progress: progress)
    case .exercises:
      var grader = ExercisesGrader(
        student: student, course: courseFolder, tester: exercisesTester)
      grader.user = user
      grade = try grader.grade(learner: learner, progress: progress)
    }
    provenance = GradeProvenance(
      sheet: grade.sheet, commit: commit, isWorktreeClean: isClean,
      courseRef: StudentGit(folder: courseFolder).head ?? StudentGit.notACheckout,
      graderSHA256: graderSHA256, seed: course == .tutorial ? seed : nil)
  }

  /// The report, as `grade --report` writes it.
  package func reportJSON() throws -> Data {
    try GradeReport(results: grade.report, provenance: provenance).json()
  }

  /// The seed of a grade: `STEPWISE_CHECK_SEED` when it is a number, else one drawn.
  package static func seed(in variables: [String: String]) -> UInt64 {
    variables[CheckPackageTester.seedVariable].flatMap(UInt64.init)
      ?? UInt64.random(in: .min ... .max)
  }
}
