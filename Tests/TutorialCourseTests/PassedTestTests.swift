// A test-first step's test as it was when the step passed: kept by the pass, and what a check
// of every step (and a grade) judges the step on once the learner's test has moved on.

import AppTestSupport
import Foundation
import LessonEngine
import StepwiseBasics
import Testing

@testable import TutorialCourse

@MainActor
@Suite struct PassedTestTests {
  /// A step with nothing to check, to stand before the test-first step in a check.
  static let plainStep = TutorialStep(
    id: "demo-01/02-plain", title: "Nothing to check", hints: [], stage: "Demo01",
    scriptSHA256: nil)

  /// The learner's test now: changed with their app since the step passed.
  static let live = "@Test func checksTheLabelALaterStepAdded() {}\n"
  /// The learner's test as it was when the step passed.
  static let kept = "@Test func checksTheCheckmarkAsTheStepAsked() {}\n"

  /// The fixture with the demo test-first step, the learner's test as it is now, and, unless
  /// `keep` is false, the copy kept when the step passed.
  static func fixture(keep: Bool = true) throws -> TutorialFixture {
    let fixture = try TutorialFixture()
    try TestFirstTests.writeDemoTestFirstStep(in: fixture)
    try fixture.folder.write(live, to: "MyChecklists/Tests/ChecklistsTests/T.swift")
    if keep {
      let url = try #require(PassedTest.url(of: TestFirstTests.demoStep, in: fixture.workspace))
      try fixture.folder.write(kept, to: "MyChecklists/" + fixture.workspace.learnerPath(url))
    }
    return fixture
  }

  /// Checks `steps` with a stand-in `swift` whose builds succeed and that runs no test; gives
  /// the outcomes, the texts of the learner's test as the check package's test targets
  /// hold it, and the progress lines.
  static func check(_ steps: [TutorialStep], in fixture: TutorialFixture) throws -> (
    outcomes: [StepOutcome], tests: Set<String>, reported: [String]
  ) {
    let swift = try fixture.folder.write("#!/bin/sh\nexit 0\n", to: "swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    var tester = CheckPackageTester(workspace: fixture.workspace)
    tester.swift = swift.path
    tester.judgesOwnTests = false
    var reported: [String] = []
    let outcomes = tester.check(steps, stopAtFirstFailure: false, report: { reported.append($0) })
    let folder = tester.package.folder
    let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
    let tests = try paths.filter { $0.hasPrefix("Tests/") && $0.hasSuffix("/T.swift") }.map {
      try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }
    return (outcomes, Set(tests), reported)
  }

  @Test func aCheckOfEveryStepJudgesAnEarlierTestFirstStepOnTheTestKeptWhenItPassed() throws {
    let fixture = try Self.fixture()

    let (outcomes, tests, reported) = try Self.check(
      [Self.plainStep, TestFirstTests.demoStep], in: fixture)

    #expect(tests == [Self.kept])
    // Not run on the learner's app, and the progress line says so, and which step's test.
    #expect(
      reported.contains(
        "Running your test of demo-01/03t-test-title on the course's app and on each planted bug…"),
      "\(reported)")
    // The stand-in runs no test, so the step does not pass: its message says which test
    // was judged.
    let judged = try #require(outcomes.last)
    #expect(judged.status != .pass)
    #expect(
      judged.message?.hasPrefix(
        "Judged on your test as it was when this step passed, kept in "
          + ".stepwise/tutorial/passed-tests/demo-01/03t-test-title/T.swift:\n") == true,
      "\(judged.message ?? "")")
    let japanese = try Language.$chosen.withValue(.japanese) {
      try Self.check([Self.plainStep, TestFirstTests.demoStep], in: fixture)
    }
    #expect(
      japanese.outcomes.last?.message?.hasPrefix(
        "このステップが通ったときのあなたのテスト (.stepwise/tutorial/passed-tests/") == true)
    #expect(
      japanese.reported.contains(
        "demo-01/03t-test-title のあなたのテストを、コースのアプリと仕込んだ各バグの上で実行しています…"))
  }

  @Test func theStepBeingDoneIsJudgedOnTheTestAsItIsNow() throws {
    let fixture = try Self.fixture()

    let (outcomes, tests, reported) = try Self.check([TestFirstTests.demoStep], in: fixture)

    #expect(tests == [Self.live])
    #expect(
      reported.contains(
        "Running your test on the course's app, on each planted bug, and on yours…"))
    #expect(outcomes.first?.message?.contains("Judged on your test as it was") == false)
  }

  @Test func withNoCopyKeptAnEarlierStepIsJudgedOnTheTestAsItIsNow() throws {
    let fixture = try Self.fixture(keep: false)

    let (_, tests, _) = try Self.check([Self.plainStep, TestFirstTests.demoStep], in: fixture)

    #expect(tests == [Self.live])
  }

  /// A copy that is a link (to the course's own test, say) is not the learner's: it is not
  /// read, and the test as it is now is judged.
  @Test(arguments: ["file", "folder"])
  func aCopyThatIsALinkIsNotRead(linked: String) throws {
    let fixture = try Self.fixture(keep: false)
    let step = TestFirstTests.demoStep
    let url = try #require(PassedTest.url(of: step, in: fixture.workspace))
    let elsewhere = try fixture.folder.write(Self.kept, to: "course/Elsewhere/T.swift")
    let link = linked == "file" ? url : url.deletingLastPathComponent()
    try FileManager.default.createDirectory(
      at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: link.path,
      withDestinationPath: linked == "file"
        ? elsewhere.path : elsewhere.deletingLastPathComponent().path)

    #expect(PassedTest.read(step, in: fixture.workspace) == nil)
    let (_, tests, _) = try Self.check([Self.plainStep, step], in: fixture)
    #expect(tests == [Self.live])
  }

  /// A step that passes in the learner's session, or in a check of every step, keeps their
  /// test as it passed; a later change to the test leaves the copy as it was.
  @Test(arguments: [[], ["check"]])
  func aPassingTestFirstStepKeepsTheLearnersTest(arguments: [String]) throws {
    let fixture = try TutorialFixture()
    let folder = "course/Chapters/Tutorial/demo-01/03t-test-title"
    let course = "@Test func theTitleIsShown() {}\n"
    let mutant =
      "when: x\nbecause: y\n<<<<<<< ChecklistViewController.swift\nclass\n=======\nfinal class\n>>>>>>>\n"
    try fixture.folder.write(course, to: "\(folder)/CourseTest.swift")
    try fixture.folder.write(mutant, to: "\(folder)/mutants/final.mutant")
    try fixture.folder.write("# Write the test\n\n## What to do\n", to: "\(folder)/README.md")
    let step = TutorialStep(
      id: "demo-01/03t-test-title", title: "Write the test", hints: ["Think."], stage: "Demo01",
      scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "T.swift", courseTestSHA256: SHA256.hexDigest(of: Data(course.utf8)),
        mutants: ["final": SHA256.hexDigest(of: Data(mutant.utf8))], code: "it"))
    fixture.catalog = TutorialCatalog(steps: [step, Self.plainStep])
    try fixture.folder.write(Self.kept, to: "MyChecklists/Tests/ChecklistsTests/T.swift")

    let run = runTutorial(arguments, fixture: fixture, tester: StandInStepTester())
    try fixture.folder.write(Self.live, to: "MyChecklists/Tests/ChecklistsTests/T.swift")

    #expect(run.exitCode == .success, "\(run.output)")
    let copy = try #require(PassedTest.read(step, in: fixture.workspace))
    #expect(String(decoding: copy, as: UTF8.self) == Self.kept)
  }
}
