// Test-first steps without building: the learner's test target, and what the verdict says
// for each way a learner's test can do on the course's app, its planted bugs and their own.

import AppTestSupport
import Foundation
import LessonEngine
import StepwiseBasics
import Testing

@testable import TutorialCourse

@MainActor
@Suite struct TestFirstTests {
  // MARK: - The learner's test target

  @Test func startMakesATestTargetThatUsesTheKitsDevice() throws {
    let fixture = try TutorialFixture()
    let manifest = try #require(fixture.learnerFile("Package.swift"))
    #expect(manifest.contains(".testTarget("))
    #expect(manifest.contains("name: \"ChecklistsTests\""))
    #expect(manifest.contains(".product(name: \"ViewHarness\", package: \"course\")"))
    let starter = try #require(fixture.learnerFile(StarterApp.testsStarter.path))
    #expect(starter.contains("@testable import Checklists"))
    // The tests run hosted in the app, as an Xcode unit-test target whose Host Application
    // is the app: UIStoryboard(name: "Main", bundle: nil) is the app's.
    let host = try #require(fixture.learnerFile(StarterApp.testHost.path))
    #expect(TestHostFile.isTestHost(host))
    #expect(host.contains("UIApplication.launchTestHost(AppDelegate.self)"))
    #expect(try LearnerTestTarget.ensure(in: fixture.workspace) == nil, "nothing to add")
  }

  @Test func aPackageMadeBeforeTheTestTargetGetsItWithAMessage() throws {
    let fixture = try TutorialFixture()
    let old = StarterApp.manifest(
      coursePath: fixture.course.path, identity: "course", withTests: false)
    try Data(old.utf8).write(to: fixture.learner.appendingPathComponent("Package.swift"))
    try FileManager.default.removeItem(
      at: fixture.learner.appendingPathComponent(StarterApp.testsPath))

    let message = try #require(try LearnerTestTarget.ensure(in: fixture.workspace))

    #expect(message.contains("added one"))
    #expect(message.contains("ChecklistsTests"))
    #expect(fixture.learnerFile("Package.swift") == StarterApp.manifest(course: fixture.course))
    #expect(fixture.learnerFile(StarterApp.testsStarter.path) != nil)
    #expect(fixture.learnerFile(StarterApp.testHost.path) == StarterApp.testHost.text)
    #expect(try LearnerTestTarget.ensure(in: fixture.workspace) == nil, "added once")
  }

