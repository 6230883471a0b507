// A check of one step builds the learner's own tests and runs them: a test a later step broke
// fails the step, with its name and line. Built and run by a stand-in `swift`, as
// `CheckPackageTesterTests` are, so nothing is compiled.

import AppTestSupport
import Foundation
import StepwiseBasics
import Testing

@testable import LessonEngine
@testable import TutorialCourse

@MainActor
@Suite struct OwnTestsCheckTests {
  /// A stand-in `swift` whose first build of the tests prints `firstBuild` and fails when it
  /// is given, and whose other builds succeed, leaving an app that passes the step's script and a test
  /// bundle that writes `events` (Swift Testing's event stream) where it is asked to.
  static func tester(
    for fixture: TutorialFixture, firstBuild: String? = nil, events: [String] = [],
    learnersTest: String = "import Testing\n\n@Test func holds() {}\n",
    xcTests: (list: String, output: String) = ("", ""), listStatus: Int = 0,
    crash: String? = nil
  ) throws -> CheckPackageTester {
    try fixture.folder.write(learnersTest, to: "MyChecklists/Tests/ChecklistsTests/MineTests.swift")
    let package = CheckPackage(workspace: fixture.workspace)
    let debug = package.executable.deletingLastPathComponent()
    let app = try fixture.folder.write(
      "#!/bin/sh\n\(ChannelStandIn.answering(title: "Checklists", rows: []))\n", to: "app.sh")
    let eventsFile = try fixture.folder.write(
      events.joined(separator: "\n") + "\n", to: "events.jsonl")
    let list = try fixture.folder.write(xcTests.list, to: "xctest-list.txt")
    let log = try fixture.folder.write(xcTests.output, to: "xctest-output.txt")
    let crashed = try fixture.folder.write(crash ?? "", to: "crash.txt")
    // How a run ends: by itself, or, with `crash`, printing it and dying as a crash does.
    let end = crash == nil ? "exit 1" : "cat '\(crashed.path)'; kill -ILL $$"
    // The bundle lists and runs XCTest's cases as it is asked, and copies the events to the
    // path after --event-stream-output-path.
    let bundle = try fixture.folder.write(
      """
      #!/bin/sh
      case " $* " in
        *" --list-tests "*) cat '\(list.path)'; exit \(listStatus) ;;
        *" xctest "*) cat '\(log.path)'; \(end) ;;
      esac
      while [ $# -gt 0 ]; do
        if [ "$1" = --event-stream-output-path ]; then cp '\(eventsFile.path)' "$2"; fi
        shift
      done
      \(crash == nil ? "exit 0" : end)
      """, to: "bundle.sh")
    let output = try fixture.folder.write(firstBuild ?? "", to: "first-build.txt")
    let counter = fixture.folder.url.appendingPathComponent("builds")
    let succeed = """
      mkdir -p '\(debug.path)'
      cp '\(app.path)' '\(package.executable.path)'; chmod +x '\(package.executable.path)'
      cp '\(bundle.path)' '\(debug.path)/\(CheckPackage.name)PackageTests.xctest'
      chmod +x '\(debug.path)/\(CheckPackage.name)PackageTests.xctest'
      exit 0
      """
    // Only a build of the tests fails: the app alone (`--product`) builds without them.
    let build =
      firstBuild == nil
      ? succeed
      : "case \" $* \" in *\" --build-tests \"*) if [ ! -f '\(counter.path)' ]; then "
        + "touch '\(counter.path)'; cat '\(output.path)'; exit 1; fi ;; esac\n" + succeed
    let swift = try fixture.folder.write(
      "#!/bin/sh\nif [ \"$1\" = build ]; then\n\(build)\nfi\nexit 0\n", to: "swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    var tester = CheckPackageTester(workspace: fixture.workspace)
    tester.swift = swift.path
    return tester
  }

  /// A test record and its events in Swift Testing's stream, for a test of the learner's.
  /// `filePath`: the whole path the compiler was given, when the stream is to say it.
  static func events(
    _ name: String, line: Int, failure: String? = nil, filePath: String? = nil
  ) -> [String] {
    let id = "ChecklistsTests.MineTests/\(name)/MineTests.swift:\(line):4"
    let path = filePath.map { #""_filePath":"\#($0)","# } ?? ""
    let location =
      #""sourceLocation":{\#(path)"fileID":"ChecklistsTests/MineTests.swift","line":\#(line)}"#
    var lines = [
      #"{"kind":"test","payload":{"id":"\#(id)","kind":"function","name":"\#(name)",\#(location)},"version":0}"#,
      #"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(id)"},"version":0}"#,
    ]
    if let failure {
      let issueLocation =
        #""sourceLocation":{\#(path)"fileID":"ChecklistsTests/MineTests.swift","line":\#(line + 1)}"#
      lines.append(
        #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"\#(id)","messages":[{"symbol":"fail","text":"\#(failure)"}],"issue":{"isKnown":false,\#(issueLocation)}},"version":0}"#
      )
    }
    lines.append(#"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(id)"},"version":0}"#)
    return lines
  }

  /// Checks the fixture's first step as the session does: alone, stopping at a failure.
  static func checkFirstStep(_ fixture: TutorialFixture, with tester: CheckPackageTester)
    -> StepOutcome?
  {
    tester.check(
      Array(fixture.catalog.steps.prefix(1)), stopAtFirstFailure: true, report: { _ in },
      onOutcome: { _ in }
    ).first
  }

  @Test func aFailingTestOfTheLearnersFailsTheStepWithItsNameAndLine() throws {
    let fixture = try TutorialFixture()
    let events =
      Self.events("holds()", line: 5)
      + Self.events("countsItems()", line: 9, failure: "Expectation failed: (count → 2) == 3")
    let tester = try Self.tester(for: fixture, events: events)

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .fail)
    let message = try #require(outcome.message)
    #expect(message.hasPrefix("Your own tests fail on your app, and a step is not done"))
    #expect(
      message.contains(
        "  countsItems() (Tests/ChecklistsTests/MineTests.swift:10):\n"
          + "    Expectation failed: (count → 2) == 3"))
    #expect(!message.contains("holds()"), "only the tests that fail")
    let japanese = try #require(
      Language.$chosen.withValue(.japanese) { Self.checkFirstStep(fixture, with: tester) }?.message)
    #expect(japanese.hasPrefix("あなた自身のテストが、あなたのアプリで失敗しています。"))
    #expect(
      japanese.contains(
        "  countsItems() (Tests/ChecklistsTests/MineTests.swift:10):\n"
          + "    Expectation failed: (count → 2) == 3"))
    #expect(
      fixture.workspace.checkFolder.appendingPathComponent("Package.swift").contents?
        .contains("path: \"Tests/ChecklistsTests\", exclude: []") == true)
  }

  /// A test in a folder of the tests' folder is named at its whole path there, which
  /// `#fileID` (module and file name) leaves out.
  @Test func aFailingTestInAFolderOfTheTestsIsNamedAtItsPathInThatFolder() throws {
    let fixture = try TutorialFixture()
    let path = fixture.workspace.checkFolder.path + "/Tests/ChecklistsTests/Model/MineTests.swift"
    let events = Self.events(
      "countsItems()", line: 9, failure: "Expectation failed: (count → 2) == 3", filePath: path)
    let tester = try Self.tester(for: fixture, events: events)

    let message = try #require(Self.checkFirstStep(fixture, with: tester)?.message)

    #expect(
      message.contains("  countsItems() (Tests/ChecklistsTests/Model/MineTests.swift:10):"),
      "\(message)")
  }

  /// A bundle that stops while it lists XCTest's cases (a test method on the main actor
  /// that is not async, which XCTest on Linux cannot call) has run none of them: the step
  /// fails, and says how to write such a method, rather than passing with no test judged.
  @Test func xcTestCasesTheBundleCannotListFailTheStepAndSayWhy() throws {
    let fixture = try TutorialFixture()
    let test = """
      import XCTest

      final class MineTests: XCTestCase {
        @MainActor func testCount() throws { XCTAssertEqual(2, 3) }
      }

      """
    let crash = """
      Could not cast value of type '(ChecklistsTests.MineTests) -> @Swift.MainActor () throws -> ()' to '(ChecklistsTests.MineTests) -> () throws -> ()'.
      Program crashed: Aborted at 0x0000000000000001

      """
    let tester = try Self.tester(
      for: fixture, learnersTest: test, xcTests: (crash, ""), listStatus: 134)

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .error)
    let message = try #require(outcome.message)
    #expect(message.contains("Your XCTest cases could not even be listed"), "\(message)")
    #expect(message.contains("@MainActor func testSomething() async throws"), "\(message)")
  }

  @Test func aFailingXCTestCaseOfTheLearnersFailsTheStepWithItsNameAndLine() throws {
    let fixture = try TutorialFixture()
    let file = fixture.learner.appendingPathComponent("Tests/ChecklistsTests/MineTests.swift")
    let test = """
      import XCTest

      final class MineTests: XCTestCase {
        func testCount() { XCTAssertEqual(2, 3, "two items") }
        func testFine() {}
      }

      """
    let output = """
      Test Suite 'Selected tests' started at 2026-11-29 22:39:39.295
      Test Case 'MineTests.testCount' started at 2026-11-29 22:39:39.317
      \(file.path):4: error: MineTests.testCount : XCTAssertEqual failed: ("2") is not equal to ("3") - two items
      Test Case 'MineTests.testCount' failed (0.004 seconds)
      Test Case 'MineTests.testFine' started at 2026-11-29 22:39:39.321
      Test Case 'MineTests.testFine' passed (0.0 seconds)

      """
    let tester = try Self.tester(
      for: fixture, learnersTest: test,
      xcTests: (
        "Listing 2 tests in debug.xctest:\n\nChecklistsTests.MineTests/testCount\n"
          + "ChecklistsTests.MineTests/testFine\nDemo01Checks.Other/testNot\n", output
      ))

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .fail)
    let message = try #require(outcome.message)
    #expect(
      message.contains(
        "  testCount() (Tests/ChecklistsTests/MineTests.swift:4):\n"
          + "    XCTAssertEqual failed: (\"2\") is not equal to (\"3\") - two items"),
      "\(message)")
    #expect(!message.contains("testFine"), "only the tests that fail")
  }

  /// What Swift prints when a test crashes, with the learner's test at `line` of
  /// `MineTests.swift` in the check package (where the check builds it) as the frame of
  /// `function`.
  static func crashOutput(_ fixture: TutorialFixture, function: String, line: Int) -> String {
    let file = fixture.workspace.checkFolder.appendingPathComponent(
      "Tests/ChecklistsTests/MineTests.swift")
    return """
      Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
      *** Program crashed: Illegal instruction at 0x00007f073036df7f ***
        2 [ra]             0x00007f0730387e7d Array.subscript.getter + 124 in libswiftCore.so
        4 [ra]             0x00005641faa846ab MineTests.\(function) + 442 in StepwiseChecksPackageTests.xctest at \(file.path):\(line):5

      """
  }

  /// How the check explains ``crashOutput(_:function:line:)`` for the test `name`, shown at
  /// its line `placedAt`, the crash's frame in it at `frameAt`.
  static func crashed(_ name: String, placedAt line: Int, frameAt frame: Int) -> String {
    """
      \(name) (Tests/ChecklistsTests/MineTests.swift:\(line)):
        The test process stopped: the app crashed.
        Fatal error: Index out of range
          in MineTests.\(name), Tests/ChecklistsTests/MineTests.swift:\(frame)
    """
  }

  /// A crash in a test of the learner's is explained at their line, from Swift's backtrace;
  /// the other test the crash stopped names the one that crashed.
  @Test func aCrashInALearnersTestIsShownAtTheirLineAndTheOtherStoppedTestNamesIt() throws {
    let fixture = try TutorialFixture()
    // Both started, neither ended.
    let events =
      Self.events("holds()", line: 5).dropLast() + Self.events("countsItems()", line: 9).dropLast()
    let tester = try Self.tester(
      for: fixture, events: Array(events),
      crash: Self.crashOutput(fixture, function: "countsItems()", line: 10))

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .error)
    let message = try #require(outcome.message)
    #expect(message.contains(Self.crashed("countsItems()", placedAt: 9, frameAt: 10)), "\(message)")
    #expect(
      message.contains(
        """
          holds() (Tests/ChecklistsTests/MineTests.swift:5):
            This test did not finish: the test process stopped when countsItems() crashed.
        """), "\(message)")
    let japanese = try #require(
      Language.$chosen.withValue(.japanese) { Self.checkFirstStep(fixture, with: tester) }?.message)
    #expect(
      japanese.contains("このテストは終わっていません: countsItems() がクラッシュしたときに"),
      "\(japanese)")
  }

  /// An `XCTestCase` case that crashes says so, at the learner's line, rather than only that
  /// it did not pass.
  @Test func aCrashInALearnersXCTestCaseIsShownAtTheirLine() throws {
    let fixture = try TutorialFixture()
    let test =
      "import XCTest\n\nfinal class MineTests: XCTestCase {\n  func testCount() { _ = [Int]()[0] }\n}\n"
    let output = """
      Test Suite 'Selected tests' started at 2026-11-29 22:39:39.295
      Test Case 'MineTests.testCount' started at 2026-11-29 22:39:39.317

      """
    let tester = try Self.tester(
      for: fixture, learnersTest: test,
      xcTests: ("ChecklistsTests.MineTests/testCount\n", output),
      crash: Self.crashOutput(fixture, function: "testCount()", line: 4))

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    let message = try #require(outcome.message)
    #expect(message.contains(Self.crashed("testCount()", placedAt: 4, frameAt: 4)), "\(message)")
  }

  @Test func passingTestsOfTheLearnersLetTheStepPass() throws {
    let fixture = try TutorialFixture()
    let tester = try Self.tester(for: fixture, events: Self.events("holds()", line: 5))

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .pass, "\(outcome.message ?? "")")
    #expect(outcome.checks.map(\.name).contains("Tests/ChecklistsTests"))
  }

  /// The learner's tests run hosted in their app in a check as with `swift test`: their
  /// TestHost.swift is built with them and names the host, and the check package's hosts
  /// target launches no host for the structure checks, which launch the apps they check.
  @Test func theLearnersTestsAreHostedByTheirOwnTestHostAndTheChecksByNone() throws {
    let fixture = try TutorialFixture()
    let tester = try Self.tester(for: fixture, events: Self.events("holds()", line: 5))
    #expect(fixture.learnerFile(StarterApp.testHost.path) != nil, "start wrote it")

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .pass, "\(outcome.message ?? "")")
    let folder = tester.package.folder
    let manifest = try String(
      contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains("path: \"Tests/ChecklistsTests\", exclude: []"), "\(manifest)")
    #expect(manifest.contains("\"\(TutorialWorkspace.module)\", \"\(TestHosts.targetName)\","))
    let hosts = try String(
      contentsOf: folder.appendingPathComponent("\(TestHosts.path)/TestHosts.swift"),
      encoding: .utf8)
    #expect(hosts.contains("@_cdecl(\"stepwise_launch_trial_host\")"))
    #expect(hosts.contains("case \"StepChecks\":\n    return 1"), "\(hosts)")
    #expect(!hosts.contains("ChecklistsTests"), "their own TestHost.swift names their host")
  }

  @Test(arguments: [
    (Language.english, "Your own tests no longer compile with your app"),
    (.japanese, "あなた自身のテストが、いまのアプリではコンパイルできなくなっています。"),
  ])
  func aTestThatNoLongerCompilesFailsTheStepWithTheCompilersErrorsAtTheLearnersLine(
    language: Language, saying start: String
  ) throws {
    let fixture = try TutorialFixture()
    let file = fixture.workspace.checkFolder
      .appendingPathComponent("Tests/ChecklistsTests/MineTests.swift").path
    let output = """
      \(file):7:15: error: cannot find 'ChecklistItem' in scope
       6 |   @Test func startsUnchecked() {
       7 |     let item = ChecklistItem()
         |               `- error: cannot find 'ChecklistItem' in scope
      """
    // The rebuild without the learner's tests succeeds: the step's own check then runs.
    let tester = try Self.tester(
      for: fixture, firstBuild: output, events: Self.events("holds()", line: 5))

    let outcome = try #require(
      Language.$chosen.withValue(language) { Self.checkFirstStep(fixture, with: tester) })

    #expect(outcome.status == .fail)
    let message = try #require(outcome.message)
    #expect(message.hasPrefix(start))
    #expect(
      message.contains(
        "Tests/ChecklistsTests/MineTests.swift:7:15: error: cannot find 'ChecklistItem' in scope"))
    #expect(!message.contains(".build/stepwise-checks"), "the learner's path, not the link")
    #expect(
      fixture.workspace.checkFolder.appendingPathComponent("Package.swift").contents?
        .contains("Tests/ChecklistsTests") == false, "rebuilt without them")
  }

  @Test func testFilesWithNoTestInThemAreBuiltButNotRun() throws {
    let fixture = try TutorialFixture()
    let events = Self.events("breaks()", line: 5, failure: "Expectation failed")
    let tester = try Self.tester(
      for: fixture, events: events, learnersTest: "// No test yet.\n")
    var reports: [String] = []

    let outcome = tester.check(
      Array(fixture.catalog.steps.prefix(1)), stopAtFirstFailure: true,
      report: { reports.append($0) }, onOutcome: { _ in }
    ).first

    #expect(outcome?.status == .pass, "\(outcome?.message ?? "")")
    #expect(!reports.contains("Running your own tests…"))
    #expect(outcome?.checks.map(\.name).contains("Tests/ChecklistsTests") == false)
  }

  @Test func aCheckOfEveryStepAndAGradeLeaveTheLearnersTestsOut() throws {
    let fixture = try TutorialFixture()
    let events = Self.events("breaks()", line: 5, failure: "Expectation failed")
    var tester = try Self.tester(for: fixture, events: events)

    let all = tester.check(fixture.catalog.steps, stopAtFirstFailure: false, report: { _ in })
    tester.judgesOwnTests = false
    let graded = Self.checkFirstStep(fixture, with: tester)

    #expect(all.first?.status == .pass, "\(all.first?.message ?? "")")
    #expect(graded?.status == .pass, "\(graded?.message ?? "")")
  }

  @Test(
    arguments: [
      (["ChecklistsTests.swift", "ToggleTests.swift"], ["ToggleTests.swift"]),
      (["ToggleTests.swift"], nil),
      (["ChecklistsTests.swift"], []),
    ] as [([String], [String]?)])
  func aTestFirstStepsOwnTestIsLeftToItsTrial(files: [String], excluded: [String]?) throws {
    let fixture = try TutorialFixture()
    let tests = fixture.learner.appendingPathComponent("Tests/ChecklistsTests")
    try? FileManager.default.removeItem(at: tests)
    for file in files {
      try fixture.folder.write("// a test\n", to: "MyChecklists/Tests/ChecklistsTests/\(file)")
    }
    let step = TutorialStep(
      id: "demo-01/03t-test-toggle", title: "Test the toggle", hints: [], stage: "Demo01",
      scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "ToggleTests.swift", courseTestSHA256: "", mutants: [:], code: "the code"))
    let tester = CheckPackageTester(workspace: fixture.workspace)

    #expect(tester.ownTests(checking: step) == excluded)
  }
}

extension URL {
  /// The file's text, or nil.
  fileprivate var contents: String? { try? String(contentsOf: self, encoding: .utf8) }
}
