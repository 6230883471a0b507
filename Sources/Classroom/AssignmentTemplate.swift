// `classroom init`: an assignment template, the course's starting files and the grading workflow.

import CommandLineKit
import Foundation
import LessonEngine
import StepwiseBasics
import TutorialCourse

/// What an assignment grades and where its checks come from.
package struct Assignment: Sendable, Equatable {
  /// The course the students work on.
  package var course: Course
  /// The course's repository on GitHub, `owner/name`.
  package var courseRepository: String
  /// The commit (or tag) of the course the checks are taken from.
  package var courseRef: String
  /// The steps (or exercises), one test each, in order.
  package var steps: [String]
  /// The Swift toolchain the grading runs in: a tag of the official `swift` image.
  package var swiftImage = "swift:6.3.1-noble"
  /// The points each step earns.
  package var pointsPerStep = 1

  /// The folder the course is checked out into, beside the submission.
  package static let courseFolder = "stepwise"
  /// The folder the student's repository is checked out into.
  package static let submissionFolder = "submission"
  /// Where the workflow goes in the template.
  package static let workflowPath = ".github/workflows/classroom.yml"
  /// Where the workflow builds the grader: outside both checkouts, a build folder of its own
  /// that the student's build never uses.
  package static let graderFolder = "/opt/stepwise-grader"

  /// An assignment.
  package init(course: Course, courseRepository: String, courseRef: String, steps: [String]) {
    self.course = course
    self.courseRepository = courseRepository
    self.courseRef = courseRef
    self.steps = steps
  }

  /// The test id of a step: `step-01`, `step-02`, … (GitHub step ids are plain words).
  package func testID(_ index: Int) -> String {
    "step-" + (index + 1 < 10 ? "0" : "") + String(index + 1)
  }

  /// The grading workflow, in GitHub Classroom's autograding format: on every push, the
  /// course checked out at the pinned commit, the grader built from it in a folder of its
  /// own and its checksum kept, the course's grading build made, both cached before any of
  /// the student's code runs, the submission graded, and one command-grader test per step
  /// that reads the grade. Every step from the grade on runs even when one before it failed,
  /// so that a build that fails still gives a score, and checks the grader's checksum first.
  package var workflow: Workflow {
    // `stepwise-all`, the course's program with every command: the one that grades.
    let tool = "\(Self.graderFolder)/debug/stepwise-all"
    // The grader as built, before the student's code ran: any other binary stops the step.
    let verified =
      "echo \"${{ steps.grader.outputs.sha256 }}  \(tool)\" | sha256sum --check --quiet && \(tool)"
    let cacheKey = "stepwise-\(courseRef)-\(swiftImage.replacingOccurrences(of: ":", with: "-"))"
    let cached: YAML = .string("\(Self.graderFolder)\n\(Self.courseFolder)/.build/grading\n")
    var steps: [Workflow.Step] = [
      Workflow.Step(
        name: "Check out the submission", uses: "actions/checkout@v4",
        with: [
          ("path", .string(Self.submissionFolder)), ("persist-credentials", .bool(false)),
        ]),
      Workflow.Step(
        name: "Check out the course at the pinned commit", uses: "actions/checkout@v4",
        with: [
          ("repository", .string(courseRepository)), ("ref", .string(courseRef)),
          ("path", .string(Self.courseFolder)), ("persist-credentials", .bool(false)),
        ]),
      Workflow.Step(
        name: "Give the course's files one time", run: Self.courseFilesOneTime),
      Workflow.Step(
        name: "Restore the builds", id: "cache", uses: "actions/cache/restore@v4",
        with: [("path", cached), ("key", .string(cacheKey))]),
      Workflow.Step(
        name: "Build the grader", id: "grader",
        run: "swift build --package-path \(Self.courseFolder) --scratch-path \(Self.graderFolder)"
          + " --product stepwise-all --disable-index-store\n"
          + "echo \"sha256=$(sha256sum \(tool) | cut -d ' ' -f 1)\" >> \"$GITHUB_OUTPUT\"\n"),
      Workflow.Step(
        name: "Make the grading build", run: "\(verified) classroom grade --prepare"),
      Workflow.Step(
        name: "Keep the builds", condition: "steps.cache.outputs.cache-hit != 'true'",
        uses: "actions/cache/save@v4", with: [("path", cached), ("key", .string(cacheKey))]),
      Workflow.Step(
        name: "Grade", condition: "always()",
        run:
          "\(verified) classroom grade --course \(course.rawValue) --dir \(Self.submissionFolder)"
          + " --report \(ClassReader.reportName) --sheet grade.txt --learner \"$GITHUB_ACTOR\""),
      Workflow.Step(
        name: "Keep the report", condition: "always()", uses: "actions/upload-artifact@v4",
        with: [
          ("name", .string("stepwise-report")),
          ("path", .string("\(ClassReader.reportName)\ngrade.txt\n")),
          ("if-no-files-found", .string("ignore")),
        ]),
    ]
    for (index, step) in self.steps.enumerated() {
      steps.append(
        Workflow.Step(
          name: "Step \(index + 1): \(step)", id: testID(index), condition: "always()",
          uses: "classroom-resources/autograding-command-grader@v1",
          with: [
            ("test-name", .string(step)),
            ("setup-command", .string("")),
            (
              "command",
              .string(
                "\(verified) classroom points \(step) --sheet grade.txt"
                  + " --report \(ClassReader.reportName)")
            ),
            ("timeout", .int(1)),
            ("max-score", .int(pointsPerStep)),
          ]))
    }
    let ids = self.steps.indices.map(testID)
    steps.append(
      Workflow.Step(
        name: "Autograding Reporter", condition: "always()",
        uses: "classroom-resources/autograding-grading-reporter@v1",
        with: [("runners", .string(ids.joined(separator: ",")))],
        env: ids.map { ("\($0.uppercased())_RESULTS", "${{steps.\($0).outputs.result}}") }))
    return Workflow(
      name: "Autograding Tests", events: ["push", "workflow_dispatch", "repository_dispatch"],
      permissions: [("checks", "write"), ("actions", "read"), ("contents", "read")],
      jobID: "run-autograding-tests", runsOn: "ubuntu-latest",
      condition: "github.actor != 'github-classroom[bot]'", container: swiftImage,
      timeoutMinutes: 60, steps: steps)
  }

  /// Gives every file of the course's checkout one fixed modification time. A checkout
  /// stamps its files with the time it ran, and SwiftPM takes a file whose time changed for a
  /// changed file, so every push rebuilt the grader and the grading build the cache had just
  /// restored; with the same times on every push (the cache is keyed on the course's commit),
  /// those builds are found up to date. The checkout's `.git` and the restored builds are not
  /// touched.
  static let courseFilesOneTime =
    "find \(courseFolder) \\( -path \(courseFolder)/.git -o -path \(courseFolder)/.build \\) -prune"
    + " -o \\( -type f -o -type l \\) -exec touch -h -d @978307200 {} +\n"

  /// The workflow file's text.
  package var workflowText: String {
    """
    # Written by stepwise classroom init: GitHub Classroom's autograding, one test per
    # \(course == .tutorial ? "step" : "exercise"), \(pointsPerStep) point\(pointsPerStep == 1 ? "" : "s") each.
    # The checks come from the course, never from this repository:
    #   \(courseRepository) at \(courseRef)
    # To grade with another commit of the course, run stepwise classroom init again, or
    # change the ref and the cache keys below. Neither checkout keeps a token on disk, so the
    # code being graded cannot read one. The grader is built outside both checkouts, and
    # every step that runs it checks it is the binary built before the student's code ran.

    """ + workflow.yaml.text
  }
}

