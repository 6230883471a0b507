// `stepwise classroom grade` and `points`: one line per step with its points, as the
// autograder reads them.

import AppTestSupport
import Foundation
import LessonEngine
import StepwiseBasics
import Testing

@testable import Classroom
@testable import TutorialCourse

#if canImport(Glibc)
  import Glibc
#endif

@MainActor
@Suite struct GradeTests {
  @Test func aStepRetiredByAStepThatIsRetiredInTurnIsRetiredToo() {
    func step(_ id: String, retires: [String] = []) -> TutorialStep {
      TutorialStep(
        id: id, title: id, hints: [], stage: "A", scriptSHA256: "", retires: retires)
    }
    let catalog = TutorialCatalog(steps: [
      step("a-01/01-x"), step("a-02/01-y", retires: ["a-01/01-x"]),
      step("a-03/01-z", retires: ["a-02/01-y"]), step("a-03/02-w"),
    ])

    #expect(
      catalog.retiredSteps(passed: ["a-03/01-z"])
        == ["a-02/01-y": "a-03/01-z", "a-01/01-x": "a-02/01-y"], "the chain, all of it")
    #expect(catalog.retiredSteps(passed: ["a-02/01-y"]) == ["a-01/01-x": "a-02/01-y"])
    #expect(catalog.retiredSteps(passed: ["a-01/01-x", "a-03/02-w"]).isEmpty)

