// `stepwise classroom init`: the assignment template and its workflow in GitHub Classroom's
// autograding format.

import AppTestSupport
import CommandLineKit
import Foundation
import LessonEngine
import Testing

@testable import Classroom
@testable import TutorialCourse

@MainActor
@Suite struct WorkflowTests {
  let assignment = Assignment(
    course: .tutorial, courseRepository: "school/stepwise", courseRef: "0123abc",
    steps: ["checklists-01/01-launch", "checklists-01/02-rows"])

  @Test func yamlIsWrittenInBlockStyleWithQuotesWhereYAMLWouldMisreadAValue() {
    let document = YAML.map([
      .init("name", .string("Autograding Tests")),
      .init("on", .list([.string("push"), .string("yes")])),
      .init(
        "jobs",
        .map([
          .init(
            "a",
            .map([
              .init("timeout", .int(5)),
              .init(
                "steps",
                .list([
                  .map([
                    .init("uses", .string("actions/checkout@v4")),
                    .init("with", .map([.init("path", .string("x"))])),
                  ]),
                  .map([.init("run", .string("echo ${{ github.sha }}: 1\necho # two\n"))]),
                  .map([.init("setup-command", .string("")), .init("if", .string("a != 'b'"))]),
                ])),
            ]))
        ])),
    ])
    #expect(
      document.text == """
        name: Autograding Tests
        "on":
          - push
          - "yes"
        jobs:
          a:
            timeout: 5
            steps:
              - uses: actions/checkout@v4
                with:
                  path: x
              - run: |
                  echo ${{ github.sha }}: 1
                  echo # two
              - setup-command: ""
                if: "a != 'b'"

        """)
    #expect(YAML.scalar("1.5") == "\"1.5\"")
    #expect(YAML.scalar("a: b") == "\"a: b\"")
    #expect(YAML.scalar("say \"hi\"") == "\"say \\\"hi\\\"\"")
    #expect(YAML.scalar("-x") == "\"-x\"")
  }

  /// The grader as the workflow builds it, and the check of its checksum that comes before
  /// every use of it.
  let grader = "/opt/stepwise-grader/debug/stepwise-all"
  var verifiedGrader: String {
    "echo \"${{ steps.grader.outputs.sha256 }}  \(grader)\" | sha256sum --check --quiet && \(grader)"
  }

  @Test func theWorkflowChecksOutTheCourseAtTheRefBuildsOnceGradesAndHasOneTestPerStep() throws {
    let workflow = assignment.workflow
    let yaml = workflow.yaml
    #expect(yaml.keys == ["name", "on", "permissions", "jobs"])
    #expect(
      yaml["on"]?.items == [
        .string("push"), .string("workflow_dispatch"), .string("repository_dispatch"),
      ])
    #expect(yaml["permissions"]?["checks"] == .string("write"))
    let job = try #require(yaml["jobs"]?["run-autograding-tests"])
    #expect(job["if"] == .string("github.actor != 'github-classroom[bot]'"))
    #expect(job["container"] == .string("swift:6.3.1-noble"))
    let steps = workflow.steps
    #expect(
      steps.map(\.name) == [
        "Check out the submission", "Check out the course at the pinned commit",
        "Give the course's files one time", "Restore the builds", "Build the grader",
        "Make the grading build", "Keep the builds",
        "Grade", "Keep the report", "Step 1: checklists-01/01-launch",
        "Step 2: checklists-01/02-rows", "Autograding Reporter",
      ])
    try #require(steps.count == 10 + assignment.steps.count)
    #expect(steps[0].uses == "actions/checkout@v4")
    #expect(steps[0].input("path") == .string("submission"))
    #expect(steps[1].input("repository") == .string("school/stepwise"))
    #expect(steps[1].input("ref") == .string("0123abc"))
    #expect(steps[1].input("path") == .string("stepwise"))
    #expect(steps[0].input("persist-credentials") == .bool(false))
    #expect(steps[1].input("persist-credentials") == .bool(false))
    #expect(steps[3].input("key") == .string("stepwise-0123abc-swift-6.3.1-noble"))
    #expect(steps[5].run == "\(verifiedGrader) classroom grade --prepare")
    #expect(
      steps[7].run
        == "\(verifiedGrader) classroom grade --course tutorial --dir submission "
        + "--report stepwise-report.json --sheet grade.txt --learner \"$GITHUB_ACTOR\"")
    for (index, step) in assignment.steps.enumerated() {
      let test = steps[9 + index]
      #expect(test.id == "step-0\(index + 1)")
      #expect(test.uses == "classroom-resources/autograding-command-grader@v1")
      #expect(
        test.with.map(\.0) == ["test-name", "setup-command", "command", "timeout", "max-score"])
      #expect(test.input("test-name") == .string(step))
      #expect(test.input("max-score") == .int(1))
    }
    let reporter = try #require(steps.last)
    #expect(reporter.uses == "classroom-resources/autograding-grading-reporter@v1")
    #expect(reporter.input("runners") == .string("step-01,step-02"))
    #expect(
      reporter.env.map(\.0) == ["STEP-01_RESULTS", "STEP-02_RESULTS"]
        && reporter.env.map(\.1) == [
          "${{steps.step-01.outputs.result}}", "${{steps.step-02.outputs.result}}",
        ])

    let text = assignment.workflowText
    #expect(text.hasPrefix("# Written by stepwise classroom init"))
    #expect(text.contains("\n#   school/stepwise at 0123abc\n"))
    #expect(text.contains("\n          persist-credentials: false\n"))
    #expect(
      text.contains("\n      - name: \"Step 1: checklists-01/01-launch\"\n        id: step-01\n"))
    #expect(text.contains("\n        if: always()\n"))
    #expect(text.contains("\n          STEP-01_RESULTS: \"${{steps.step-01.outputs.result}}\"\n"))
  }

  @Test func theGraderIsBuiltOutsideBothCheckoutsAndCheckedBeforeEveryUse() throws {
    let steps = assignment.workflow.steps
    let build = try #require(steps.first { $0.name == "Build the grader" })
    #expect(build.id == "grader")
    // Its own build folder, which no build of the student's package uses.
    #expect(
      build.run
        == "swift build --package-path stepwise --scratch-path /opt/stepwise-grader --product stepwise-all --disable-index-store\n"
        + "echo \"sha256=$(sha256sum \(grader) | cut -d ' ' -f 1)\" >> \"$GITHUB_OUTPUT\"\n")
    // Every step that runs the grader runs the binary it built, after checking its checksum.
    let uses = steps.compactMap { $0.run ?? $0.input("command")?.string }
      .filter { $0.contains("classroom ") }
    #expect(uses.count == 2 + assignment.steps.count)
    for command in uses {
      #expect(command.hasPrefix(verifiedGrader + " classroom "), "\(command)")
    }
    let text = assignment.workflowText
    #expect(!text.contains(".build/debug/stepwise"), "no grader in a checkout's .build")
  }

  @Test func nothingTheStudentsCodeCouldWriteIsCachedAndTheCacheIsKeptBeforeItRuns() throws {
    let steps = assignment.workflow.steps
    let restore = try #require(steps.first { $0.name == "Restore the builds" })
    let save = try #require(steps.firstIndex { $0.name == "Keep the builds" })
    let grade = try #require(steps.firstIndex { $0.name == "Grade" })
    #expect(restore.uses == "actions/cache/restore@v4")
    #expect(steps[save].uses == "actions/cache/save@v4")
    #expect(steps[save].condition == "steps.cache.outputs.cache-hit != 'true'")
    #expect(save < grade, "saved before the student's code runs")
    #expect(restore.input("path") == .string("/opt/stepwise-grader\nstepwise/.build/grading\n"))
    #expect(steps[save].input("path") == restore.input("path"))
    #expect(steps[save].input("key") == restore.input("key"))
    #expect(!steps.contains { $0.uses == "actions/cache@v4" }, "a cache saved at the job's end")
  }

  /// A second push finds the cached builds up to date only if the course's files have the
  /// times they had when the builds were made: the step gives every file one time, before
  /// the cache is restored, and leaves `.git` and the restored builds alone.
  @Test func theCoursesFilesGetOneTimeBeforeTheBuildsAreRestored() throws {
    let steps = assignment.workflow.steps
    let times = try #require(steps.firstIndex { $0.name == "Give the course's files one time" })
    let checkout = try #require(steps.firstIndex { $0.input("path") == .string("stepwise") })
    let restore = try #require(steps.firstIndex { $0.name == "Restore the builds" })
    #expect(checkout < times && times < restore)
    #if os(Linux)
      let folder = try TemporaryFolder()
      for path in [
        "stepwise/Package.swift", "stepwise/Sources/A/a.swift", "stepwise/.git/HEAD",
        "stepwise/.build/grading/x.o",
      ] {
        _ = try folder.write("x\n", to: path)
      }
      let run = try ExternalCommand(
        "/bin/bash", ["-c", try #require(steps[times].run)], in: folder.url
      ).run()
      #expect(run.status == 0, "\(run.output)")
      func time(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(
          atPath: folder.url.appendingPathComponent(path).path)[.modificationDate] as? Date
      }
      let fixed = Date(timeIntervalSince1970: 978_307_200)
      #expect(try time("stepwise/Package.swift") == fixed)
      #expect(try time("stepwise/Sources/A/a.swift") == fixed)
      #expect(try time("stepwise/.git/HEAD") != fixed, "the checkout's own records")
      #expect(try time("stepwise/.build/grading/x.o") != fixed, "the restored builds")
    #endif
  }

  @Test func everyStepFromTheGradeOnRunsEvenWhenABuildFailedSoThatAScoreIsGiven() throws {
    let steps = assignment.workflow.steps
    let grade = try #require(steps.firstIndex { $0.name == "Grade" })
    for step in steps[grade...] {
      #expect(step.condition == "always()", "\(step.name)")
    }
  }

  @Test func eachStepsTestPrintsEveryFailingLineOfItsStep() {
    for (index, step) in assignment.steps.enumerated() {
      let test = assignment.workflow.steps.first { $0.id == assignment.testID(index) }
      #expect(
        test?.input("command")
          == .string(
            "\(verifiedGrader) classroom points \(step) --sheet grade.txt "
              + "--report stepwise-report.json"))
    }
  }

  @Test func aMultiLineStringInAListIsALiteralBlockIndentedUnderItsDash() {
    let document = YAML.map([
      .init("script", .list([.string("swift build\nswift test\n"), .string("echo done")]))
    ])
    #expect(
      document.text == """
        script:
          - |
            swift build
            swift test
          - echo done

        """)
  }

  @Test func aTenthStepHasATwoDigitID() {
    #expect(assignment.testID(9) == "step-10")
    #expect(assignment.testID(0) == "step-01")
  }

  @Test func initWritesTheStartingPackageAndTheWorkflowAndCommitsThem() throws {
    let folder = try TemporaryFolder()
    let run = runClassroom(
      ["init", "assignment", "--course-ref", "0123abc", "--course-repo", "school/stepwise"],
      in: folder.url)

    #expect(run.exitCode == .success, "\(run.error)")
    let steps = TutorialCatalog.standard.steps.map(\.id)
    let expected = Assignment(
      course: .tutorial, courseRepository: "school/stepwise", courseRef: "0123abc", steps: steps)
    #expect(folder.read("assignment/.github/workflows/classroom.yml") == expected.workflowText)
    let manifest = try #require(folder.read("assignment/Package.swift"))
    #expect(manifest.contains(".package(path: \"../stepwise\")"))
    #expect(manifest.contains(".product(name: \"HeadlessUIKit\", package: \"stepwise\")"))
    #expect(
      folder.read("assignment/Sources/Checklists/AppDelegate.swift")?.contains("@main") == true)
    #expect(folder.read("assignment/.stepwise/tutorial/course") == "../stepwise\n")
    #expect(
      folder.read("assignment/ASSIGNMENT.md")?.contains("git -C stepwise checkout 0123abc") == true)
    #expect(
      run.output.contains("\(steps.count) tests of 1 point, checks from school/stepwise at 0123abc")
    )
    let status = try ExternalCommand(
      "git", ["status", "--porcelain"], in: folder.url.appendingPathComponent("assignment")
    ).run()
    #expect(status.output == "", "everything init wrote is in the first commit")
  }

  @Test func initWithoutACourseRefChecksFromTheCoursesHEAD() throws {
    let folder = try TemporaryFolder()
    let head = try ExternalCommand("git", ["rev-parse", "HEAD"], in: PackageRoot.url).run()
    let run = runClassroom(
      ["init", "assignment", "--course-repo", "school/stepwise"], in: folder.url)

    if head.status == 0 {
      let ref = head.output.trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(run.exitCode == .success, "\(run.error)")
      #expect(run.output.contains("checks from school/stepwise at \(ref)"))
      #expect(
        folder.read("assignment/ASSIGNMENT.md")?.contains("git -C stepwise checkout \(ref)") == true
      )
    } else {
      // A course that is no checkout has no commit to name.
      #expect(run.exitCode == .usageError)
      #expect(run.error.contains("cannot read the course's commit"))
    }
  }

  /// The workflow gets the checks from a GitHub repository named OWNER/NAME: another name is
  /// refused, and without one the course's own origin on GitHub is taken, or the teacher is
  /// asked for one; nothing is written then.
  /// A course reference or repository that would break the workflow or the clone (a line
  /// break, a shell's characters, `..`) is refused, and nothing is written.
  @Test(arguments: [
    ["--course-ref", "v1\n  evil: \"x\"", "--course-repo", "school/stepwise"],
    ["--course-ref", "v1; rm -rf ~", "--course-repo", "school/stepwise"],
    ["--course-ref", "-x", "--course-repo", "school/stepwise"],
    ["--course-ref", "a..b", "--course-repo", "school/stepwise"],
    ["--course-ref", "0123abc", "--course-repo", "../.."],
    ["--course-ref", "0123abc", "--course-repo", "a/.."],
  ])
  func initRefusesAReferenceOrRepositoryThatWouldBreakTheWorkflow(options: [String]) throws {
    let folder = try TemporaryFolder()
    let run = runClassroom(["init", "assignment"] + options, in: folder.url)

    #expect(run.exitCode == .usageError, "\(run.output)")
    #expect(
      run.error.contains("is not a git commit, tag or branch name")
        || run.error.contains("is not OWNER/NAME"), "\(run.error)")
    #expect(
      !FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("assignment").path))
  }

  @Test func initWithoutAGitHubRepositoryAsksForOneAndWritesNothing() throws {
    let folder = try TemporaryFolder()
    let misnamed = runClassroom(
      ["init", "assignment", "--course-ref", "0123abc", "--course-repo", "school"],
      in: folder.url)
    #expect(misnamed.exitCode == .usageError)
    #expect(misnamed.error.contains("\"school\" is not OWNER/NAME"), "\(misnamed.error)")
    #expect(folder.read("assignment/ASSIGNMENT.md") == nil)

    let origin = try ExternalCommand("git", ["remote", "get-url", "origin"], in: PackageRoot.url)
      .run()
    let onGitHub = ClassroomInitAction.gitHubRepository(
      origin.output.trimmingCharacters(in: .whitespacesAndNewlines))
    let unnamed = runClassroom(["init", "assignment", "--course-ref", "0123abc"], in: folder.url)
    if let onGitHub, origin.status == 0 {
      #expect(unnamed.exitCode == .success, "\(unnamed.error)")
      #expect(unnamed.output.contains("checks from \(onGitHub) at 0123abc"))
    } else {
      #expect(unnamed.exitCode == .usageError)
      #expect(
        unnamed.error.contains("the course has no origin on GitHub: say where"), "\(unnamed.error)")
      #expect(folder.read("assignment/ASSIGNMENT.md") == nil)
    }
  }

  @Test func theTutorialsReadmeSaysHowToCheckTheCurrentStepAndTheExercisesDoesNot() {
    let tutorial = AssignmentTemplate(course: PackageRoot.url, assignment: assignment)
    #expect(
      tutorial.readme.contains(
        "gives the points GitHub will give, and `stepwise tutorial` checks the current step as you go."
      ))
    var exercisesAssignment = assignment
    exercisesAssignment.course = .exercises
    let exercises = AssignmentTemplate(course: PackageRoot.url, assignment: exercisesAssignment)
    #expect(exercises.readme.contains("gives the points GitHub will give."))
    #expect(!exercises.readme.contains("stepwise tutorial"))
    // The tests a grade judges the test-first steps on are committed with the app.
    #expect(
      tutorial.readme.contains(
        "Commit everything in this folder, `.stepwise/tutorial/passed-tests/` included"))
    #expect(!exercises.readme.contains("passed-tests"))
  }

  @Test func aRepositoryIsOwnerSlashNameInGitHubsLetters() {
    #expect(ClassroomInitAction.isRepositoryName("school/stepwise"))
    #expect(ClassroomInitAction.isRepositoryName("my-school/stepwise_2.0"))
    #expect(!ClassroomInitAction.isRepositoryName("my school/stepwise"))
    #expect(!ClassroomInitAction.isRepositoryName("school/step$wise"))
    #expect(!ClassroomInitAction.isRepositoryName("school/"))
    #expect(!ClassroomInitAction.isRepositoryName("school/stepwise/extra"))
  }

  @Test func initRefusesAFolderThatHoldsAnythingOrIsInsideTheCourse() throws {
    let folder = try TemporaryFolder()
    try folder.write("mine\n", to: "box/notes.txt")
    let options = ["--course-ref", "0123abc", "--course-repo", "school/stepwise"]
    let full = runClassroom(["init", "box"] + options, in: folder.url)
    #expect(full.exitCode == .usageError)
    #expect(full.error.contains("already holds \"notes.txt\""))
    #expect(folder.read("box/notes.txt") == "mine\n")
    #expect(folder.read("box/.github/workflows/classroom.yml") == nil)

    let inside = runClassroom(
      ["init", PackageRoot.url.appendingPathComponent("Chapters/assignment").path] + options,
      in: folder.url)
    #expect(inside.exitCode == .usageError)
    #expect(inside.error.contains("is inside the course"))
    #expect(
      !FileManager.default.fileExists(
        atPath: PackageRoot.url.appendingPathComponent("Chapters/assignment").path))

    let badRepository = runClassroom(
      ["init", "new", "--course-ref", "0123abc", "--course-repo", "not a repo"], in: folder.url)
    #expect(badRepository.exitCode == .usageError)
  }

  @Test func initOfTheExercisesWritesTheirStarterFilesAndAnExercisesWorkflow() throws {
    let folder = try TemporaryFolder()
    let run = runClassroom(
      [
        "init", "exercises", "--course", "exercises", "--course-ref", "v2",
        "--course-repo", "school/stepwise",
      ], in: folder.url)

    #expect(run.exitCode == .success, "\(run.error)")
    for exercise in ExerciseCatalog.standard.exercises {
      for file in exercise.files {
        let path = exercise.starterPath(file)
        #expect(
          folder.read("exercises/\(path)")
            == String(
              decoding: try Data(contentsOf: PackageRoot.url.appendingPathComponent(path)),
              as: UTF8.self))
      }
      #expect(folder.read("exercises/\(exercise.instructions)") != nil)
    }
    let workflow = try #require(folder.read("exercises/.github/workflows/classroom.yml"))
    #expect(workflow.contains("classroom grade --course exercises --dir submission"))
    #expect(workflow.contains("test-name: checklists-01/item-count\n"))
    // A repository with everything in its first commit, as for the tutorial.
    #expect(run.output.contains("Made a git repository with a first commit"), "\(run.output)")
    let status = try ExternalCommand(
      "git", ["status", "--porcelain"], in: folder.url.appendingPathComponent("exercises")
    ).run()
    #expect(status.status == 0 && status.output.isEmpty, "\(status.output)")
  }

  @Test func aGitHubOriginGivesTheRepository() {
    #expect(
      ClassroomInitAction.gitHubRepository("https://github.com/school/stepwise.git")
        == "school/stepwise")
    #expect(
      ClassroomInitAction.gitHubRepository("git@github.com:school/stepwise.git")
        == "school/stepwise")
    #expect(ClassroomInitAction.gitHubRepository("/work/main") == nil)
  }
}