  @Test func aManifestTheLearnerChangedIsLeftAloneWithWhatToAdd() throws {
    let fixture = try TutorialFixture()
    let mine =
      StarterApp.manifest(coursePath: fixture.course.path, identity: "course", withTests: false)
      + "// mine\n"
    try Data(mine.utf8).write(to: fixture.learner.appendingPathComponent("Package.swift"))

    let refusal = try #require(throws: LearnerTestTarget.Refusal.self) {
      try LearnerTestTarget.ensure(in: fixture.workspace)
    }
    #expect(refusal.description.contains(".testTarget("))
    #expect(refusal.description.contains("Tests/ChecklistsTests/"))
    #expect(fixture.learnerFile("Package.swift") == mine, "nothing lost")
  }

  @Test func theTestTargetIsAddedOrAskedForInJapanese() throws {
    let fixture = try TutorialFixture()
    let old = StarterApp.manifest(
      coursePath: fixture.course.path, identity: "course", withTests: false)
    let manifest = fixture.learner.appendingPathComponent("Package.swift")
    try Data((old + "// mine\n").utf8).write(to: manifest)

    let refusal = Language.$chosen.withValue(.japanese) {
      #expect(throws: LearnerTestTarget.Refusal.self) {
        try LearnerTestTarget.ensure(in: fixture.workspace)
      }
    }
    try Data(old.utf8).write(to: manifest)
    try FileManager.default.removeItem(
      at: fixture.learner.appendingPathComponent(StarterApp.testsPath))
    let added = try Language.$chosen.withValue(.japanese) {
      try LearnerTestTarget.ensure(in: fixture.workspace)
    }

    let text = try #require(refusal?.description)
    #expect(text.hasPrefix("このステップでは、パッケージにテストターゲットが必要です。"))
    // The code to add is Swift, as the manifest holds it.
    #expect(text.contains(".testTarget("))
    #expect(text.hasSuffix("そして、テストファイルを置くフォルダー Tests/ChecklistsTests/ を作ります。"))
    #expect(
      added?.hasPrefix(
        "パッケージにテストターゲットがなかったので、このステップで追加しました: Package.swift で、アプリの単体テストのターゲット ChecklistsTests を宣言しています。"
      )
        == true)
  }

  // MARK: - The verdict

  static let step = TutorialStep(
    id: "demo-01/02t-test-add", title: "Write the test", hints: [], stage: "Demo01",
    scriptSHA256: nil,
    testFirst: TestFirst(
      testFile: "AddTests.swift", courseTestSHA256: "", mutants: [:], code: "addItem()"))

  static func mutant(_ name: String, when: String, because: String) throws -> Mutant {
    try Mutant(
      name: name,
      text: "when: \(when)\nbecause: \(because)\n<<<<<<< A.swift\nx\n=======\ny\n>>>>>>>\n")
  }

  static func results(
    reference: [ExerciseOutcome.Status], mutants: [[ExerciseOutcome.Status]?],
    yours: [ExerciseOutcome.Status]?
  ) throws -> TestFirstResults {
    func outcomes(_ statuses: [ExerciseOutcome.Status]) -> [TestOutcome] {
      statuses.enumerated().map { index, status in
        TestOutcome(
          name: "test\(index)()", status: status,
          issues: status == .pass ? [] : [.init(message: "Expectation failed", line: 9)])
      }
    }
    var results = TestFirstResults()
    results.reference = outcomes(reference)
    results.mutants = try mutants.enumerated().map { index, statuses in
      (
        try mutant(
          "bug\(index)", when: "bug \(index) is planted", because: "it misses bug \(index)"),
        statuses.map(outcomes)
      )
    }
    results.yours = yours.map(outcomes)
    return results
  }

  @Test func aTestThatCatchesEveryBugAndPassesOnYourAppPasses() throws {
    let results = try Self.results(
      reference: [.pass], mutants: [[.fail], [.error], nil], yours: [.pass])
    #expect(results.survivors.isEmpty)
    #expect(results.verdict(for: Self.step).status == .pass)
  }

  @Test func aStepWithoutATestFileNamesYourTestFileInTheChosenLanguage() throws {
    let step = TutorialStep(
      id: "demo-01/02-add", title: "Add", hints: [], stage: "Demo01", scriptSHA256: nil)
    let empty = try Self.results(reference: [], mutants: [], yours: nil)

    let japanese = Language.$chosen.withValue(.japanese) { empty.verdict(for: step).message }
    let english = empty.verdict(for: step).message

    #expect(japanese?.hasPrefix("あなたのテストファイル") == true)
    #expect(english?.hasPrefix("your test file") == true)
  }

  @Test func theBugsATestLetsThroughAreNamedInPlainWords() throws {
    let results = try Self.results(
      reference: [.pass, .pass], mutants: [[.pass, .pass], [.pass, .fail], [.pass, .pass]],
      yours: [.pass, .pass])
    let verdict = results.verdict(for: Self.step)
    #expect(verdict.status == .fail)
    #expect(results.survivors.map(\.name) == ["bug0", "bug2"])
    let message = try #require(verdict.message)
    #expect(message.contains("it catches 1 of the 3 planted bugs"))
    #expect(message.contains("your test still passes when bug 0 is planted: it misses bug 0."))
    #expect(message.contains("your test still passes when bug 2 is planted: it misses bug 2."))
    #expect(!message.contains("bug 1 is planted"))
  }

  @Test func aTestThatFailsOnTheCoursesAppIsWrongThoughItCatchesEveryBug() throws {
    let results = try Self.results(
      reference: [.fail], mutants: [[.fail], [.fail]], yours: [.fail])
    let verdict = results.verdict(for: Self.step)
    #expect(verdict.status == .fail)
    #expect(verdict.message?.contains("fails on the course's own app") == true)
    #expect(verdict.message?.contains("Tests/ChecklistsTests/AddTests.swift:9") == true)
  }

  @Test func aFileWithNoTestsIsToldToWriteOne() throws {
    let results = try Self.results(reference: [], mutants: [[], []], yours: [])
    let verdict = results.verdict(for: Self.step)
    #expect(verdict.status == .fail)
    #expect(verdict.message?.contains("has no test yet") == true)
  }

  @Test func aGoodTestThatFailsOnYourAppIsRedAndSaysWhatToWriteNext() throws {
    let results = try Self.results(reference: [.pass], mutants: [[.fail]], yours: [.fail])
    let verdict = results.verdict(for: Self.step)
    #expect(verdict.status == .fail)
    let message = try #require(verdict.message)
    #expect(message.hasPrefix("Your test is good"))
    #expect(message.contains("now make it pass (addItem())"))

    var uncompiled = results
    uncompiled.yours = nil
    uncompiled.yoursCompileErrors = "error: cannot find 'items' in scope"
    let red = uncompiled.verdict(for: Self.step)
    #expect(red.status == .fail)
    #expect(red.message?.contains("does not compile with your app yet") == true)
    #expect(red.message?.contains("cannot find 'items'") == true)
  }

  @Test func checkedAfterOtherStepsATestIsJudgedOnTheCoursesAppAndItsBugsOnly() throws {
    var results = try Self.results(reference: [.pass], mutants: [[.fail]], yours: nil)
    results.onYourApp = false
    #expect(results.verdict(for: Self.step).status == .pass)
    var weak = try Self.results(reference: [.pass], mutants: [[.pass]], yours: nil)
    weak.onYourApp = false
    #expect(weak.verdict(for: Self.step).status == .fail)
  }

  @Test func severalSuitesOfOneFileAreJudgedApart() throws {
    var results = try Self.results(
      reference: [.pass, .pass], mutants: [[.pass, .fail]], yours: nil)
    func tag(_ outcomes: [TestOutcome]?) -> [TestOutcome]? {
      outcomes.map { list in
        list.enumerated().map { index, outcome in
          var tagged = outcome
          tagged.suite = index == 0 ? "WeakTests" : "GoodTests"
          return tagged
        }
      }
    }
    results.reference = tag(results.reference)
    results.mutants = results.mutants.map { ($0.mutant, tag($0.outcomes)) }
    #expect(results.only(suite: "WeakTests").survivors.map(\.name) == ["bug0"])
    #expect(results.only(suite: "GoodTests").survivors.isEmpty)
  }

  // MARK: - In a session

  @Test func compareShowsTheCoursesOwnTestAndAChangedMutantIsRefused() throws {
    let fixture = try TutorialFixture()
    let folder = "course/Chapters/Tutorial/demo-01/03t-test-title"
    let test = "@Test func theTitleIsShown() {}\n"
    let mutant = """
      when: the title is missing
      because: it never reads the title
      <<<<<<< ChecklistViewController.swift
      class
      =======
      final class
      >>>>>>>

      """
    try fixture.folder.write(test, to: "\(folder)/CourseTest.swift")
    try fixture.folder.write(mutant, to: "\(folder)/mutants/no-title.mutant")
    try fixture.folder.write(
      "# Write the test\n\n## What to do\n\n## Why\n\n## What the check does\n",
      to: "\(folder)/README.md")
    let step = TutorialStep(
      id: "demo-01/03t-test-title", title: "Write the test", hints: ["Think.", "Look."],
      stage: "Demo01", scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "TitleTests.swift", courseTestSHA256: SHA256.hexDigest(of: Data(test.utf8)),
        mutants: ["no-title": SHA256.hexDigest(of: Data(mutant.utf8))], code: "the title"))
    // A step after it: the test-first step is not the chapter's last, and compare still
    // shows the course's test, never the chapter's reference with its later steps.
    let later = TutorialStep(
      id: "demo-01/04-title", title: "Give the screen its title", hints: ["Think."],
      stage: "Demo01", scriptSHA256: nil)
    fixture.catalog = TutorialCatalog(steps: [step, later])
    let tester = StandInStepTester()

    let shown = runTutorial(["show"], fixture: fixture, tester: tester)
    let checked = runTutorial([], fixture: fixture, tester: tester)
    let compared = runTutorial(["compare"], fixture: fixture, tester: tester)

    #expect(shown.exitCode == .success)
    #expect(checked.output.contains("Write  your test, in Tests/ChecklistsTests/TitleTests.swift"))
    #expect(compared.output.contains("The course's own test for demo-01/03t-test-title"))
    #expect(compared.output.contains(test))

    try fixture.folder.write(mutant + "# changed\n", to: "\(folder)/mutants/no-title.mutant")
    let refused = runTutorial(["check"], fixture: fixture, tester: tester)
    #expect(
      refused.output.contains(
        "Chapters/Tutorial/demo-01/03t-test-title/mutants/no-title.mutant has been changed"))
    #expect(tester.calls.count == 1, "a changed mutant is refused before any check")
  }

  // MARK: - The check, with a stand-in swift

  /// Writes the demo test-first step's one planted bug (`final.mutant`) in the fixture's
  /// course, and a learner's test, `T.swift`.
  static func writeDemoTestFirstStep(in fixture: TutorialFixture) throws {
    let mutant = """
      when: x
      because: y
      <<<<<<< ChecklistViewController.swift
      class
      =======
      final class
      >>>>>>>

      """
    try fixture.folder.write(
      mutant, to: "course/Chapters/Tutorial/demo-01/03t-test-title/mutants/final.mutant")
    try fixture.folder.write(
      "@Test func x() {}\n", to: "MyChecklists/Tests/ChecklistsTests/T.swift")
  }

  /// The demo's test-first step (``writeDemoTestFirstStep(in:)``).
  static let demoStep = TutorialStep(
    id: "demo-01/03t-test-title", title: "Write the test", hints: [], stage: "Demo01",
    scriptSHA256: nil,
    testFirst: TestFirst(
      testFile: "T.swift", courseTestSHA256: "", mutants: ["final": ""], code: "it"))

  /// The trial of the demo's test-first step (``writeDemoTestFirstStep(in:)``).
  static func demoTrial(of tester: CheckPackageTester) throws -> MutantTrial {
    switch tester.testFirstPart(for: demoStep, report: { _ in }) {
    case .ready(let part): return part
    case .unready(let outcome):
      throw Mutant.Defect(description: "the step's part is not ready: \(outcome.message ?? "")")
    }
  }

  /// The learner's own app hosts their test's run on it through its `@main` app delegate,
  /// whatever they named it; the course's app and its bugs through the starter's.
  @Test func theLearnersAppHostsTheirTestThroughItsMainTypeByTheNameTheyGaveIt() throws {
    let fixture = try TutorialFixture()
    try Self.writeDemoTestFirstStep(in: fixture)
    try fixture.folder.write(
      "import HeadlessUIKit\n\n@main\nfinal class MyAppDelegate: UIResponder, UIApplicationDelegate {}\n",
      to: "MyChecklists/Sources/Checklists/AppDelegate.swift")
    let tester = CheckPackageTester(workspace: fixture.workspace)
    var trial = try Self.demoTrial(of: tester)
    trial.onOwnApp = true
    let hosts = Dictionary(uniqueKeysWithValues: trial.hosts.map { ($0.appModule, $0.launch) })
    #expect(hosts["Checklists"] == .appDelegate("MyAppDelegate"))
    #expect(hosts[trial.referenceModule] == .appDelegate("AppDelegate"))
    #expect(hosts[trial.mutantModule(1)] == .appDelegate("AppDelegate"))
  }

  /// A test-first step's test written as an `XCTestCase` (with `async` main-actor methods,
  /// as the tutorial's README says) is run as one on every app: its cases are judged, not
  /// taken for a file with no test yet.
  @Test func aTestWrittenAsAnXCTestCaseIsRunOnEveryApp() throws {
    let fixture = try TutorialFixture()
    try Self.writeDemoTestFirstStep(in: fixture)
    let tester = CheckPackageTester(workspace: fixture.workspace)
    var trial = try Self.demoTrial(of: tester)
    trial.test = Data(
      "import XCTest\n\nfinal class TitleTests: XCTestCase {\n  @MainActor func testTitle() async {}\n}\n"
        .utf8)
    // The built bundle: no Swift Testing test; XCTest's case listed under the module the
    // run names, and passing.
    let debug = tester.package.buildFolder.appendingPathComponent("debug")
    try FileManager.default.createDirectory(at: debug, withIntermediateDirectories: true)
    let bundle = debug.appendingPathComponent("\(CheckPackage.name)PackageTests.xctest")
    try Data(
      """
      #!/bin/sh
      case " $* " in
        *" --list-tests "*) echo "$\(TestHosts.moduleVariable).TitleTests/testTitle"; exit 0 ;;
        *" xctest "*)
          echo "Test Case 'TitleTests.testTitle' started at 2026-12-03 08:00:00.000"
          echo "Test Case 'TitleTests.testTitle' passed (0.001 seconds)"
          exit 0 ;;
      esac
      exit 0
      """.utf8
    ).write(to: bundle)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bundle.path)

    let results = tester.run(trial, in: tester.package)

    #expect(results.reference?.map(\.status) == [.pass], "\(String(describing: results.reference))")
    #expect(results.mutants.allSatisfy { $0.outcomes?.map(\.status) == [.pass] })
  }

  /// A learner's test that never ends is stopped at the time limit on the first app it runs
  /// on, and given a sixth of it on each app after: the verdict says why, and comes sooner.
  @Test func aTestThatNeverEndsIsStoppedAndTheAppsAfterGiveItASixthOfTheTime() throws {
    let fixture = try TutorialFixture()
    try Self.writeDemoTestFirstStep(in: fixture)
    var tester = CheckPackageTester(workspace: fixture.workspace)
    tester.learnerTestTimeLimit = 12
    let trial = try Self.demoTrial(of: tester)
    // The built bundle: a test process that never ends.
    let debug = tester.package.buildFolder.appendingPathComponent("debug")
    try FileManager.default.createDirectory(at: debug, withIntermediateDirectories: true)
    let bundle = debug.appendingPathComponent("\(CheckPackage.name)PackageTests.xctest")
    try Data("#!/bin/sh\nexec sleep 600\n".utf8).write(to: bundle)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bundle.path)

    let results = tester.run(trial, in: tester.package)

    let runs = [results.reference] + results.mutants.map(\.outcomes)
    let messages = runs.map { $0?.first?.issues.first?.message ?? "" }
    #expect(runs.allSatisfy { $0?.map(\.status) == [.error] }, "\(runs)")
    #expect(messages.filter { $0.contains("did not finish within 12 seconds") }.count == 1)
    #expect(
      messages.filter { $0.contains("did not finish within 2 seconds") }.count == runs.count - 1,
      "\(messages)")
    let verdict = results.verdict(for: Self.demoStep)
    #expect(verdict.status == .fail)
    #expect(verdict.message?.contains("did not finish within") == true, "\(verdict.message ?? "")")
  }

  @Test func aStepWhoseTestIsNotWrittenYetNamesTheHintCommandAsTheLearnerTypesIt() throws {
    let fixture = try TutorialFixture()
    let step = TutorialStep(
      id: "demo-01/03t-test-title", title: "Write the test", hints: [], stage: "Demo01",
      scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "T.swift", courseTestSHA256: "", mutants: ["final": ""], code: "it"))
    // A build that succeeds: the app is built, and the step has no test to judge.
    let swift = try fixture.folder.write("#!/bin/sh\nexit 0\n", to: "swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    var tester = CheckPackageTester(workspace: fixture.workspace)
    tester.swift = swift.path
    tester.commandName = "../stepwise/.build/debug/stepwise"

    let outcome = try #require(
      tester.check([step], stopAtFirstFailure: true, report: { _ in }, onOutcome: { _ in }).first)

    #expect(outcome.status == .fail)
    #expect(
      outcome.message?.contains("(`../stepwise/.build/debug/stepwise tutorial hint` shows how)")
        == true, "\(outcome.message ?? "")")
  }

  @Test func aTestThatDoesNotCompileIsShownOnceAtTheLearnersLineAfterOneMoreBuild() throws {
    let fixture = try TutorialFixture()
    try Self.writeDemoTestFirstStep(in: fixture)
    let step = TutorialStep(
      id: "demo-01/03t-test-title", title: "Write the test", hints: [], stage: "Demo01",
      scriptSHA256: nil,
      testFirst: TestFirst(
        testFile: "T.swift", courseTestSHA256: "", mutants: ["final": ""], code: "it"))
    let checks = CheckPackage(workspace: fixture.workspace).folder.path
    let log = fixture.folder.url.appendingPathComponent("builds.log")
    // As the compiler does: each test target still declared prints the error in its copy of
    // the learner's file.
    let swift = try fixture.folder.write(
      """
      #!/bin/sh
      if [ "$1" = build ]; then
        echo build >> '\(log.path)'
        failed=0
        for target in Run1 Run2 Run3; do
          if grep -q "name: .Demo01TestTitle$target.," Package.swift; then
            echo "\(checks)/Tests/Demo01TestTitle$target/T.swift:3:5: error: cannot find 'items' in scope"
            failed=1
          fi
        done
        exit $failed
      fi
      exit 0

      """, to: "swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    var tester = CheckPackageTester(workspace: fixture.workspace)
    tester.swift = swift.path

    let outcome = try #require(
      tester.check([step], stopAtFirstFailure: true, report: { _ in }, onOutcome: { _ in }).first)

    #expect(outcome.status == .error)
    let message = try #require(outcome.message)
    #expect(message.hasPrefix("Your test does not compile:\n\n"))
    #expect(
      message.contains(
        "Tests/ChecklistsTests/T.swift:3:5: error: cannot find 'items' in scope"))
    #expect(!message.contains("stepwise-checks"), "the learner's path, not the check package's")
    let builds = try String(contentsOf: log, encoding: .utf8)
    #expect(builds == "build\nbuild\n", "one build more, without the tests that did not compile")
  }
}
