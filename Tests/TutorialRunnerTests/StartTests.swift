// `stepwise tutorial start`: a package of the learner's own, with the smallest app.

import Foundation
import StepwiseTestSupport
import Testing

@testable import ExerciseRunner
@testable import TutorialRunner

@MainActor
@Suite struct StartTests {
  @Test func startWritesAnAppThatUsesTheCourseByPathAndCommitsIt() throws {
    let fixture = try TutorialFixture()

    let manifest = try #require(fixture.learnerFile("Package.swift"))
    #expect(manifest.contains(".package(path: \"\(fixture.course.path)\")"))
    #expect(manifest.contains(".product(name: \"HeadlessUIKit\", package: \"course\")"))
    #expect(manifest.contains("swiftSettings: [.defaultIsolation(MainActor.self)]"))
    for path in StarterApp.sources.map(\.key) {
      #expect(fixture.learnerFile(path) != nil, "no \(path)")
    }
    #expect(fixture.learnerFile("Sources/Checklists/AppDelegate.swift")?.contains("@main") == true)
    #expect(fixture.learnerFile(".stepwise/tutorial/course") == fixture.course.path + "\n")
    #expect(fixture.learnerFile(".gitignore")?.contains(".build/") == true)

    let log = try ExternalCommand("git", ["log", "--format=%s"], in: fixture.learner).run()
    #expect(log.output == "A new app that launches: one empty table screen\n")
    let status = try ExternalCommand("git", ["status", "--porcelain"], in: fixture.learner).run()
    #expect(status.output == "", "everything start wrote is in the first commit")
  }

  @Test func startRefusesAFolderThatHoldsAnythingAndChangesNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write("mine\n", to: "box/notes.txt")
    let starter = TutorialStarter(course: PackageRoot.url)

    #expect(throws: TutorialStarter.Refusal.self) {
      try starter.start(in: folder.url.appendingPathComponent("box"))
    }
    #expect(folder.read("box/notes.txt") == "mine\n")
    #expect(folder.read("box/Package.swift") == nil)
    let file = try folder.write("x", to: "file")
    #expect(throws: TutorialStarter.Refusal.self) { try starter.start(in: file) }
  }

  @Test func startThroughTheToolNamesTheNextCommandsAsTheyCanBeTyped() throws {
    let fixture = try TutorialFixture()
    let run = runTutorial(
      ["start", "My App"], fixture: fixture, tester: StandInStepTester(),
      in: fixture.folder.url)

    #expect(run.exitCode == .success, "\(run.error)")
    #expect(run.output.contains("  cd 'My App'\n"))
    #expect(run.output.contains("/course/.build/debug/stepwise tutorial\n"))
    #expect(fixture.folder.read("My App/Sources/Checklists/Info.swift") != nil)
  }

  @Test func outsideALearnersPackageTheToolSaysHowToMakeOne() throws {
    let fixture = try TutorialFixture()
    let run = runTutorial(
      ["hint"], fixture: fixture, tester: StandInStepTester(), in: fixture.folder.url)
    #expect(run.exitCode == .usageError)
    #expect(run.error.contains("is not in a tutorial package: make one with "))
    let pointed = runTutorial(
      ["hint", "--dir", "MyChecklists"], fixture: fixture, tester: StandInStepTester(),
      in: fixture.folder.url)
    #expect(pointed.exitCode == .success, "\(pointed.error)")
  }

  @Test func theLearnersPackageIsFoundFromAnyFolderInsideIt() throws {
    let fixture = try TutorialFixture()
    let inside = fixture.learner.appendingPathComponent("Sources/Checklists")
    #expect(TutorialWorkspace.learnerPackage(containing: inside)?.path == fixture.learner.path)
    #expect(TutorialWorkspace.learnerPackage(containing: fixture.folder.url) == nil)
  }
}
