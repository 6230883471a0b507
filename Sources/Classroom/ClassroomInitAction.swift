// `stepwise classroom init`: the assignment template and its grading workflow.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics
import TutorialCourse

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
    let ref: String
    let repository: String
    switch checksSource(of: courseFolder) {
    case .success(let source): (ref, repository) = source
    case .failure(let refusal): return context.usageError(refusal.description)
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
    printWhatComesNext(assignment, in: folder, context)
    return .success
  }

  /// Where the students' workflow gets the checks: the course's commit and its GitHub
  /// repository, as typed or as the course's git says.
  private func checksSource(of courseFolder: URL) -> Result<
    (ref: String, repository: String), CommandRefusal
  > {
    func git(_ arguments: [String]) -> String? {
      guard
        let outcome = try? ExternalCommand("git", arguments, in: courseFolder, timeLimit: 30)
          .run(), outcome.status == 0
      else { return nil }
      let text = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
      return text.isEmpty ? nil : text
    }
    if let courseRef, !Self.isRefName(courseRef) {
      return .failure(
        CommandRefusal(
          localized(
            "\"\(courseRef)\" is not a git commit, tag or branch name: the workflow checks the course out at it"
          )))
    }
    guard let ref = courseRef ?? git(["rev-parse", "HEAD"]) else {
      return .failure(
        CommandRefusal(
          localized(
            "cannot read the course's commit (is it a git repository?): say which with --course-ref REF"
          )))
    }
    guard
      let repository = courseRepository
        ?? git(["remote", "get-url", "origin"]).flatMap(Self.gitHubRepository)
    else {
      return .failure(
        CommandRefusal(
          localized(
            "the course has no origin on GitHub: say where the students' workflow gets it with --course-repo OWNER/NAME"
          )))
    }
    guard Self.isRepositoryName(repository) else {
      return .failure(CommandRefusal(localized("\"\(repository)\" is not OWNER/NAME")))
    }
    return .success((ref, repository))
  }

  /// The template's tests and points, and what the teacher does with it next.
  private func printWhatComesNext(
    _ assignment: Assignment, in folder: URL, _ context: ToolContext
  ) {
    let tests = assignment.steps.count
    let points = assignment.pointsPerStep
    let (repository, ref) = (assignment.courseRepository, assignment.courseRef)
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

  /// Whether a text is `owner/name` as GitHub spells them (neither part `.` nor `..`).
  static func isRepositoryName(_ text: String) -> Bool {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    return parts.count == 2
      && parts.allSatisfy { part in
        !part.isEmpty && part != "." && part != ".."
          && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
      }
  }

  /// Whether a text can name a commit, a tag or a branch to `git checkout`, as git's rules
  /// for names allow, and can be written into the workflow and a shell command as it is:
  /// no space or control character, none of `~^:?*[\`, no `..` or `@{`, not starting with
  /// `-` or `/` nor ending with `/`, `.` or `.lock`.
  static func isRefName(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 255
      && text.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 && $0.value != 0x7F }
      && !text.contains { "~^:?*[\\'\"`$;&|<>()".contains($0) }
      && !text.contains("..") && !text.contains("@{") && !text.contains("//")
      && !text.hasPrefix("-") && !text.hasPrefix("/") && !text.hasSuffix("/")
      && !text.hasSuffix(".") && !text.hasSuffix(".lock")
  }
}