    // The class report counts the same chain as passed.
    let outline = CourseOutline(
      name: "tutorial", steps: catalog.steps.map(\.id),
      retires: ["a-02/01-y": ["a-01/01-x"], "a-03/01-z": ["a-02/01-y"]])
    let record = StudentRecord(
      name: "ada", state: .report, results: ["a-03/01-z": .init(status: .pass)])
    #expect(
      ClassReport.passedSteps(of: record, outline: outline)
        == ["a-01/01-x", "a-02/01-y", "a-03/01-z"])
  }

  /// A sheet with each kind of line.
  let sheet = GradeSheet(
    course: "tutorial",
    steps: [
      .init(id: "demo-01/01-title", status: .pass),
      .init(id: "demo-01/02-rows", status: .retired, note: "demo-02/01-add changed what it checks"),
      .init(id: "demo-02/01-add", status: .fail, note: "✗ check.stepwise:2: expect\n  more"),
      .init(id: "demo-02/02-save", status: .error, note: "Your app does not compile:\n\nx"),
    ])

  @Test func theSheetHasOneLinePerStepWithItsPointsAndATotal() throws {
    #expect(
      sheet.text == """
        # stepwise classroom grade: tutorial, 4 steps, 1 point each
        demo-01/01-title 1/1 pass
        demo-01/02-rows 1/1 retired
          demo-02/01-add changed what it checks
        demo-02/01-add 0/1 fail
          ✗ check.stepwise:2: expect
        demo-02/02-save 0/1 error
          Your app does not compile: x
        total 2/4

        """)
    #expect(try GradeSheet.parse(sheet.text) == sheet)
  }

  @Test func aSheetWhoseTotalIsWrongOrWhoseLinesAreNotStepsIsRefused() {
    #expect(throws: GradeSheet.ParseError.self) {
      try GradeSheet.parse("a 1/1 pass\ntotal 0/1\n")
    }
    #expect(throws: GradeSheet.ParseError.self) { try GradeSheet.parse("a 1/1 pass\n") }
    #expect(throws: GradeSheet.ParseError.self) { try GradeSheet.parse("a one pass\ntotal 0/1\n") }
    #expect(throws: GradeSheet.ParseError.self) { try GradeSheet.parse("a 1/1 maybe\ntotal 1/1\n") }
  }

  /// Points no grade gives, or that are not what the status earns, are refused with their
  /// line; sums of the largest are never reached (they overflowed, and stopped the tool).
  @Test(arguments: [
    (
      "a 9223372036854775807/9223372036854775807 pass\nb 1/1 pass\ntotal 1/1\n",
      "line 1: 9223372036854775807/9223372036854775807 points: a step earns from 0 to its "
        + "most, at most 1000000"
    ),
    (
      "a -1/1 fail\ntotal -1/1\n",
      "line 1: -1/1 points: a step earns from 0 to its most, at most 1000000"
    ),
    (
      "a 2/1 pass\ntotal 2/1\n",
      "line 1: 2/1 points: a step earns from 0 to its most, at most 1000000"
    ),
    (
      "a 1/1 fail\ntotal 1/1\n",
      "line 1: 1/1 fail: a step's points follow from its status (pass and retired earn its "
        + "most, fail and error nothing)"
    ),
    (
      "a 0/1 pass\ntotal 0/1\n",
      "line 1: 0/1 pass: a step's points follow from its status (pass and retired earn its "
        + "most, fail and error nothing)"
    ),
  ])
  func pointsNoGradeGivesAreRefusedWithTheirLine(text: String, reason: String) {
    #expect {
      try GradeSheet.parse(text)
    } throws: { error in
      (error as? GradeSheet.ParseError)?.description == reason
    }
  }

  /// A failed build's line on the sheet is its first error, not SwiftPM's warnings before
  /// it (graded as another user, SwiftPM first warns that it cannot write that user's HOME).
  @Test func aBuildFailuresLineIsItsFirstErrorNotTheWarningsBeforeIt() {
    let message = """
      The build failed:
      warning: /nonexistent/.swiftpm/configuration is not accessible or not writable, disabling user-level cache features.
      error: encountered an I/O error (code: 1) while reading /course/TodoList.xcdatamodeld
      error: a second one
      """
    #expect(
      GradeSheet.failingLine(message)
        == "The build failed: error: encountered an I/O error (code: 1) while reading "
        + "/course/TodoList.xcdatamodeld")
    #expect(
      GradeSheet.failingLine("Your app does not compile:\nA.swift:1: x")
        == "Your app does not compile: A.swift:1: x")
  }

  /// A student's app that declares `==` for a type it does not own would have the course's
  /// structure checks call it in place of Swift's own: those steps are not judged by them,
  /// and say why; a step the tool judges by playing the app keeps its verdict.
  @Test func aStepJudgedByTheCoursesTestsIsNotGradedWhenTheAppDeclaresAForeignOperator() throws {
    let fixture = try CourseFixture()
    let checks = "import Testing\n\n@Suite struct ShapeChecks {}\n"
    try fixture.folder.write(checks, to: "course/Chapters/Tutorial/demo-02/02-shape/Checks.swift")
    var grader = fixture.grader(StandInTester())
    grader.catalog = TutorialCatalog(
      steps: fixture.catalog.steps + [
        TutorialStep(
          id: "demo-02/02-shape", title: "Shape", hints: [], stage: "Demo", scriptSHA256: nil,
          structureSHA256: SHA256.hexDigest(of: Data(checks.utf8)))
      ])
    try fixture.folder.write(
      "func == (lhs: String?, rhs: String) -> Bool { true }\n",
      to: "ada/Sources/Checklists/Equal.swift")

    let sheet = try grader.grade(learner: "ada") { _ in }.sheet

    #expect(sheet.step(id: "demo-02/02-shape")?.status == .error)
    #expect(
      sheet.step(id: "demo-02/02-shape")?.note
        == "Sources/Checklists/Equal.swift:1 declares the operator == outside the types it "
        + "declares: the course's tests would call it in place of Swift's own, so this step is "
        + "not judged by them")
    #expect(sheet.step(id: "demo-01/01-title")?.status == .pass)
  }

  @Test func everyStepPassingEarnsEveryPoint() throws {
    let fixture = try CourseFixture()
    let grade = try fixture.grader(StandInTester()).grade(learner: "ada") { _ in }
    #expect(grade.sheet.points == 3)
    #expect(grade.sheet.maxPoints == 3)
    #expect(grade.sheet.steps.map(\.status) == [.pass, .pass, .pass])
    #expect(grade.report.summary.pass == 3)
    #expect(grade.report.lessonsKey == "steps")
  }

  @Test func aStepRetiredByALaterStepThatPassesKeepsItsPointsAndAFailureLosesThem() throws {
    let fixture = try CourseFixture()
    let retired = try fixture.grader(StandInTester(failing: ["demo-01/02-rows"]))
      .grade(learner: "ada") { _ in }
    #expect(
      retired.sheet.text == """
        # stepwise classroom grade: tutorial, 3 steps, 1 point each
        demo-01/01-title 1/1 pass
        demo-01/02-rows 1/1 retired
          demo-02/01-add changed what it checks
        demo-02/01-add 1/1 pass
        total 3/3

        """)

    let failing = try fixture.grader(
      StandInTester(failing: ["demo-01/02-rows", "demo-02/01-add"])
    ).grade(learner: "ada") { _ in }
    #expect(
      failing.sheet.text == """
        # stepwise classroom grade: tutorial, 3 steps, 1 point each
        demo-01/01-title 1/1 pass
        demo-01/02-rows 0/1 fail
          ✗ Chapters/Tutorial/demo-01/02-rows/check.stepwise:2: expect title "Checklists"
        demo-02/01-add 0/1 fail
          ✗ Chapters/Tutorial/demo-02/01-add/check.stepwise:2: expect title "Checklists"
        total 1/3

        """)
    #expect(failing.report.summary.fail == 2)
  }

  @Test func anAppThatDoesNotBuildEarnsNothingAndEveryStepSaysWhy() throws {
    let fixture = try CourseFixture()
    let grade = try fixture.grader(
      StandInTester(buildError: "Your app does not compile:\n\nSources/Checklists/A.swift:1: error")
    ).grade(learner: "ada") { _ in }
    #expect(grade.sheet.points == 0)
    #expect(grade.sheet.steps.allSatisfy { $0.status == .error })
    #expect(
      grade.sheet.steps.allSatisfy {
        $0.note == "Your app does not compile: Sources/Checklists/A.swift:1: error"
      })
  }

  @Test func changedChecksInTheCourseOrAFolderThatIsNoPackageCannotBeGraded() throws {
    let fixture = try CourseFixture()
    try fixture.folder.write(
      "# made easy\n", to: "course/Chapters/Tutorial/demo-01/02-rows/check.stepwise")
    #expect(throws: GradingRefusal.self) {
      try fixture.grader(StandInTester()).grade(learner: "ada") { _ in }
    }
    let empty = try TemporaryFolder()
    var grader = TutorialGrader(
      student: empty.url, course: fixture.course, tester: StandInTester())
    grader.catalog = fixture.catalog
    #expect(throws: GradingRefusal.self) { try grader.grade(learner: "ada") { _ in } }
  }

  @Test func gradeThroughTheToolPrintsTheSheetWritesItAndTheReportAndSucceeds() throws {
    let folder = try TemporaryFolder()
    let student = folder.url.appendingPathComponent("ada")
    _ = try TutorialStarter(course: PackageRoot.url).start(in: student)
    let steps = TutorialCatalog.standard.steps
    // The last step: no step retires it.
    let failing = try #require(steps.last)
    let run = runClassroom(
      ["grade", "--dir", "ada", "--sheet", "grade.txt", "--report", "report.json"],
      in: folder.url, tutorialTester: StandInTester(failing: [failing.id]))

    #expect(run.exitCode == .success, "\(run.error)")
    #expect(run.error.contains("Building your app…"))
    let sheet = try GradeSheet.parse(run.output)
    #expect(sheet.steps.map(\.id) == steps.map(\.id))
    #expect(sheet.step(id: failing.id)?.points == 0)
    #expect(sheet.points == steps.count - 1)
    #expect(folder.read("grade.txt") == run.output)
    let report = try #require(folder.read("report.json"))
    #expect(report.contains("\"steps\" : {"))
    #expect(report.contains("\"learner\" : \"ada\""))

    let passed = runClassroom(["points", steps[0].id], in: folder.url)
    #expect(passed.exitCode == .success)
    #expect(passed.output == "\(steps[0].id) 1/1 pass\n")
    let failed = runClassroom(["points", failing.id, "--sheet", "grade.txt"], in: folder.url)
    #expect(failed.exitCode == .failure)
    #expect(failed.output.hasPrefix("\(failing.id) 0/1 fail\n  ✗ Chapters/Tutorial/"))
    #expect(!failed.output.contains(PackageRoot.url.path), "paths are the course's own")
    let unknown = runClassroom(["points", "no-such-step"], in: folder.url)
    #expect(unknown.exitCode == .failure)
    let missing = runClassroom(["points", steps[0].id, "--sheet", "none.txt"], in: folder.url)
    #expect(missing.exitCode == .failure)
    #expect(missing.error.contains("did the Grade step run?"))
  }

  @Test func pointsWithTheReportPrintsEveryFailingLineOfTheStepAndSaysThemOnStandardError() throws {
    let folder = try TemporaryFolder()
    try folder.write(sheet.text, to: "grade.txt")
    try folder.write(
      """
      {"steps": {
        "demo-01/01-title": {"version": 3, "status": "pass", "message": null, "tests": []},
        "demo-02/01-add": {"version": 3, "status": "fail", "message": null, "tests": [
          {"name": "check.stepwise", "status": "fail", "message":
            "✗ /somewhere/course/Chapters/Tutorial/demo-02/01-add/check.stepwise:2: expect\\n  screen: rows: none\\n\\n  why: the table is empty"}
        ]}
      }, "generated": "2026-11-20T10:00:00Z"}
      """, to: "report.json")

    let failed = runClassroom(
      ["points", "demo-02/01-add", "--sheet", "grade.txt", "--report", "report.json"],
      in: folder.url)
    let lines = """
      demo-02/01-add 0/1 fail
        ✗ Chapters/Tutorial/demo-02/01-add/check.stepwise:2: expect
        screen: rows: none
        why: the table is empty
      """
    #expect(failed.exitCode == .failure)
    #expect(failed.output == lines + "\n")
    #expect(failed.error.contains(lines), "a grader that keeps only the errors shows why too")

    let passed = runClassroom(
      ["points", "demo-01/01-title", "--sheet", "grade.txt", "--report", "report.json"],
      in: folder.url)
    #expect(passed.exitCode == .success)
    #expect(passed.output == "demo-01/01-title 1/1 pass\n")
    #expect(passed.error.isEmpty)
    // A step the report does not have: the sheet's failing line.
    let fromSheet = runClassroom(
      ["points", "demo-02/02-save", "--sheet", "grade.txt", "--report", "report.json"],
      in: folder.url)
    #expect(fromSheet.output == "demo-02/02-save 0/1 error\n  Your app does not compile: x\n")
  }

  @Test func classroomSpeaksJapaneseButTheGradeSheetStaysAsTheAutograderReadsIt() throws {
    let folder = try TemporaryFolder()
    let student = folder.url.appendingPathComponent("ada")
    _ = try TutorialStarter(course: PackageRoot.url).start(in: student)
    let steps = TutorialCatalog.standard.steps
    let japanese = { (arguments: [String], tester: (any StepTester)?) in
      Language.$chosen.withValue(.japanese) {
        runClassroom(arguments, in: folder.url, tutorialTester: tester)
      }
    }

    let graded = japanese(["grade", "--dir", "ada", "--sheet", "grade.txt"], StandInTester())
    let points = japanese(["points", steps[0].id], nil)
    let unknownStep = japanese(["points", "no-such-step"], nil)
    let unknownCourse = japanese(["grade", "--course", "poetry"], nil)
    let noClass = japanese(["report", "nowhere"], nil)

    #expect(graded.exitCode == .success, "\(graded.error)")
    // The sheet is read back by points and by the autograder: its words stay English.
    #expect(try GradeSheet.parse(graded.output).points == steps.count)
    #expect(points.output == "\(steps[0].id) 1/1 pass\n")
    #expect(
      unknownStep.error.contains(
        "\(folder.url.appendingPathComponent("grade.txt").path) にステップ \"no-such-step\" はありません"))
    #expect(unknownCourse.exitCode == .usageError)
    #expect(
      unknownCourse.error.contains(
        "コース \"poetry\" はありません: tutorial|exercises のどれかを指定してください"))
    #expect(
      noClass.error.contains(
        "\(folder.url.appendingPathComponent("nowhere").path) は学生のフォルダーを集めたフォルダーではありません"))
  }

  @Test func gradeOfAFolderThatIsNoPackageFailsToRun() throws {
    let folder = try TemporaryFolder()
    let run = runClassroom(["grade"], in: folder.url, tutorialTester: StandInTester())
    #expect(run.exitCode == .failure)
    #expect(run.error.contains("is not a tutorial package"))
    #expect(run.output.isEmpty)
    let unknown = runClassroom(["grade", "--course", "poetry"], in: folder.url)
    #expect(unknown.exitCode == .usageError)
  }

  /// `--as-user`: a user that would keep the grader's rights is refused before any student's
  /// code runs, for either course.
  @Test(arguments: ["tutorial", "exercises"])
  func gradingAsRootIsRefused(course: String) throws {
    let folder = try TemporaryFolder()

    let root = runClassroom(
      ["grade", "--course", course, "--as-user", "root"], in: folder.url,
      tutorialTester: StandInTester())
    #if os(Linux)
      let why =
        geteuid() != 0
        ? "running students' code as root needs the grader to run as root"
        : canRunAsNobody
          ? "root is root: students' code must run as a user without the grader's rights"
          : "setpriv is not installed"
    #else
      let why = "running students' code as another user needs Linux's setpriv"
    #endif
    #expect(root.exitCode == .failure)
    #expect(root.error.contains("cannot grade: " + why), "\(root.error)")
    #expect(root.output.isEmpty, "nothing graded")
  }

  @Test func exercisesAreGradedFromTheStudentsStarterFilesAgainstTheCoursesTests() throws {
    let folder = try TemporaryFolder()
    let catalog = ExerciseCatalog.standard
    let first = catalog.exercises[0]
    let second = catalog.exercises[1]
    for exercise in catalog.exercises where exercise != second {
      for file in exercise.files {
        try folder.write(
          "// mine\n", to: "ada/\(exercise.starterPath(file))")
      }
    }
    let tester = StandInExerciseTester(failing: [first.id])
    let run = runClassroom(
      ["grade", "--course", "exercises", "--dir", "ada"], in: folder.url,
      exercisesTester: tester)

    #expect(run.exitCode == .success, "\(run.error)")
    let sheet = try GradeSheet.parse(run.output)
    #expect(sheet.course == "exercises")
    #expect(sheet.steps.count == catalog.exercises.count)
    #expect(sheet.step(id: first.id)?.status == .fail)
    #expect(sheet.step(id: first.id)?.note?.hasPrefix("theTitleCountsItems(): Expectation") == true)
    #expect(sheet.step(id: second.id)?.status == .error)
    #expect(sheet.step(id: second.id)?.note?.hasSuffix("is missing from your repository") == true)
    #expect(sheet.points == catalog.exercises.count - 2)
    #expect(!tester.ran.contains(second.id))
  }

  /// A starter committed as a link (to a classmate's clone beside it, or any file the
  /// grader can read), or in a folder that is one, is not read: the grade would build that
  /// file, with the grader's rights, as the student's work.
  @Test(arguments: ["file", "folder"])
  func aStarterThatIsALinkIsNotGradedAndTheSheetSaysWhy(linked: String) throws {
    let folder = try TemporaryFolder()
    let catalog = ExerciseCatalog.standard
    let first = catalog.exercises[0]
    for student in ["ada", "ben"] {
      for exercise in catalog.exercises {
        for file in exercise.files {
          try folder.write("// \(student)'s\n", to: "\(student)/\(exercise.starterPath(file))")
        }
      }
    }
    let starter = first.starterPath(first.files[0])
    let parts = starter.split(separator: "/").map(String.init)
    // The link, and where it points, as a path from the link's folder to Ben's same file.
    let link = linked == "file" ? starter : parts.dropLast().joined(separator: "/")
    let ada = folder.url.appendingPathComponent("ada")
    try FileManager.default.removeItem(at: ada.appendingPathComponent(link))
    let depth = link.split(separator: "/").count
    try FileManager.default.createSymbolicLink(
      atPath: ada.appendingPathComponent(link).path,
      withDestinationPath: String(repeating: "../", count: depth) + "ben/" + link)
    let tester = StandInExerciseTester(failing: [])
    let run = runClassroom(
      ["grade", "--course", "exercises", "--dir", "ada"], in: folder.url,
      exercisesTester: tester)

    #expect(run.exitCode == .success, "\(run.error)")
    let sheet = try GradeSheet.parse(run.output)
    #expect(sheet.step(id: first.id)?.status == .error)
    #expect(
      sheet.step(id: first.id)?.note
        == "\(link) is a link: a graded file must be a file of your repository itself, not a "
        + "link to one elsewhere")
    #expect(!tester.ran.contains(first.id))
    #expect(sheet.points == catalog.exercises.count - 1)
  }

  /// The tutorial's app and tests (those kept when test-first steps passed included) are the
  /// student's files: a link among them, or in their place, stops the grade before anything
  /// is built.
  @Test(
    arguments: [
      "Sources/Checklists/AppDelegate.swift", "Tests/ChecklistsTests",
      ".stepwise/tutorial/passed-tests",
      ".stepwise/tutorial/passed-tests/checklists-01/05t-test-toggle/ToggleTests.swift",
    ])
  func aTutorialPackageHoldingALinkIsNotGraded(link: String) throws {
    let fixture = try CourseFixture()
    let student = fixture.student
    let url = student.appendingPathComponent(link)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createSymbolicLink(
      atPath: url.path, withDestinationPath: fixture.course.appendingPathComponent(link).path)
    let tester = StandInTester()
    #expect {
      try fixture.grader(tester).grade(learner: "ada") { _ in }
    } throws: { error in
      (error as? GradingRefusal)?.description
        == "\(link) is a link: a graded file must be a file of your repository itself, not "
        + "a link to one elsewhere"
    }
  }
}

