// `classroom grade` for real: a package at each reference stage earns the points of every
// step up to the end of that stage's chapter, and not the next chapter's first step.

import AppTestSupport
import Foundation
import StepwiseBasics
import Testing

@testable import Classroom
@testable import LessonEngine
@testable import TutorialCourse

#if canImport(Glibc)
  import Glibc
#endif

/// Builds a student's package for real, so it runs when `STEPWISE_TUTORIAL_TRACK=1` is set,
/// as the tutorial's track tests do; each student in a fresh copy of the course's own grading
/// build, as `classroom grade` does, made once by the first grade (or by `--prepare`). It
/// takes its turn with the suites that build against the kit (``OneKitBuild``), so as not to
/// compile beside them in one process; `.ci/run` runs it in a process of its own beside
/// them instead, where it fills the core the track leaves idle (no other part builds in the
/// grading build).
@MainActor
@Suite(
  .enabled(if: ProcessInfo.processInfo.environment["STEPWISE_TUTORIAL_TRACK"] == "1"),
  OneKitBuild())
struct GradeTrackTests {
  let catalog = TutorialCatalog.standard

  /// Makes the app's sources those of a reference stage, as TrackTests does: its files, the
  /// starter's Info.plist declaration, and an entry point.
  func useStage(_ stage: String, in student: URL) throws {
    let manager = FileManager.default
    let sources = student.appendingPathComponent(TutorialWorkspace.sourcesPath)
    try manager.removeItem(at: sources)
    try manager.copyItem(
      at: PackageRoot.url.appendingPathComponent("Sources/\(stage)"), to: sources)
    for (path, text) in StarterApp.sources where path.hasSuffix("/Info.swift") {
      try Data(text.utf8).write(to: student.appendingPathComponent(path))
    }
    try Data("import HeadlessUIKit\n\nAppDelegate.main()\n".utf8)
      .write(to: sources.appendingPathComponent("main.swift"))
  }