/// Writes an assignment template into a folder.
@MainActor
package struct AssignmentTemplate {
  /// The course package the template is made from.
  package let course: URL
  /// What it grades.
  package let assignment: Assignment

  /// A template of `assignment` from the course at `course`.
  package init(course: URL, assignment: Assignment) {
    self.course = course
    self.assignment = assignment
  }

  /// The README students see first.
  var readme: String {
    let what =
      assignment.course == .tutorial
      ? "Build the Checklists app step by step: your app is in `Sources/Checklists/`."
      : "Make the exercises' changes in the starter files under `Chapters/Exercises/`."
    let command =
      assignment.course == .tutorial
      ? "stepwise tutorial" : "stepwise classroom grade --course exercises"
    return """
      # Checklists assignment

      \(what) Every push is graded by GitHub Classroom: one test per \(assignment.course == .tutorial ? "step" : "exercise"), \
      \(assignment.pointsPerStep) point\(assignment.pointsPerStep == 1 ? "" : "s") each. The checks are the course's, \
      at the commit your teacher chose; the Actions tab shows each run.

      To work on your machine, clone the course beside this folder, at the same commit, in a folder named `\(Assignment.courseFolder)`: from the folder that holds this one,

      ```
      git clone https://github.com/\(assignment.courseRepository) \(Assignment.courseFolder)
      git -C \(Assignment.courseFolder) checkout \(assignment.courseRef)
      ```

      Then, in this folder: `swift run --package-path ../\(Assignment.courseFolder) stepwise classroom grade` \
      gives the points GitHub will give\(assignment.course == .tutorial ? ", and `\(command)` checks the current step as you go" : "").
      \(assignment.course == .tutorial ? Self.keptTestsNote : "")
      """
  }

  /// What the tutorial's students commit besides their code: the tests kept as they passed.
  static let keptTestsNote = """

    Commit everything in this folder, `\(PassedTest.folderPath)/` included: a step that asks \
    you to write a test is graded on your test as it was when the step passed, since you will \
    change the test later, as your app changes.

    """

  /// Writes the template into `folder`, which must be new or empty and outside the course;
  /// returns what it did, one line each.
  package func write(to folder: URL) throws -> [String] {
    let workflow = (Assignment.workflowPath, assignment.workflowText)
    switch assignment.course {
    case .tutorial:
      var starter = TutorialStarter(course: course)
      starter.coursePathInPackage = "../" + Assignment.courseFolder
      starter.extraFiles = [workflow, ("ASSIGNMENT.md", readme)]
      starter.command = "init"
      var lines = try starter.start(in: folder)
      lines.insert(localized("Wrote \(Assignment.workflowPath) and ASSIGNMENT.md."), at: 1)
      return lines
    case .exercises:
      try TutorialStarter.checkNewFolder(folder, course: course, command: "init")
      var files: [(String, Data)] = [
        (workflow.0, Data(workflow.1.utf8)), ("README.md", Data(readme.utf8)),
        (".gitignore", Data(".build/\n.swiftpm/\n.stepwise/\n".utf8)),
      ]
      let manager = FileManager.default
      for exercise in ExerciseCatalog.standard.exercises {
        let source = course.appendingPathComponent(exercise.folder)
        for name in try manager.contentsOfDirectory(atPath: source.path).sorted() {
          let data = try Data(contentsOf: source.appendingPathComponent(name))
          files.append(("\(exercise.folder)/\(name)", data))
        }
      }
      try TutorialStarter.writeWhole(files, to: folder, kind: "init")
      let count = ExerciseCatalog.standard.exercises.count
      return [
        localized(
          "Wrote \(Assignment.workflowPath), README.md and the starter files of \(count) exercises in Chapters/Exercises/."
        ),
        TutorialStarter.commitFirst(
          in: folder, message: "The exercises' starter files and the grading workflow"),
      ]
    }
  }
}
