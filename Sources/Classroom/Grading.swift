// Grading one student's work: the course's own checks, run on a copy the student cannot edit.

import Foundation
import LessonEngine
import StepwiseBasics
import TutorialCourse

/// Why a package could not be graded at all (as opposed to graded with no points).
package struct GradingRefusal: Error, Equatable, CustomStringConvertible {
  package var description: String
  package init(_ description: String) { self.description = description }
}

/// A grade: the sheet `grade` prints, and the report (Exercism's results.json, v3) the
/// workflow keeps for `classroom report`.
package struct Grade {
  /// The points.
  package var sheet: GradeSheet
  /// The report.
  package var report: LessonReport
}

/// Grades a student's tutorial package: every step's checks, from the course, with one build,
/// in a build folder of the student's own (see ``GradingBuildFolder``).
@MainActor
package struct TutorialGrader {
  /// The student's package and the course whose checks grade it.
  package let workspace: TutorialWorkspace
  /// The steps.
  package var catalog: TutorialCatalog = .standard
  /// What builds the app and runs the checks in place of the real build; nil for the real
  /// one, in a fresh copy of ``build``.
  package var tester: (any StepTester)?
  /// Where the student's app is built, made afresh for them.
  package var build: GradingBuildFolder
  /// The seed of the names the checks type; nil to draw them anew for each check.
  package var seed: UInt64?
  /// The user whose rights the student's code runs with (their build, tests and app), when
  /// not the grader's: the fresh build folder, the checks' package and every sandbox are
  /// handed to it; the course, its pristine build and the grader stay out of its reach.
  package var user: ChildUser?

  /// A grader of the package at `student` with the course at `course`, building in `build`
  /// (the course's `.build/grading` unless given), or with `tester` in place of the build.
  package init(
    student: URL, course: URL, build: GradingBuildFolder? = nil, tester: (any StepTester)? = nil
  ) {
    workspace = TutorialWorkspace(learner: student, course: course)
    self.build = build ?? .standard(course: course)
    self.tester = tester
  }

  /// Checks every step and gives the grade; `progress` gets the build's lines.
  package func grade(learner: String, date: Date = Date(), progress: (String) -> Void)
    throws(GradingRefusal) -> Grade
  {
    try refuseWhatCannotBeGraded()
    let checked: [StepOutcome]
    if let tester {
      checked = tester.check(catalog.steps, stopAtFirstFailure: false, report: progress)
    } else {
      checked = try checkInOwnBuild(progress: progress)
    }
    let (lines, entries) = sheet(of: judgedByTheCourse(checked))
    let report = LessonReport(
      lessonsKey: "steps", entries: entries,
      progress: readProgress(workspace.progressFile.url, say: progress) ?? LessonProgress.fresh,
      learner: learner,
      date: date)
    return Grade(sheet: GradeSheet(course: Course.tutorial.rawValue, steps: lines), report: report)
  }

  /// Refuses a folder that is not a tutorial package, an app or tests that link to files
  /// elsewhere, and a course whose checks are not as shipped.
  private func refuseWhatCannotBeGraded() throws(GradingRefusal) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: workspace.sources.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw GradingRefusal(
        "\(workspace.learner.path) has no \(TutorialWorkspace.sourcesPath)/: it is not a "
          + "tutorial package (make one with stepwise classroom init or stepwise tutorial start)")
    }
    // The app and the tests the checks build (the tests kept when test-first steps passed
    // included): the student's files, not links to others'.
    let links = [TutorialWorkspace.sourcesPath, StarterApp.testsPath, PassedTest.folderPath].flatMap
    {
      GradedFiles.links(under: $0, in: workspace.learner)
    }
    if let link = links.first { throw GradingRefusal(GradedFiles.refusal(link)) }
    var changed: [String] = []
    for step in catalog.steps {
      for (path, expected) in [
        (step.scriptPath, step.scriptSHA256), (step.structurePath, step.structureSHA256),
      ] {
        guard let expected else { continue }
        let data = try? Data(contentsOf: workspace.courseFile(path))
        if data.map(SHA256.hexDigest(of:)) != expected { changed.append(path) }
      }
    }
    guard changed.isEmpty else {
      throw GradingRefusal(
        "the course's checks are not as shipped (\(changed.joined(separator: ", "))): "
          + "grade with a clean checkout of the course")
    }
  }

  /// Each step's line of the grade sheet and its report entry, in the course's order: its
  /// outcome, or retired when a later step the student passed changed what it checks.
  private func sheet(of outcomes: [StepOutcome]) -> (
    lines: [GradeSheet.Step], entries: [LessonReport.Entry]
  ) {
    let byID = Dictionary(outcomes.map { ($0.step.id, $0) }) { first, _ in first }
    // A build that fails gives one outcome, the first step's: every step shares it.
    let unchecked = outcomes.count == 1 ? outcomes.first?.message : nil
    let passed = Set(outcomes.filter { $0.status == .pass }.map(\.step.id))
    let retired = catalog.retiredSteps(passed: passed)
    var lines: [GradeSheet.Step] = []
    var entries: [LessonReport.Entry] = []
    for step in catalog.steps {
      let outcome =
        byID[step.id] ?? .error(step, unchecked ?? "The step was not checked.")
      let status: GradeSheet.Status
      var note = outcome.message
      if outcome.status == .pass {
        status = .pass
      } else if let by = retired[step.id] {
        status = .retired
        note = "\(by) changed what it checks"
      } else {
        status = outcome.status == .fail ? .fail : .error
      }
      lines.append(
        GradeSheet.Step(
          id: step.id, status: status, note: note.map { GradeSheet.failingLine(shown($0)) }))
      entries.append(workspace.reportEntry(for: outcome))
    }
    return (lines, entries)
  }

  /// The outcomes, but that a step the course's own tests judge in the student's module
  /// (its structure checks, a test-first step's test on the student's app) is an error when
  /// the student's app declares an operator for a type it does not declare: those tests
  /// would call it in place of Swift's own (see ``ForeignOperators``). Steps judged by
  /// playing the app keep their verdicts, which the tool makes.
  func judgedByTheCourse(_ outcomes: [StepOutcome]) -> [StepOutcome] {
    var files: [String: String] = [:]
    for path in workspace.sourceFiles() {
      files[path] = try? String(
        contentsOf: workspace.learner.appendingPathComponent(path), encoding: .utf8)
    }
    let found = ForeignOperators.find(in: files)
    guard let first = found.first else { return outcomes }
    let message =
      "\(first.file):\(first.line) declares the operator \(first.name) outside the types it "
      + "declares: the course's tests would call it in place of Swift's own, so this step is "
      + "not judged by them"
    return outcomes.map { outcome in
      let step = outcome.step
      guard step.structureSHA256 != nil || step.testFirst != nil else { return outcome }
      return .error(step, message)
    }
  }

  /// Checks every step with the real build, from a clean state: the checks' package written
  /// anew, built in a fresh copy of the pristine build.
  private func checkInOwnBuild(progress: (String) -> Void) throws(GradingRefusal) -> [StepOutcome] {
    let workspace = self.workspace
    let steps = catalog.steps
    do {
      // Whatever the student's folder holds there (an earlier grade, their own commits)
      // is not built; a link they committed in place of `.build`, or in it, would lead this
      // removal and the checks' package out of their folder.
      try ScratchFolder.secure(workspace.learner.appendingPathComponent(".build"))
      try? FileManager.default.removeItem(at: workspace.checkFolder)
      return try build.withFreshCopy(course: workspace.course, user: user, report: progress) {
        folder in
        Self.stepTester(workspace: workspace, build: build, copy: folder, seed: seed, user: user)
          .check(steps, stopAtFirstFailure: false, report: progress)
      }
    } catch let refusal as GradingRefusal {
      throw refusal
    } catch {
      throw GradingRefusal("cannot make a build folder for the grade: \(error)")
    }
  }

  /// The tester of a grade's steps: the course's steps only (not the student's own tests),
  /// every build SwiftPM's own, in the `.build` of `copy`, the student's fresh copy of
  /// `build` (where the kit is compiled), as `user` when one is given.
  static func stepTester(
    workspace: TutorialWorkspace, build: GradingBuildFolder, copy: URL, seed: UInt64?,
    user: ChildUser?
  ) -> CheckPackageTester {
    var tester = CheckPackageTester(workspace: workspace, buildFolder: build.buildFolder(in: copy))
    tester.seed = seed
    tester.user = user
    tester.judgesOwnTests = false
    tester.replaysBuilds = false
    return tester
  }

  /// A message as the student reads it: the course's folder left out of paths.
  private func shown(_ message: String) -> String {
    message.replacingOccurrences(of: workspace.course.path + "/", with: "")
  }
}

