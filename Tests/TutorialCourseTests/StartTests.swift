// `stepwise tutorial start`: a package of the learner's own, with the smallest app.

import AppTestSupport
import CommandLineKit
import Foundation
import StepwiseBasics
import Testing

@testable import LessonEngine
@testable import TutorialCourse

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

  /// As in Xcode, only the app is on the main actor by default: an `XCTestCase` subclass
  /// cannot be (its superclass is nonisolated); packages made before keep theirs, and the
  /// checks build their tests as those packages do.
  @Test func theTestTargetIsNotOnTheMainActorByDefaultAsAnXcodeTestTargetIsNot() throws {
    let manifest = StarterApp.manifest(coursePath: "/course", identity: "course")
    let tests = try #require(manifest.range(of: ".testTarget("))
    #expect(manifest[..<tests.lowerBound].contains(".defaultIsolation(MainActor.self)"))
    #expect(!manifest[tests.lowerBound...].contains("defaultIsolation"))
    #expect(StarterApp.testsDefaultToMainActor(manifest: manifest) == false)
    let before = manifest.replacingOccurrences(
      of: "package: \"course\"),\n      ])",
      with:
        "package: \"course\"),\n      ],\n      swiftSettings: [.defaultIsolation(MainActor.self)])"
    )
    #expect(before != manifest)
    #expect(StarterApp.testsDefaultToMainActor(manifest: before))
    let withoutTests = StarterApp.manifest(
      coursePath: "/course", identity: "course", withTests: false)
    #expect(StarterApp.testsDefaultToMainActor(manifest: withoutTests) == false)
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

  /// A disk that fills while the package is written leaves nothing at the destination (the
  /// files went beside it, renamed in once whole), so that start can simply run again; and
  /// a refusal names the command that refused (init, for an assignment's template).
  @Test func aDiskThatFillsMidStartLeavesNothingAndARefusalNamesItsCommand() throws {
    let folder = try TemporaryFolder()
    var starter = TutorialStarter(course: PackageRoot.url)
    var written = 0
    starter.writeFile = { data, url in
      written += 1
      if written == 5 {
        throw CocoaError(.fileWriteOutOfSpace)
      }
      try data.write(to: url)
    }
    let box = folder.url.appendingPathComponent("box")

    #expect(throws: TutorialStarter.WriteFailure.self) { try starter.start(in: box) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)

    starter.writeFile = WholeFolder.writeFlushed
    _ = try starter.start(in: box)
    #expect(folder.read("box/Package.swift") != nil)

    try folder.write("mine\n", to: "taken/notes.txt")
    starter.command = "init"
    let refusal = try #require(throws: TutorialStarter.Refusal.self) {
      try starter.start(in: folder.url.appendingPathComponent("taken"))
    }
    #expect(refusal.description.contains("; init makes a new package in an empty or new folder"))
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

  @Test func startInTheCourseMakesTheAppBesideIt() throws {
    let fixture = try TutorialFixture()
    try FileManager.default.removeItem(at: fixture.learner)
    let chapters = fixture.course.appendingPathComponent("Chapters")
    let run = runTutorial(
      ["start"], fixture: fixture, tester: StandInStepTester(), in: chapters)

    #expect(run.exitCode == .success, "\(run.error)")
    #expect(run.output.contains("  cd ../../MyChecklists\n"))
    let made = fixture.folder.url.appendingPathComponent("MyChecklists")
    #expect(run.output.contains("Your app is in \(made.path)."))
    #expect(fixture.folder.read("MyChecklists/Sources/Checklists/Info.swift") != nil)
    #expect(fixture.folder.read("course/MyChecklists/Package.swift") == nil)
    #expect(fixture.folder.read("course/Chapters/MyChecklists/Package.swift") == nil)
  }

  @Test func aFolderInsideTheCourseIsRefusedAndNothingIsWritten() throws {
    let fixture = try TutorialFixture()
    let run = runTutorial(
      ["start", "course/Mine"], fixture: fixture, tester: StandInStepTester(),
      in: fixture.folder.url)

    #expect(run.exitCode == .usageError)
    #expect(run.error.contains("/course/Mine is inside the course ("))
    #expect(run.error.contains("outside the course: for example "))
    #expect(
      !FileManager.default.fileExists(atPath: fixture.course.appendingPathComponent("Mine").path))
    // Through a link that leads into the course, too.
    try FileManager.default.createSymbolicLink(
      at: fixture.folder.url.appendingPathComponent("link"), withDestinationURL: fixture.course)
    let starter = TutorialStarter(course: fixture.course)
    #expect(throws: TutorialStarter.Refusal.self) {
      try starter.start(in: fixture.folder.url.appendingPathComponent("link/Mine"))
    }
    #expect(
      !FileManager.default.fileExists(atPath: fixture.course.appendingPathComponent("Mine").path))
  }

  /// A folder inside another Swift package (here the learner's own, in its sources) is
  /// refused: that package's build would take the new package's files as its own.
  @Test func aFolderInsideAnotherPackageIsRefusedAndNothingIsWritten() throws {
    let fixture = try TutorialFixture()
    let nested = fixture.learner.appendingPathComponent("Sources/Checklists/Nested")
    try Data("// swift-tools-version: 6.2\n".utf8).write(
      to: fixture.learner.appendingPathComponent("Package.swift"))

    let run = runTutorial(
      ["start", nested.path], fixture: fixture, tester: StandInStepTester(),
      in: fixture.folder.url)

    #expect(run.exitCode == .usageError)
    #expect(
      run.error.contains(
        "\(nested.path) is inside the Swift package \(fixture.learner.path), whose build "))
    #expect(!FileManager.default.fileExists(atPath: nested.path))
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