  /// Makes the student's test of each test-first step the course's own.
  func useCourseTests(of steps: [TutorialStep], in student: URL) throws {
    for step in steps {
      guard let path = step.learnersTestPath else { continue }
      let url = student.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contentsOf: PackageRoot.url.appendingPathComponent(step.courseTestPath))
        .write(to: url)
    }
  }

  /// Where the students are graded: the course's grading build, as `classroom grade` does.
  /// (Not the shared folder of the suites that build against the kit, which holds every app
  /// they built: a fresh copy of it for each student took a gigabyte.)
  static func gradingBuild() throws -> GradingBuildFolder {
    GradingBuildFolder.standard(course: PackageRoot.url)
  }

  /// A student's points for the course's first step, graded with that step alone: what
  /// this asks of a grade is whose app it built and played, which one step shows as well as
  /// all of them (a grade with every step is `eachStageEarnsEveryPoint…`'s and
  /// `anAppWhoseProgramOnlyExits…`'s), in a fresh copy of the grading build each time.
  func firstStepPoints(of student: URL) throws -> Int? {
    var grader = TutorialGrader(
      student: student, course: PackageRoot.url, build: try Self.gradingBuild())
    grader.catalog = TutorialCatalog(steps: [catalog.steps[0]])
    let sheet = try grader.grade(learner: student.lastPathComponent) { _ in }.sheet
    return sheet.step(id: catalog.steps[0].id)?.points
  }

  @Test func twoStudentsGradedOneAfterTheOtherEachGetTheGradeOfTheirOwnApp() throws {
    let folder = try TemporaryFolder()
    let ada = folder.url.appendingPathComponent("ada")
    let ben = folder.url.appendingPathComponent("ben")
    _ = try TutorialStarter(course: PackageRoot.url).start(in: ada)
    _ = try TutorialStarter(course: PackageRoot.url).start(in: ben)
    // Ben gives the screen its title, as the first step asks; Ada has not yet.
    let controller = ben.appendingPathComponent(
      "\(TutorialWorkspace.sourcesPath)/ChecklistViewController.swift")
    let source = try String(contentsOf: controller, encoding: .utf8)
    try source.replacingOccurrences(
      of: "super.viewDidLoad()\n", with: "super.viewDidLoad()\n    title = \"Checklists\"\n"
    ).write(to: controller, atomically: true, encoding: .utf8)
    #expect(try String(contentsOf: controller, encoding: .utf8) != source)

    // Ben after Ada, then Ada again after Ben: a grade is the student's own, whoever was
    // graded before, the first time and when graded again.
    #expect(try firstStepPoints(of: ada) == 0, "Ada")
    #expect(try firstStepPoints(of: ben) == 1, "Ben, after Ada")
    #expect(try firstStepPoints(of: ada) == 0, "Ada, graded again after Ben")
  }

  @Test func prepareMakesTheCoursesGradingBuildWithTheKitCompiledAndGradesNoOne() throws {
    let folder = try TemporaryFolder()
    let run = runClassroom(["grade", "--prepare"], in: folder.url)
    let build = PackageRoot.url.appendingPathComponent(".build/grading")
    #expect(run.exitCode == .success, "\(run.error)")
    #expect(run.output == "The grading build is ready in \(build.path).\n")
    #expect(
      FileManager.default.fileExists(
        atPath: build.appendingPathComponent(".build/debug/Modules/HeadlessUIKit.swiftmodule")
          .path))
    #expect(
      !FileManager.default.fileExists(
        atPath: PackageRoot.url.appendingPathComponent(".build/grading.pristine").path))
  }

  /// One grading build serves both courses: made with the exercises' first starter (the kit
  /// compiled in its `.build`), it is where a tutorial grade builds the student's app and
  /// checks, finding every file of the kit as the pristine build has it, compiled no second
  /// time.
  @Test func aTutorialGradeBuildsInTheExercisesGradingBuildWithoutCompilingTheKitAgain() throws {
    let folder = try TemporaryFolder()
    let student = folder.url.appendingPathComponent("ada")
    _ = try TutorialStarter(course: PackageRoot.url).start(in: student)
    let build = try Self.gradingBuild()
    let workspace = TutorialWorkspace(learner: student, course: PackageRoot.url)
    let manager = FileManager.default
    func modified(_ url: URL) -> Date? {
      (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
    let kit = "HeadlessUIKitCore.build"
    let (outcomes, app, objects, compiledAgain) = try build.withFreshCopy(
      course: PackageRoot.url, report: { _ in }
    ) { copy in
      let outcomes = TutorialGrader.stepTester(
        workspace: workspace, build: build, copy: copy, seed: nil, user: nil
      ).check([catalog.steps[0]], stopAtFirstFailure: false) { _ in }
      let built = build.buildFolder(in: copy).appendingPathComponent("debug")
      let pristine = build.buildFolder(in: build.pristine).appendingPathComponent("debug")
      let objects =
        ((try? manager.contentsOfDirectory(
          atPath: pristine.appendingPathComponent(kit).path)) ?? [])
        .filter { $0.hasSuffix(".o") }
      return (
        outcomes, manager.fileExists(atPath: built.appendingPathComponent("Checklists").path),
        objects,
        objects.filter {
          modified(built.appendingPathComponent("\(kit)/\($0)"))
            != modified(pristine.appendingPathComponent("\(kit)/\($0)"))
        }
      )
    }
    #expect(app, "the student's app is built in the grading build's own .build")
    #expect(objects.count > 20, "the pristine build holds the kit: \(objects)")
    #expect(compiledAgain.isEmpty, "the kit compiled again: \(compiledAgain)")
    // The starter app has no title yet: built, played, and failed.
    #expect(outcomes.map(\.status) == [.fail], "\(outcomes)")
  }

  /// The chapters graded: the first and the last. TrackTests checks that every stage passes
  /// every step of its chapter; grading each in full as well would take minutes for what two
  /// stages show of the points (the last one's grade judges test-first steps after the other
  /// steps, and every retirement of the course).
  var gradedChapters: [Int] {
    let count = catalog.chapters.count
    return Array(Set([0, count - 1])).sorted()
  }

  /// The steps the finished app is graded with: every step but the test-first steps between
  /// the first and the last. TrackTests judges every test-first step, with the course's test,
  /// on its own stage; what a grade adds (a test-first step judged after the other steps,
  /// beside another step's planted bugs in one package, and not on the student's app) the
  /// first and the last show, without the other seven steps' planted bugs built again.
  var finishedAppsCatalog: TutorialCatalog {
    let testFirst = catalog.steps.filter { $0.testFirst != nil }
    let graded = Set([testFirst.first, testFirst.last].compactMap { $0?.id })
    return TutorialCatalog(
      steps: catalog.steps.filter { $0.testFirst == nil || graded.contains($0.id) })
  }

  @Test func eachStageEarnsEveryPointOfItsChapterAndNotTheNextChaptersFirstStep() throws {
    let folder = try TemporaryFolder()
    let student = folder.url.appendingPathComponent("ada")
    _ = try TutorialStarter(course: PackageRoot.url).start(in: student)
    var grader = TutorialGrader(
      student: student, course: PackageRoot.url, build: try Self.gradingBuild())

    let chapters = catalog.chapters
    for index in gradedChapters {
      let (chapter, steps) = chapters[index]
      try useStage(steps[0].stage, in: student)
      grader.catalog = index == chapters.count - 1 ? finishedAppsCatalog : catalog
      let graded = grader.catalog
      let last = try #require(graded.lastStep(of: chapter))
      let through = try #require(graded.index(of: last))
      // The student's tests of the test-first steps so far: the course's own, which a grade
      // judges on each step's reference app and planted bugs.
      try useCourseTests(
        of: graded.steps.prefix(through: through).filter { $0.testFirst != nil }, in: student)
      let sheet = try grader.grade(learner: "ada") { _ in }.sheet
      let missed = sheet.steps.prefix(through: through).filter { $0.points != $0.maxPoints }
      #expect(missed.isEmpty, "\(steps[0].stage): \(missed)")
      if index + 1 < chapters.count {
        let next = chapters[index + 1].steps[0].id
        #expect(sheet.step(id: next)?.points == 0, "\(steps[0].stage) earns \(next)")
      } else {
        #expect(sheet.points == sheet.maxPoints, "\(sheet.text)")
      }
    }
  }

  /// `--as-user nobody`: a student's build and app run without the grader's rights. What
  /// the app tries to write in the course's pristine grading build and in a folder of the
  /// grader's is refused; the grade is still theirs, as a grade with the grader's rights
  /// gives it.
  @Test(.enabled(if: canRunAsNobody, "runs as root on Linux, with setpriv and a user nobody"))
  func aStudentGradedAsNobodyEarnsTheirPointsAndCannotWriteTheGradersFiles() throws {
    let folder = try TemporaryFolder()
    chmod(folder.url.path, 0o755)
    let student = folder.url.appendingPathComponent("mallory")
    let graders = folder.url.appendingPathComponent("graders")
    try FileManager.default.createDirectory(at: graders, withIntermediateDirectories: true)
    _ = try TutorialStarter(course: PackageRoot.url).start(in: student)
    let build = try Self.gradingBuild()
    let targets = [
      build.pristine.appendingPathComponent("planted-by-a-student"),
      graders.appendingPathComponent("report.json"),
    ]
    // The first step's title, and writes where the grader keeps its own files.
    let controller = student.appendingPathComponent(
      "\(TutorialWorkspace.sourcesPath)/ChecklistViewController.swift")
    let writes = targets.map {
      "    try? Data(\"forged\".utf8).write(to: URL(fileURLWithPath: \"\($0.path)\"))\n"
    }
    let source = try String(contentsOf: controller, encoding: .utf8)
    try ("import Foundation\n" + source).replacingOccurrences(
      of: "super.viewDidLoad()\n",
      with: "super.viewDidLoad()\n    title = \"Checklists\"\n" + writes.joined()
    ).write(to: controller, atomically: true, encoding: .utf8)
    let home = folder.url.appendingPathComponent("home")
    var grader = TutorialGrader(student: student, course: PackageRoot.url, build: build)
    grader.catalog = TutorialCatalog(steps: [catalog.steps[0]])
    grader.user = try ChildUser.named("nobody", home: home)

    let sheet = try grader.grade(learner: "mallory") { _ in }.sheet

    #expect(sheet.step(id: catalog.steps[0].id)?.points == 1, "\(sheet.text)")
    // The pristine build waits beside the copy during the grade, and is put back after.
    let back = build.folder.appendingPathComponent(targets[0].lastPathComponent)
    for target in targets + [back] {
      #expect(!FileManager.default.fileExists(atPath: target.path), "\(target.path)")
    }
    // The pristine build is the grader's still, whatever the copy was handed.
    let owner = try FileManager.default.attributesOfItem(atPath: build.folder.path)[
      .ownerAccountID]
    #expect((owner as? NSNumber)?.intValue == 0)
  }

  /// The exercises graded as nobody: the student's code, run by the course's tests, cannot
  /// write the grader's files; the course's scratch package is given back after the grade.
  /// A suite the student names as the course's, in their own module, neither runs nor
  /// counts: its test would end the test process before the course's tests ran.
  @Test(.enabled(if: canRunAsNobody, "runs as root on Linux, with setpriv and a user nobody"))
  func exercisesGradedAsNobodyCannotWriteTheGradersFiles() throws {
    let folder = try TemporaryFolder()
    chmod(folder.url.path, 0o755)
    let student = folder.url.appendingPathComponent("mallory")
    let graders = folder.url.appendingPathComponent("graders")
    try FileManager.default.createDirectory(at: graders, withIntermediateDirectories: true)
    let standard = ExerciseCatalog.standard
    let exercise = standard.exercises[0]
    let target = graders.appendingPathComponent("report.json")
    for file in exercise.files {
      var text = try String(
        contentsOf: PackageRoot.url.appendingPathComponent(exercise.starterPath(file)),
        encoding: .utf8)
      // Run whenever a row is drawn: a write where the grader keeps its files.
      text =
        "import Foundation\n"
        + text.replacingOccurrences(
          of: "func configureCheckmark(for cell: UITableViewCell, with item: ChecklistItem) {\n",
          with: "func configureCheckmark(for cell: UITableViewCell, with item: ChecklistItem) {\n"
            + "    try? Data(\"forged\".utf8).write(to: URL(fileURLWithPath: \"\(target.path)\"))\n"
        )
      if file == exercise.files[0] {
        text += """

          import Testing

          @Suite struct \(exercise.suiteName) {
            @Test func passesAndEndsTheRun() { exit(0) }
          }

          """
      }
      let url = student.appendingPathComponent(exercise.starterPath(file))
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    var grader = ExercisesGrader(student: student, course: PackageRoot.url)
    grader.catalog = ExerciseCatalog(exercises: [exercise], supportFiles: standard.supportFiles)
    grader.user = try ChildUser.named("nobody", home: folder.url.appendingPathComponent("home"))

    let grade = try grader.grade(learner: "mallory") { _ in }
    let sheet = grade.sheet

    // Run, and judged: the starter as shipped fails its tests, the course's, which all ran.
    #expect(sheet.step(id: exercise.id)?.status == .fail, "\(sheet.text)")
    let tests = try #require(grade.report.exercises[exercise.id]).tests
    #expect(!tests.isEmpty && tests.allSatisfy { $0.status != .error }, "\(tests)")
    #expect(!tests.contains { $0.name.contains("passesAndEndsTheRun") }, "\(tests)")
    #expect(!FileManager.default.fileExists(atPath: target.path))
    // The pristine build is back, the grader's, and holds nothing of the student's.
    let scratch = PackageRoot.url.appendingPathComponent(".build/grading")
    let owner = try FileManager.default.attributesOfItem(atPath: scratch.path)[.ownerAccountID]
    #expect((owner as? NSNumber)?.intValue == 0)
    let sources = scratch.appendingPathComponent("Sources")
    for path in try FileManager.default.subpathsOfDirectory(atPath: sources.path)
    where path.hasSuffix(".swift") {
      let text = try? String(
        contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      #expect(text?.contains(target.path) != true, "\(path) is the student's")
    }
  }

  /// The course's tests run in one process with the student's code, which wrote their
  /// results itself: every test of every exercise passed, then `exit(0)`. The results are
  /// signed by the runner as the tests report them, so what the student's code wrote does
  /// not count: that exercise is an error that says why, and an exercise graded with it,
  /// found by running each alone, gets its own grade.
  @Test func anExerciseWhoseCodeWritesTheTestResultsEarnsNothingAndTheOthersTheirOwn() throws {
    let folder = try TemporaryFolder()
    let student = folder.url.appendingPathComponent("eve")
    let standard = ExerciseCatalog.standard
    let forged = standard.exercises[0]
    let solved = standard.exercises[1]
    // Run whenever a row is drawn: the results made all passed, then exit(0).
    for file in forged.files {
      var text = try String(
        contentsOf: PackageRoot.url.appendingPathComponent(forged.starterPath(file)),
        encoding: .utf8)
      if file == forged.files[0] {
        text =
          text.replacingOccurrences(
            of: "func configureCheckmark(for cell: UITableViewCell, with item: ChecklistItem) {\n",
            with: "func configureCheckmark(for cell: UITableViewCell, with item: ChecklistItem) {\n"
              + "    Results.forge()\n") + ForgedTestResults.source
      }
      try write(text, to: student.appendingPathComponent(forged.starterPath(file)))
    }
    for file in solved.files {
      let text = try String(
        contentsOf: PackageRoot.url.appendingPathComponent(solved.solutionPath(file)),
        encoding: .utf8)
      try write(text, to: student.appendingPathComponent(solved.starterPath(file)))
    }
    var grader = ExercisesGrader(student: student, course: PackageRoot.url)
    grader.catalog = ExerciseCatalog(
      exercises: [forged, solved], supportFiles: standard.supportFiles)

    let sheet = try grader.grade(learner: "eve") { _ in }.sheet

    let line = try #require(sheet.step(id: forged.id), "\(sheet.text)")
    #expect(line.status == .error && line.points == 0, "\(sheet.text)")
    #expect(
      line.note?.contains("written by other code than the test runner") == true, "\(sheet.text)")
    #expect(sheet.step(id: solved.id)?.status == .pass, "\(sheet.text)")
  }

  /// Writes a student's file, making its folder.
  func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  @Test func anAppWhoseProgramOnlyExitsEarnsNoPointOfAnyStepThatPlaysTheApp() throws {
    // The finished app's code, with a main.swift that is only exit(0): the checks used to
    // take the program's exit status for their verdict, and gave it 53 of 71 points.
    let folder = try TemporaryFolder()
    let student = folder.url.appendingPathComponent("eve")
    _ = try TutorialStarter(course: PackageRoot.url).start(in: student)
    // Without the student's tests of the test-first steps: those steps play nothing, and
    // judging them would build every chapter's planted bugs for nothing this test asks.
    try useStage(try #require(catalog.steps.last).stage, in: student)
    try Data("import Foundation\n\nexit(0)\n".utf8).write(
      to: student.appendingPathComponent("\(TutorialWorkspace.sourcesPath)/main.swift"))
    let grader = TutorialGrader(
      student: student, course: PackageRoot.url, build: try Self.gradingBuild())

    let sheet = try grader.grade(learner: "eve") { _ in }.sheet

    let played = catalog.steps.filter { $0.scriptSHA256 != nil }
    #expect(!played.isEmpty)
    let inForce = Set(catalog.stepsChecked(at: try #require(catalog.steps.last)).map(\.id))
    for step in played {
      let line = sheet.step(id: step.id)
      #expect(line?.points == 0, "\(step.id) earned a point: \(sheet.text)")
      // Built and played, not refused: a step in force (whose structure checks compile
      // with the finished app's code) says why.
      if inForce.contains(step.id) {
        #expect(
          line?.note?.contains("ended without running the app") == true,
          "\(step.id): \(sheet.text)")
      }
    }
  }
}