/// Grades a student's exercises: their starter files, each built into its stage's app in the
/// course's scratch package, against the course's tests.
@MainActor
package struct ExercisesGrader {
  /// The student's folder, holding `Chapters/Exercises/<id>/` as the template gave it.
  package let student: URL
  /// The course, whose tests and stages grade it.
  package let course: ExerciseWorkspace
  /// The exercises.
  package var catalog: ExerciseCatalog = .standard
  /// What builds and tests; nil for the real scratch package in the course.
  package var tester: (any ExerciseTester)?
  /// The user whose rights the student's code runs with (the build and the tests), when not
  /// the grader's: the fresh copy of the course's grading build is handed to it.
  package var user: ChildUser?

  /// A grader of the folder at `student` with the course at `course`.
  package init(student: URL, course: URL, tester: (any ExerciseTester)? = nil) {
    self.student = student.standardizedFileURL
    self.course = ExerciseWorkspace(root: course.standardizedFileURL)
    self.tester = tester
  }

  /// The real tester of a course's exercises, in a scratch package in `folder`.
  static func scratchTester(course: ExerciseWorkspace, catalog: ExerciseCatalog, folder: URL)
    -> ScratchPackageTester
  {
    var tester = ScratchPackageTester(
      package: ScratchPackage(workspace: course, folder: folder),
      support: catalog.supportFiles.compactMap { file in
        course.contents(file.path).map {
          (URL(fileURLWithPath: file.path).lastPathComponent, $0)
        }
      })
    tester.replaysBuilds = false
    return tester
  }

  /// Builds and tests the members: with the tester given, or for real in a fresh copy of the
  /// course's grading build (made first when there is none), handed to ``user``.
  private func run(_ members: [ScratchPackage.Member], progress: (String) -> Void)
    throws(GradingRefusal) -> [ExerciseOutcome]
  {
    guard !members.isEmpty else { return [] }
    if let tester { return tester.run(members, report: progress) }
    let build = GradingBuildFolder.standard(course: course.root)
    var scratch = Self.scratchTester(course: course, catalog: catalog, folder: build.folder)
    scratch.user = user
    do {
      return try build.withFreshCopy(
        course: course.root, user: user, report: progress
      ) { _ in scratch.run(members, report: progress) }
    } catch let refusal as GradingRefusal {
      throw refusal
    } catch {
      throw GradingRefusal("cannot make a build folder for the grade: \(error)")
    }
  }

  /// Runs every exercise's tests on the student's files and gives the grade.
  package func grade(learner: String, date: Date = Date(), progress: (String) -> Void)
    throws(GradingRefusal) -> Grade
  {
    let (members, missing) = try members()
    var outcomes: [String: ExerciseOutcome] = [:]
    for outcome in try run(members, progress: progress) {
      outcomes[outcome.exercise.id] = outcome
    }
    let ordered = catalog.exercises.map { exercise in
      outcomes[exercise.id]
        ?? .error(exercise, missing[exercise.id] ?? "The exercise was not run.")
    }
    let progressURL = student.appendingPathComponent(".stepwise/exercises/progress.json")
    let report = LessonReport(
      outcomes: ordered, progress: readProgress(progressURL, say: progress) ?? LessonProgress.fresh,
      learner: learner, date: date
    ) { exercise in
      // A "write the test" exercise's test is the student's own file.
      let source =
        exercise.writeTheTest == nil
        ? course.contents(exercise.testPath)
        : try? Data(contentsOf: student.appendingPathComponent(exercise.shownTestPath))
      return source.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
    return Grade(
      sheet: GradeSheet(course: Course.exercises.rawValue, steps: ordered.map(Self.sheetStep)),
      report: report)
  }

  /// What the scratch package builds: each exercise with the student's starter files, but
  /// those missing one (the reason, by exercise). Refused when the student's folder is not
  /// an exercises assignment, or the course's own files are not as shipped.
  private func members() throws(GradingRefusal) -> (
    members: [ScratchPackage.Member], missing: [String: String]
  ) {
    var isFolder: ObjCBool = false
    let exercisesFolder = student.appendingPathComponent("Chapters/Exercises")
    guard FileManager.default.fileExists(atPath: exercisesFolder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw GradingRefusal(
        "\(student.path) has no Chapters/Exercises/: it is not an exercises assignment "
          + "(make one with stepwise classroom init --course exercises)")
    }
    var members: [ScratchPackage.Member] = []
    var missing: [String: String] = [:]
    for exercise in catalog.exercises {
      let changed = ChangedTestFile.find(for: exercise, in: catalog, workspace: course)
      guard changed.isEmpty else {
        throw GradingRefusal(
          "the course's tests are not as shipped (\(changed.map(\.description).joined(separator: "; "))): "
            + "grade with a clean checkout of the course")
      }
      if let link = exercise.files.lazy.compactMap({
        GradedFiles.link(on: exercise.starterPath($0), in: student)
      }).first {
        missing[exercise.id] = GradedFiles.refusal(link)
        continue
      }
      let starters = exercise.files.map {
        try? Data(contentsOf: student.appendingPathComponent(exercise.starterPath($0)))
      }
      if let gap = exercise.files.indices.first(where: { starters[$0] == nil }) {
        missing[exercise.id] =
          "\(exercise.starterPath(exercise.files[gap])) is missing from your repository"
        continue
      }
      switch ScratchPackage.Member.make(
        for: exercise, starters: starters.compactMap { $0 }, catalog: catalog, workspace: course)
      {
      case .success(let member): members.append(member)
      case .failure(let refusal):
        throw GradingRefusal(
          "the course cannot grade \(exercise.id) (\(refusal.message)): grade with a clean "
            + "checkout of the course")
      }
    }
    return (members, missing)
  }

  /// An exercise's line on the grade sheet: its status, and for a failure or an error the
  /// first failed test or the error.
  private static func sheetStep(_ outcome: ExerciseOutcome) -> GradeSheet.Step {
    let note: String? =
      switch outcome.status {
      case .pass: nil
      case .fail: outcome.failures.first.map { "\($0.name): \($0.message ?? "failed")" }
      case .error: outcome.message
      }
    let status: GradeSheet.Status =
      switch outcome.status {
      case .pass: .pass
      case .fail: .fail
      case .error: .error
      }
    return GradeSheet.Step(id: outcome.exercise.id, status: status, note: note)
  }
}

/// A progress file's contents, read without changing anything (a damaged file stays where
/// it is): nil when it is missing, cannot be read, or is too large to be one, which `say`
/// is told, naming the file and its size.
package func readProgress(_ url: URL, say: (String) -> Void) -> LessonProgress? {
  switch ClassReader.contents(of: url) {
  case .success(let data):
    return try? JSONDecoder().decode(LessonProgress.self, from: data)
  case .failure(.unreadable):
    return nil
  case .failure(.tooLarge(let bytes)):
    let size = SmallFile.megabytes(bytes)
    let most = SmallFile.megabytes(ClassReader.largestFile)
    say(
      localized(
        "\(url.path) is \(size), too large to read (at most \(most)): the report leaves out the hints shown"
      ))
    return nil
  }
}