/// A grade's builds are SwiftPM's, every one: a learner's saves may replay SwiftPM's plan
/// (ReplayedBuild), a grade never does, nor judges the student's own tests.
@MainActor
@Suite struct GradeBuildTests {
  @Test func aGradesTestersNeverReplayABuild() throws {
    let folder = try TemporaryFolder()
    let workspace = TutorialWorkspace(learner: folder.url, course: folder.url)
    let build = GradingBuildFolder(folder: folder.url.appendingPathComponent("grading"))
    let steps = TutorialGrader.stepTester(
      workspace: workspace, build: build, copy: build.folder, seed: 7, user: nil)
    // In the copy's own `.build`, where the scratch package of the exercises compiled the kit.
    #expect(steps.package.buildFolder == build.folder.appendingPathComponent(".build"))
    #expect(!steps.replaysBuilds)
    #expect(!steps.judgesOwnTests)
    #expect(steps.seed == 7)
    let exercises = ExercisesGrader.scratchTester(
      course: ExerciseWorkspace(root: folder.url), catalog: .standard, folder: folder.url)
    #expect(!exercises.replaysBuilds)
    // What a learner's own checks do, for contrast.
    #expect(CheckPackageTester(workspace: workspace, buildFolder: folder.url).replaysBuilds)
  }
}
