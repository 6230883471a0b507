// `classroom grade` for real: a package at each reference stage earns the points of every
// step up to the end of that stage's chapter, and not the next chapter's first step.

import AppTestSupport
import Foundation
import Testing

@testable import Classroom
@testable import TutorialCourse

/// Builds a student's package for real, so it runs when `STEPWISE_TUTORIAL_TRACK=1` is set,
/// as the tutorial's track tests do; in their build folder (``OneKitBuild``), where the kit
/// is compiled once for both.
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

  @Test func eachStageEarnsEveryPointOfItsChapterAndNotTheNextChaptersFirstStep() throws {
    let folder = try TemporaryFolder()
    let student = folder.url.appendingPathComponent("ada")
    _ = try TutorialStarter(course: PackageRoot.url).start(in: student)
    let workspace = TutorialWorkspace(learner: student, course: PackageRoot.url)
    let grader = TutorialGrader(
      student: student, course: PackageRoot.url,
      tester: CheckPackageTester(workspace: workspace, buildFolder: OneKitBuild.folder))

    let starter = try grader.grade(learner: "ada") { _ in }
    #expect(starter.sheet.steps.first?.points == 0)

    let chapters = catalog.chapters
    for (index, (chapter, steps)) in chapters.enumerated() {
      try useStage(steps[0].stage, in: student)
      // The student's tests of the test-first steps so far: the course's own, which a grade
      // judges on each step's reference app and planted bugs.
      try useCourseTests(of: steps.filter { $0.testFirst != nil }, in: student)
      let sheet = try grader.grade(learner: "ada") { _ in }.sheet
      let last = try #require(catalog.lastStep(of: chapter))
      let through = try #require(catalog.index(of: last))
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
}
