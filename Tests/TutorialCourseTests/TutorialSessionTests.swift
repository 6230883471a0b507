// Checking steps: the step first, then every earlier step still in force; progress, hints,
// the report, comparing.

import AppTestSupport
import Foundation
import StepwiseBasics
import Testing
import ToolTestSupport

@testable import CommandLineKit
@testable import LessonEngine
@testable import TutorialCourse

@MainActor
@Suite struct TutorialSessionTests {
  @Test func aPassingStepIsDoneAndTheNextBecomesCurrent() throws {
    let fixture = try TutorialFixture()
    let tester = StandInStepTester()

    let run = runTutorial([], fixture: fixture, tester: tester)

    #expect(run.exitCode == .success)
    #expect(run.output.contains("Step 1 of 3: demo-01/01-title\n  Give the screen its title\n"))
    #expect(run.output.contains("✓ demo-01/01-title: your app does what the step asks."))
    #expect(run.output.contains("Next: step 2, demo-01/02-rows: Show the rows"))
    #expect(fixture.progress.done == ["demo-01/01-title"])
    #expect(fixture.progress.current == "demo-01/02-rows")
  }

  @Test func aStepIsCheckedFirstThenEveryEarlierStepNotRetired() throws {
    let fixture = try TutorialFixture()
    let tester = StandInStepTester()
    _ = runTutorial(["go", "3"], fixture: fixture, tester: tester)

    let run = runTutorial([], fixture: fixture, tester: tester)

    #expect(tester.calls == [["demo-02/01-add", "demo-01/01-title"]], "02-rows is retired")
    #expect(run.output.contains("✓ 1 earlier step still passes."))
    #expect(
      fixture.progress.done.contains("demo-01/01-title"),
      "an earlier step that passes counts as done, as check counts it")
  }

  @Test func anEarlierStepThatBrokeIsNamedAndTheStepIsNotDone() throws {
    let fixture = try TutorialFixture()
    let tester = StandInStepTester()
    _ = runTutorial(["go", "2"], fixture: fixture, tester: tester)
    tester.failing = ["demo-01/01-title"]

    let run = runTutorial([], fixture: fixture, tester: tester)

    #expect(run.exitCode == .failure)
    #expect(run.output.contains("✓ demo-01/02-rows: your app does what the step asks."))
    #expect(
      run.output.contains(
        "✗ But an earlier step broke: demo-01/01-title, Give the screen its title."))
    #expect(run.output.contains("    ✗ check.stepwise:2: expect title"))
    #expect(!fixture.progress.done.contains("demo-01/02-rows"))
  }

  @Test func aFailingStepShowsTheCheckAndOffersAHint() throws {
    let fixture = try TutorialFixture()
    let tester = StandInStepTester()
    tester.failing = ["demo-01/01-title"]

    let run = runTutorial([], fixture: fixture, tester: tester)
    let hint = runTutorial(["hint"], fixture: fixture, tester: tester)

    #expect(run.exitCode == .failure)
    #expect(run.output.contains("✗ demo-01/01-title: a check did not hold.\n  ✗ check.stepwise:2"))
    #expect(run.output.contains("tutorial hint shows hint 1 of 2."))
    #expect(hint.output.hasPrefix("Hint 1 of 2 for demo-01/01-title:\n  Think.\n"))
    #expect(fixture.progress.hintsShown == ["demo-01/01-title": 1])
  }

  @Test func aChangedCheckIsRefusedBeforeAnythingIsBuilt() throws {
    let fixture = try TutorialFixture()
    let tester = StandInStepTester()
    try fixture.folder.write(
      "expect title \"Anything\"\n", to: "course/Chapters/Tutorial/demo-01/01-title/check.stepwise")

    let run = runTutorial([], fixture: fixture, tester: tester)

    #expect(run.exitCode == .failure)
    #expect(tester.calls.isEmpty)
    #expect(run.output.contains("The checks are not the ones the course shipped with:"))
    #expect(
      run.output.contains("git checkout -- Chapters/Tutorial/demo-01/01-title/check.stepwise"))
  }

  @Test func checkMarksPassingAndRetiredStepsDone() throws {
    let fixture = try TutorialFixture()
    let tester = StandInStepTester()
    tester.failing = ["demo-01/02-rows"]

    let run = runTutorial(["check"], fixture: fixture, tester: tester)

    #expect(tester.calls == [["demo-01/01-title", "demo-01/02-rows", "demo-02/01-add"]])
    #expect(run.output.contains("– retired demo-01/02-rows: demo-02/01-add changed what it checks"))
    #expect(
      Set(fixture.progress.done) == ["demo-01/01-title", "demo-01/02-rows", "demo-02/01-add"])
    #expect(run.exitCode == .failure, "a step's own check failed, retired or not")
  }

  @Test func aStepRetiredByAStepThatIsRetiredInTurnIsRetiredToo() throws {
    let fixture = try TutorialFixture(
      steps: TutorialFixture.demoSteps + [
        ("demo-03/01-lists", "Show the lists", ["demo-01/01-title", "demo-02/01-add"])
      ])
    let tester = StandInStepTester()
    // The app of chapter 03: chapter 02's step fails, and so does what it retired.
    tester.failing = ["demo-01/01-title", "demo-01/02-rows", "demo-02/01-add"]

    let run = runTutorial(["check"], fixture: fixture, tester: tester)

    #expect(run.output.contains("– retired demo-01/02-rows: demo-02/01-add changed what it checks"))
    #expect(
      run.output.contains("– retired demo-02/01-add: demo-03/01-lists changed what it checks"))
    #expect(Set(fixture.progress.done) == Set(fixture.catalog.steps.map(\.id)))
  }

  @Test func aReportThatCannotBeWrittenIsToldAndFails() throws {
    let fixture = try TutorialFixture()
    try fixture.folder.write("a file\n", to: "MyChecklists/taken")

    let run = runTutorial(
      ["--report", "taken/report.json"], fixture: fixture, tester: StandInStepTester())

    #expect(run.exitCode == .failure)
    #expect(run.error.contains("Cannot write \(fixture.learner.path)/taken/report.json: "))
    #expect(fixture.folder.read("MyChecklists/taken") == "a file\n")
  }

  /// A folder given as the report's file is refused before any step is checked (the whole
  /// course's checks take minutes), and the folder is left as it was.
  @Test func aFolderGivenAsTheReportIsRefusedBeforeAnythingIsChecked() throws {
    let fixture = try TutorialFixture()
    try fixture.folder.write("mine\n", to: "MyChecklists/reports/notes.txt")
    let tester = StandInStepTester()

    let run = runTutorial(["--report", "reports"], fixture: fixture, tester: tester)

    #expect(run.exitCode == .usageError)
    #expect(
      run.error.hasPrefix(
        "stepwise: --report takes the file to write, and \(fixture.learner.path)/reports is a "
          + "folder\n"))
    #expect(tester.calls.isEmpty, "no step was checked")
    #expect(fixture.folder.read("MyChecklists/reports/notes.txt") == "mine\n")
  }

  @Test func theReportListsEveryStepInTheResultsFormat() throws {
    let fixture = try TutorialFixture()
    let tester = StandInStepTester()
    tester.failing = ["demo-02/01-add"]

    let run = runTutorial(["--report", "report.json"], fixture: fixture, tester: tester)

    #expect(run.output.contains("1 fail, 0 error, of 3 steps."))
    let data = try #require(fixture.folder.read("MyChecklists/report.json")?.data(using: .utf8))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let steps = try #require(json["steps"] as? [String: [String: Any]])
    #expect(steps.keys.sorted() == fixture.catalog.steps.map(\.id))
    #expect(steps["demo-02/01-add"]?["status"] as? String == "fail")
    #expect(steps["demo-01/01-title"]?["version"] as? Int == 3)
    let tests = try #require(steps["demo-02/01-add"]?["tests"] as? [[String: Any]])
    #expect(tests.first?["name"] as? String == "check.stepwise")
    #expect((tests.first?["test_code"] as? String)?.contains("expect title") == true)
    #expect((json["summary"] as? [String: Int])?["total"] == 3)
    #expect(json["learner"] as? String == "ada")
  }

  @Test func compareShowsTheLearnersAppBesideTheReferenceOnceAStepPasses() throws {
    let fixture = try TutorialFixture()
    let tester = StandInStepTester()
    let early = runTutorial(["compare"], fixture: fixture, tester: tester)
    _ = runTutorial([], fixture: fixture, tester: tester)
    _ = runTutorial([], fixture: fixture, tester: tester)

    let run = runTutorial(["compare"], fixture: fixture, tester: tester)

    #expect(fixture.progress.done.last == "demo-01/02-rows", "the chapter's last step")
    #expect(early.exitCode == .failure)
    #expect(early.output.contains("once a step passes; none has yet."))
    #expect(run.exitCode == .success)
    #expect(run.output.contains("Your app (Sources/Checklists) beside Demo01"))
    #expect(run.output.contains("--- a/Sources/Checklists/ChecklistViewController.swift"))
    #expect(run.output.contains("+class ChecklistViewController: UITableViewController {}"))
  }

  @Test func compareLeavesOutHowEachAppIsLaunchedAndNamesFilesOnlyOneSideHas() throws {
    let fixture = try TutorialFixture()
    try fixture.folder.write(
      "// How the course launches Demo01.\n", to: "course/Sources/Demo01/Demo01.swift")
    try fixture.folder.write(
      "struct Item {\n  var text = \"\"\n}\n", to: "course/Sources/Demo01/Model/Item.swift")
    try fixture.folder.write(
      "import HeadlessUIKit\n\n// excerpt: delegate\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        + "// end excerpt\n",
      to: "course/Sources/Demo01/AppDelegate.swift")
    let tester = StandInStepTester()
    _ = runTutorial([], fixture: fixture, tester: tester)
    _ = runTutorial([], fixture: fixture, tester: tester)

    let run = runTutorial(["compare"], fixture: fixture, tester: tester)

    #expect(run.exitCode == .success)
    #expect(!run.output.contains("Info.swift"), "the starter's launch declaration")
    #expect(!run.output.contains("Demo01.swift"), "the course's launch descriptor")
    #expect(!run.output.contains("-@main"), "how the app is launched")
    #expect(!run.output.contains("var text"), "a later step's file is not shown")
    #expect(!run.output.contains("excerpt"), "the chapters' markers are not code")
    #expect(
      run.output.contains(
        "Only in the reference: Model/Item.swift (a later step may ask for what it holds)."))
    #expect(run.output.contains("Only in yours: Storyboard.swift."))
    #expect(run.output.contains("+class ChecklistViewController: UITableViewController {}"))
  }

  @Test func compareAfterAStepShowsOnlyWhatThatStepChangedInTheReference() throws {
    let fixture = try TutorialFixture()
    try fixture.folder.write(
      "import HeadlessUIKit\n\n// The title, in the storyboard.\n",
      to: "course/Chapters/Tutorial/demo-01/01-title/Reference/Storyboard.swift")
    try fixture.folder.write(
      "struct Item {}\n", to: "course/Chapters/Tutorial/demo-01/01-title/Reference/Item.swift")
    try fixture.folder.write(
      "struct Later {}\n", to: "course/Sources/Demo01/Later.swift")
    let tester = StandInStepTester()
    _ = runTutorial([], fixture: fixture, tester: tester)

    let run = runTutorial(["compare"], fixture: fixture, tester: tester)

    #expect(run.exitCode == .success)
    #expect(run.output.contains("What Step 1 changed in the book's app (demo-01/01-title)"))
    #expect(run.output.contains("+++ b/Sources/Checklists/Storyboard.swift"))
    #expect(run.output.contains("+// The title, in the storyboard."))
    #expect(
      run.output.contains("+++ b/Sources/Checklists/Item.swift\n@@ -0,0 +1 @@\n+struct Item {}"))
    #expect(
      run.output.contains(
        "You have no Item.swift: you may have put what it holds elsewhere."))
    #expect(run.output.contains("Your Storyboard.swift is not the book's after this step"))
    #expect(!run.output.contains("ChecklistViewController.swift"), "a file the step did not change")
    #expect(!run.output.contains("Later"), "the chapter's end is not shown")
  }

  @Test func compareAfterAStepWithoutAReferenceOfItsOwnShowsNoLaterStep() throws {
    let fixture = try TutorialFixture()
    let tester = StandInStepTester()
    _ = runTutorial([], fixture: fixture, tester: tester)

    let run = runTutorial(["compare"], fixture: fixture, tester: tester)

    #expect(run.exitCode == .failure)
    #expect(
      run.output.contains(
        "Step 1 (demo-01/01-title) has no reference of its own in the course yet, and the "
          + "book's code at the end of demo-01 holds its later steps too: compare shows it "
          + "once you finish demo-01."))
    #expect(!run.output.contains("+class ChecklistViewController"))
  }

  @Test func compareSaysInJapaneseWhatItShowsAndTheDiffStaysAsWritten() throws {
    let fixture = try TutorialFixture()
    let tester = StandInStepTester()
    _ = runTutorial([], fixture: fixture, tester: tester)
    let japanese = ["LANG": "ja_JP.UTF-8"]
    func compare() -> ToolRun {
      Language.$chosen.withValue(.japanese) {
        runTutorial(["compare"], fixture: fixture, tester: tester, variables: japanese)
      }
    }

    let withoutReference = compare()
    try fixture.folder.write(
      "struct Item {}\n", to: "course/Chapters/Tutorial/demo-01/01-title/Reference/Item.swift")
    let withReference = compare()

    #expect(
      withoutReference.output.contains(
        "ステップ 1 (demo-01/01-title) には、コースにまだ専用の模範解答がありません。demo-01 の最後の"))
    #expect(withReference.output.contains("ステップ 1 で本のアプリが変わったところ (demo-01/01-title)。"))
    #expect(withReference.output.contains("Item.swift はありません。中身を別の場所に書いたのかもしれません。"))
  }

  @Test func compareAfterTheFirstStepOfChapterOneShowsNothingOfItsLaterSteps() throws {
    let fixture = try TutorialFixture(realChapter: "checklists-01")
    let tester = StandInStepTester()
    _ = runTutorial([], fixture: fixture, tester: tester)

    let run = runTutorial(["compare"], fixture: fixture, tester: tester)

    #expect(fixture.progress.done == ["checklists-01/01-title"])
    #expect(run.exitCode == .success)
    #expect(run.output.contains("+++ b/Sources/Checklists/Storyboard.swift"))
    #expect(run.output.contains("title: \"Checklists\""))
    for later in [
      "prototypes", "ChecklistItem", "items", "numberOfRowsInSection", "accessoryType",
      "didSelectRowAt", "deleteRows", "addItem", "Walk the dog",
    ] {
      #expect(!run.output.contains(later), "a later step's \(later)")
    }
    for launch in ["Info.swift", "@main", "Checklists01.swift", "AppDelegate"] {
      #expect(!run.output.contains(launch), "\(launch) is how the app is launched")
    }
  }

  @Test func eachStepOfChapterOneHasAReferenceOfTheFilesItChanges() throws {
    // A test-first step changes no app file: its compare shows the course's test.
    let steps = TutorialCatalog.standard.steps.filter {
      $0.chapter == "checklists-01" && $0.testFirst == nil
    }
    var changed: [String: [String]] = [:]
    for step in steps {
      let folder = PackageRoot.url.appendingPathComponent(step.referencePath)
      changed[step.id] = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    #expect(steps.count == 8)
    #expect(changed["checklists-01/01-title"] == ["Storyboard.swift"])
    #expect(changed["checklists-01/03-model"] == ["ChecklistItem.swift"])
    #expect(
      changed["checklists-01/08-add"] == ["ChecklistViewController.swift", "Storyboard.swift"])
  }

  @Test func watchModeChecksAgainOnASaveAndTakesTypedCommands() throws {
    let fixture = try TutorialFixture()
    let tester = StandInStepTester()
    tester.failing = ["demo-01/01-title"]
    let lines = ScriptedLines([
      .type("hint"),
      .happen {
        tester.failing = ["demo-01/02-rows"]
        try fixture.folder.write(
          "// a title\n", to: "MyChecklists/Sources/Checklists/Title.swift")
      },
      .type("compare"), .type("solution"), .type("quit"),
    ])

    let run = runTutorial(["watch"], fixture: fixture, tester: tester, lines: lines)

    #expect(
      run.output.contains(
        "Watching Sources/Checklists/, Tests/ChecklistsTests/ for saves: it always polls"))
    #expect(run.output.contains("Hint 1 of 2 for demo-01/01-title:"))
    #expect(run.output.contains("Saved: running the checks again…"))
    #expect(run.output.contains(" after the save (build 0.5 s, checks "))
    #expect(
      run.output.contains("Step 1 (demo-01/01-title) has no reference of its own"),
      "compare in watch mode, without the chapter's later steps")
    #expect(
      run.output.contains("Unknown command \"solution\": type help for the commands."),
      "solution is the exercises'")
    #expect(fixture.progress.done == ["demo-01/01-title"])
  }

  /// A step's title, as `list` shows it, takes watch mode there: quoted, or as typed.
  @Test func goInWatchModeTakesAStepByItsTitle() throws {
    let fixture = try TutorialFixture()
    let tester = StandInStepTester()
    tester.failing = ["demo-01/01-title", "demo-01/02-rows", "demo-02/01-add"]
    let lines = ScriptedLines([
      .type("go \"Show the rows\""), .type("go   add a row"), .type("go Nothing so named"),
      .type("quit"),
    ])

    let run = runTutorial(["watch"], fixture: fixture, tester: tester, lines: lines)

    #expect(run.output.contains("demo-01/02-rows"), "\(run.output)")
    #expect(fixture.progress.current == "demo-02/01-add", "\(run.output)")
    #expect(run.output.contains("Nothing so named"), "\(run.output)")
  }

  @Test func aNegativeHintCountInTheTutorialsProgressIsRefusedNotACrash() throws {
    let fixture = try TutorialFixture()
    let tester = StandInStepTester()
    let saved =
      #"{"current": "demo-01/01-title", "done": [], "hintsShown": {"demo-01/01-title": -1}, "version": 1}"#
    try saved.write(
      to: fixture.workspace.progressFile.url, atomically: true, encoding: .utf8)
    let hint = runTutorial(["hint"], fixture: fixture, tester: tester)
    #expect(
      hint.error.contains("demo-01/01-title has -1 hints shown, and a count cannot be negative"))
    #expect(hint.output.hasPrefix("Hint 1 of 2 for demo-01/01-title:"))
    let kept = fixture.workspace.stateFolder.appendingPathComponent("progress.json.damaged")
    #expect(try String(contentsOf: kept, encoding: .utf8) == saved)
  }

  @Test func theTimingOfARunNeverSaysZeroForChecksThatRan() throws {
    let fixture = try TutorialFixture()
    let session = TutorialSession(
      workspace: fixture.workspace, catalog: fixture.catalog,
      console: CapturedConsole(input: "").makeConsole(), style: TextStyle(isEnabled: false),
      tester: StandInStepTester())
    let saved = Date()
    var run = WatchRun(passed: false, buildSeconds: 1.23, checkSeconds: 0)
    run.resultShownAt = saved.addingTimeInterval(1.5)

    #expect(
      session.timing(run, savedAt: saved)
        == "Result 1.5 s after the save (build 1.2 s, no checks ran).")
    run.checkSeconds = 0.04
    #expect(
      session.timing(run, savedAt: saved, now: saved.addingTimeInterval(1.5))
        == "Result 1.5 s after the save (build 1.2 s, checks 0.04 s).")
    // The earlier steps checked after the result: the whole wait is said too.
    #expect(
      session.timing(run, savedAt: saved, now: saved.addingTimeInterval(4.1))
        == "Result 1.5 s after the save (build 1.2 s, checks 0.04 s). "
        + "Every check done 4.1 s after it.")
  }

  @Test func watchModeChecksAgainOnASaveOfTheLearnersTests() throws {
    let fixture = try TutorialFixture()
    let tester = StandInStepTester()
    tester.failing = ["demo-01/01-title"]
    let lines = ScriptedLines([
      .happen {
        try fixture.folder.write(
          "// a test\n", to: "MyChecklists/Tests/ChecklistsTests/TitleTests.swift")
      },
      .type("quit"),
    ])

    let run = runTutorial(["watch"], fixture: fixture, tester: tester, lines: lines)

    #expect(run.output.contains("Saved: running the checks again…"))
    #expect(tester.calls.count == 2)
  }

  @Test func watchModeStopsOnAStepThatPassesAsItArrivesSoItsTextIsRead() throws {
    let fixture = try TutorialFixture()
    let tester = StandInStepTester()
    // Step 1 fails until a save; step 2 then passes already; step 3 does not.
    tester.failing = ["demo-01/01-title", "demo-02/01-add"]
    let lines = ScriptedLines([
      .happen {
        tester.failing = ["demo-02/01-add"]
        try fixture.folder.write(
          "// a title\n", to: "MyChecklists/Sources/Checklists/Title.swift")
      },
      .type("next"), .type("quit"),
    ])

    let run = runTutorial(["watch"], fixture: fixture, tester: tester, lines: lines)

    #expect(
      tester.calls.map(\.first) == [
        "demo-01/01-title", "demo-01/01-title", "demo-01/02-rows", "demo-02/01-add",
      ])
    let arrived = try #require(run.output.range(of: "Step 2 of 3: demo-01/02-rows"))
    let after = run.output[arrived.upperBound...]
    #expect(after.contains("Do it."), "its instructions, as it arrives")
    let introduction = try #require(after.components(separatedBy: "Check  ").first)
    #expect(
      introduction.components(separatedBy: "Show the rows").count == 2,
      "its title once, in its instructions: \(introduction)")
    #expect(
      after.contains(
        "Your code already does what demo-01/02-rows asks, so it is done. Read it above, then "
          + "type next to move on."))
    #expect(
      after.range(of: "Watching")!.lowerBound < after.range(of: "Step 3 of 3")!.lowerBound,
      "it waits for the learner before the next step")
    #expect(fixture.progress.done == ["demo-01/01-title", "demo-01/02-rows"])
    #expect(fixture.progress.current == "demo-02/01-add")
  }

  @Test func watchModeStaysOnAStepItWasSentBackToAndNamesItsOwnCommands() throws {
    let fixture = try TutorialFixture()
    try fixture.workspace.progressFile.save(
      LessonProgress(current: "demo-01/02-rows", done: ["demo-01/01-title"]))
    let tester = StandInStepTester()
    tester.failing = ["demo-01/02-rows"]
    let lines = ScriptedLines([.type("previous"), .type("run"), .type("go 2"), .type("quit")])

    let run = runTutorial(["watch"], fixture: fixture, tester: tester, lines: lines)

    #expect(
      tester.calls == [
        ["demo-01/02-rows", "demo-01/01-title"], ["demo-01/01-title"], ["demo-01/01-title"],
        ["demo-01/02-rows", "demo-01/01-title"],
      ])
    let stays =
      "demo-01/01-title was done already: it stays the current step. Type next to move on."
    #expect(run.output.components(separatedBy: stays).count == 3, "after previous, and after run")
    #expect(!run.output.contains("Next: step 2"), "a step sent back to does not move on")
    #expect(run.output.contains("Stuck? hint shows hint 1 of 2."))
    #expect(!run.output.contains("stepwise tutorial"), "watch mode names its own commands")
    #expect(fixture.progress.current == "demo-01/02-rows")
    #expect(fixture.progress.done == ["demo-01/01-title"])
  }
}
