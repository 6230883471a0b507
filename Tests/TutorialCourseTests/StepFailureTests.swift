// Every failure a learner can cause, through the real tester and shown in the terminal: a
// structure check that does not compile, a crash from `!` or `as!`, a UIKit exception, a
// wrong text, a table not told, a broken earlier step, an expectation of the structure
// checks. A stand-in `swift` builds and tests, so nothing is compiled.

import AppTestSupport
import CommandLineKit
import Foundation
import StepwiseBasics
import Testing
import ViewHarness

@testable import LessonEngine
@testable import TutorialCourse

@MainActor
@Suite struct StepFailureTests {
  /// A real tester whose `swift` is a shell script: `build` runs `build`, `test` runs `test`
  /// with `$EVENTS` the path of the records the course's runner signs. `installApp` in
  /// `build` puts `app` (a shell script standing for the app's program on the launch
  /// channel: by default one whose screen shows the title "Checklists", which the demo
  /// steps' scripts expect) where the built app goes.
  static func tester(
    for fixture: TutorialFixture, build: String = installApp, test: String = "exit 0",
    app: String = ChannelStandIn.answering(title: "Checklists")
  ) throws -> CheckPackageTester {
    let package = CheckPackage(workspace: fixture.workspace)
    let appFile = try fixture.folder.write("#!/bin/sh\n\(app)\n", to: "app.sh")
    let built = package.executable.path
    let install =
      "mkdir -p '\(package.executable.deletingLastPathComponent().path)'\n"
      + "cp '\(appFile.path)' '\(built)'; chmod +x '\(built)'"
    let swift = try fixture.folder.write(
      """
      #!/bin/sh
      command="$1"; shift
      if [ "$command" = build ]; then
      \(build.replacingOccurrences(of: installApp, with: install))
      exit 0
      fi
      if [ "$command" = test ]; then
      EVENTS="$STEPWISE_COURSE_TEST_RESULTS"
      \(test)
      fi
      exit 0

      """, to: "swift")
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    var tester = CheckPackageTester(workspace: fixture.workspace)
    tester.swift = swift.path
    tester.makeSecret = { secret }
    return tester
  }

  /// The secret the stand-in's records are signed with, as the course's runner signs them.
  nonisolated static let secret = "stand-in secret"

  /// Records as the course's runner writes them, signed with ``secret``, one a line.
  static func signed(_ records: [String]) -> String {
    records.enumerated().map { SignedTestRecords.line($1, number: $0 + 1, secret: secret) + "\n" }
      .joined()
  }

  /// Stands for the commands that put the app where the build leaves it.
  static let installApp = "INSTALL-APP"

  /// The first step's outcome from the real tester.
  static func checkFirstStep(_ fixture: TutorialFixture, with tester: CheckPackageTester)
    -> StepOutcome?
  {
    tester.check(
      Array(fixture.catalog.steps.prefix(1)), stopAtFirstFailure: true, report: { _ in },
      onOutcome: { _ in }
    ).first
  }

  /// The learner's item type, with `done` where the step asks for `checked`.
  static let itemWithDone = "struct ChecklistItem {\n  var text: String\n  var done = false\n}\n"

  /// A fixture whose first step has structure checks, and a build that refuses them (each
  /// build adds a line to the fixture's file `builds`).
  static func uncompilableChecks() throws -> (TutorialFixture, CheckPackageTester) {
    let fixture = try TutorialFixture(checks: [
      "demo-01/01-title": "import Testing\n\n@Suite struct Demo01TitleChecks {}\n"
    ])
    try fixture.folder.write(
      itemWithDone, to: "MyChecklists/Sources/Checklists/ChecklistItem.swift")
    let checks = "$PWD/Tests/StepChecks/Demo01TitleChecks.swift"
    let builds = fixture.folder.url.appendingPathComponent("builds").path
    let tester = try tester(
      for: fixture,
      build: """
        echo build >> '\(builds)'
        if [ -f Tests/StepChecks/Demo01TitleChecks.swift ]; then
        sleep 0.3
        echo "\(checks):11:49: error: value of type 'ChecklistItem' has no member 'checked'"
        echo "11 |     let checked: KeyPath<ChecklistItem, Bool> = \\\\.checked"
        echo "   |                                                 \\`- error: no member"
        exit 1
        fi
        \(installApp)
        """)
    return (fixture, tester)
  }

  @Test func aStructureCheckThatDoesNotCompileIsShownInTheTerminalWithTheNameTheAppLacks()
    throws
  {
    let (fixture, tester) = try Self.uncompilableChecks()

    let run = runTutorial([], fixture: fixture, tester: tester)

    #expect(run.exitCode == .failure)
    #expect(run.output.contains("✗ demo-01/01-title\n"))
    let told: String =
      "  Your app does not have the names step 1 asks for: its checks use them, and do not "
      + "compile.\n"
      + "    • `ChecklistItem` has no `checked` (your ChecklistItem: "
      + "Sources/Checklists/ChecklistItem.swift:1)\n"
    #expect(run.output.contains(told))
    let checks = fixture.course.appendingPathComponent(
      "Chapters/Tutorial/demo-01/01-title/Checks.swift"
    ).path
    #expect(
      run.output.contains(
        "\(checks):11:49: error: value of type 'ChecklistItem' has no member 'checked'"))
    #expect(run.output.contains("11 |     let checked"))
  }

  @Test func aStructureCheckThatDoesNotCompileIsExplainedInJapaneseWithTheCompilersLinesAsTheyAre()
    throws
  {
    let (fixture, tester) = try Self.uncompilableChecks()

    let run = Language.$chosen.withValue(.japanese) {
      runTutorial([], fixture: fixture, tester: tester)
    }

    #expect(run.exitCode == .failure)
    #expect(run.output.contains("アプリをビルドしています (初回のビルドではキットも"))
    let told: String =
      "  ステップ 1 で作るはずの名前が、あなたのアプリにありません。ステップのチェックはその名前を使うので、"
      + "コンパイルできません。\n"
      + "    • `ChecklistItem` に `checked` がありません (あなたの ChecklistItem: "
      + "Sources/Checklists/ChecklistItem.swift:1)\n"
    #expect(run.output.contains(told))
    #expect(run.output.contains("ステップのチェックに対するコンパイラーの出力:"))
    // The compiler's own line is quoted as it printed it.
    #expect(
      run.output.contains(":11:49: error: value of type 'ChecklistItem' has no member 'checked'"))
    #expect(!run.output.contains("does not have the names"))
  }

  @Test func theChecksAreBuiltInTheLearnersOwnBuildFolderSoTheKitIsCompiledOnce() throws {
    let fixture = try TutorialFixture()
    let arguments = fixture.folder.url.appendingPathComponent("arguments")
    let tester = try Self.tester(
      for: fixture, build: "echo \"$@\" > '\(arguments.path)'\n\(Self.installApp)")

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .pass, "the app built there is the one played")
    let learnerBuild = fixture.learner.appendingPathComponent(".build").path
    #expect(
      try String(contentsOf: arguments, encoding: .utf8)
        == "--build-tests --scratch-path \(learnerBuild)\n")
  }

  @Test func theBuildTimeCountsTheBuildThatRefusedTheChecks() throws {
    let (fixture, tester) = try Self.uncompilableChecks()

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .error)
    #expect(outcome.buildSeconds >= 0.3, "the refused build took 0.3 s")
  }

  /// A check of one step stops at its first failure: when that step's own checks do not
  /// compile, nothing is built again without them, and the package stays as it was built,
  /// so that the next save's build is the same build again (replayed, not planned anew).
  /// A check of every step builds again without them, to judge the others.
  @Test func aStepWhoseOwnChecksDoNotCompileIsBuiltOnceWhenTheCheckStopsThere() throws {
    let (fixture, tester) = try Self.uncompilableChecks()
    let builds = fixture.folder.url.appendingPathComponent("builds")
    let checks = CheckPackage(workspace: fixture.workspace).folder
      .appendingPathComponent("Tests/StepChecks/Demo01TitleChecks.swift")

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .error)
    #expect(outcome.message?.contains("`ChecklistItem` has no `checked`") == true)
    #expect(try String(contentsOf: builds, encoding: .utf8) == "build\n")
    #expect(FileManager.default.fileExists(atPath: checks.path))

    try FileManager.default.removeItem(at: builds)
    let every = tester.check(
      fixture.catalog.steps, stopAtFirstFailure: false, report: { _ in }, onOutcome: { _ in })
    #expect(every.first?.status == .error)
    #expect(try String(contentsOf: builds, encoding: .utf8) == "build\nbuild\n")
  }

  /// The compiler's warnings in the learner's files come under the verdict, and stay while
  /// the file is not compiled again (a replay compiles only what changed, and prints only
  /// its warnings), as Xcode keeps them in its list.
  @Test(arguments: [false, true])
  func aWarningInTheLearnersFileIsShownUntilTheFileIsCompiledWithoutIt(withChecks: Bool) throws {
    // A step with structure checks is built with them; one whose script is its whole check is
    // built alone first.
    let fixture =
      withChecks
      ? try TutorialFixture(checks: [
        "demo-01/01-title": "import Testing\n\n@Suite struct Demo01TitleChecks {}\n"
      ]) : try TutorialFixture()
    let file = try fixture.folder.write(
      "func f() { var x = 1 }\n", to: "MyChecklists/Sources/Checklists/Item.swift")
    let warned = fixture.folder.url.appendingPathComponent("warned")
    let warning =
      "Sources/Checklists/Item.swift:1:16: warning: variable 'x' was never used; consider "
      + "replacing with '_' or removing it"
    let tester = try Self.tester(
      for: fixture,
      build: """
        if [ ! -f '\(warned.path)' ]; then
        touch '\(warned.path)'
        echo "$PWD/\(warning)"
        echo "1 | func f() { var x = 1 }"
        fi
        \(Self.installApp)
        """)

    let first = try #require(Self.checkFirstStep(fixture, with: tester))
    let second = try #require(Self.checkFirstStep(fixture, with: tester))
    try Data("func f() {}\n".utf8).write(to: file)
    let third = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(first.status == .pass || withChecks, "\(first)")
    #expect(first.warnings == [warning + "\n1 | func f() { var x = 1 }"])
    #expect(second.warnings == first.warnings, "not compiled again, still there")
    #expect(third.warnings.isEmpty, "compiled again without it")
    let shown = TutorialView(style: TextStyle(isEnabled: false)).text(first)
    #expect(
      shown.contains(
        "\n  Your code compiles with 1 warning, which Xcode shows too:\n    \(warning)"))
  }

  /// A file the build compiles again because a file it uses changed, though it was not
  /// saved itself, loses the warning the build no longer prints for it.
  @Test func aWarningGoesWhenItsFileIsCompiledAgainForAChangeInAnother() throws {
    let fixture = try TutorialFixture()
    let helper = try fixture.folder.write(
      "func make() -> Int { 1 }\n", to: "MyChecklists/Sources/Checklists/Helper.swift")
    try fixture.folder.write(
      "func use() { make() }\n", to: "MyChecklists/Sources/Checklists/Use.swift")
    let built = CheckPackage(workspace: fixture.workspace).buildFolder
      .appendingPathComponent("debug/Checklists.build")
    let seen = fixture.folder.url.appendingPathComponent("seen")
    let warning =
      "Sources/Checklists/Use.swift:1:14: warning: result of call to 'make()' is unused"
    // Stands for the compiler: Use.swift is compiled (its object written anew, with a warning
    // while `make()` may not be discarded) when Helper.swift changed since the last build.
    let tester = try Self.tester(
      for: fixture,
      build: """
        mkdir -p '\(built.path)'
        printf '{"%s/Sources/Checklists/Use.swift": {"object": "%s/Use.swift.o"}}' \\
          "$PWD" '\(built.path)' > '\(built.path)/output-file-map.json'
        if ! cmp -s '\(helper.path)' '\(seen.path)'; then
        cp '\(helper.path)' '\(seen.path)'
        touch '\(built.path)/Use.swift.o'
        grep -q discardableResult '\(helper.path)' || echo "$PWD/\(warning)"
        fi
        \(Self.installApp)
        """)

    let first = try #require(Self.checkFirstStep(fixture, with: tester))
    let again = try #require(Self.checkFirstStep(fixture, with: tester))
    try Data("@discardableResult func make() -> Int { 1 }\n".utf8).write(to: helper)
    let second = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(first.warnings == [warning])
    #expect(again.warnings == first.warnings, "nothing compiled again, still there")
    #expect(second.warnings.isEmpty, "Use.swift compiled again without it")
  }

  @Test func checkExplainsTheFirstStepThatFailsInFull() throws {
    let (fixture, tester) = try Self.uncompilableChecks()

    let run = runTutorial(["check"], fixture: fixture, tester: tester)

    #expect(run.exitCode == .failure)
    #expect(
      run.output.contains(
        "✗ error demo-01/01-title: Your app does not have the names step 1 asks for"))
    #expect(run.output.contains("The first step that does not pass, demo-01/01-title:"))
    #expect(run.output.contains("`ChecklistItem` has no `checked`"))
    #expect(run.output.contains(":11:49: error: value of type 'ChecklistItem'"))
  }

  @Test func aCrashFromAForcedUnwrapNamesTheLearnersFileAndLine() throws {
    let fixture = try TutorialFixture()
    let tester = try Self.tester(
      for: fixture,
      app: """
        echo '> tap row 0'
        echo 'Checklists/ChecklistViewController.swift:15: Fatal error: Unexpectedly found nil while unwrapping an Optional value' >&2
        kill -TRAP $$
        """)

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .error)
    #expect(
      outcome.message
        == "Your app crashed during the check:\n"
        + "Fatal error: Unexpectedly found nil while unwrapping an Optional value, at "
        + "Sources/Checklists/ChecklistViewController.swift:15\n"
        + "The check was playing: tap row 0")
  }

  @Test func aCrashFromAForcedCastNamesTheLearnersCast() throws {
    let fixture = try TutorialFixture()
    try fixture.folder.write(
      """
      import HeadlessUIKit

      func cell(_ table: UITableView) -> ChecklistItemCell {
        table.dequeueReusableCell(withIdentifier: "Item")! as! ChecklistItemCell
      }

      """, to: "MyChecklists/Sources/Checklists/Cells.swift")
    let tester = try Self.tester(
      for: fixture,
      app: """
        echo "Could not cast value of type 'HeadlessUIKitCore.UITableViewCell' (0x55b4b8561090) to 'Checklists.ChecklistItemCell' (0x55b4b85610e8)." >&2
        kill -TRAP $$
        """)

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .error)
    #expect(
      outcome.message
        == "Your app crashed during the check:\n"
        + "Could not cast a UITableViewCell to ChecklistItemCell (an as! found something else)\n"
        + "  the as! ChecklistItemCell in your app: Sources/Checklists/Cells.swift:4\n"
        + "The check was playing: launch")
  }

  @Test func aCrashIsExplainedInJapaneseAndSwiftsOwnWordsStayAsTheyAre() throws {
    let fixture = try TutorialFixture()
    try fixture.folder.write(
      "func cell(_ any: Any) -> Int { any as! Int }\n",
      to: "MyChecklists/Sources/Checklists/Cells.swift")
    let tester = try Self.tester(
      for: fixture,
      app: """
        echo '> tap row 0'
        echo 'Checklists/ChecklistViewController.swift:15: Fatal error: Unexpectedly found nil while unwrapping an Optional value' >&2
        echo "Could not cast value of type 'Swift.String' (0x55b4b8561090) to 'Swift.Int' (0x55b4b85610e8)." >&2
        kill -TRAP $$
        """)

    let outcome = Language.$chosen.withValue(.japanese) {
      Self.checkFirstStep(fixture, with: tester)
    }
    let english = Self.checkFirstStep(fixture, with: tester)

    #expect(outcome?.status == .error)
    #expect(
      outcome?.message
        == "チェックの途中でアプリがクラッシュしました:\n"
        + "致命的なエラー (Fatal error): Unexpectedly found nil while unwrapping an Optional value "
        + "(Sources/Checklists/ChecklistViewController.swift:15)\n"
        + "String を Int にキャストできませんでした (as! の対象が別の型でした)\n"
        + "  アプリの中の as! Int: Sources/Checklists/Cells.swift:1\n"
        + "チェックが再生していたコマンド: tap row 0")
    #expect(
      english?.message?.hasPrefix("Your app crashed during the check:\nFatal error: ") == true)
    #expect(english?.message?.hasSuffix("\nThe check was playing: tap row 0") == true)
  }

  @Test func aUIKitExceptionGivesUIKitsReasonOnce() throws {
    let fixture = try TutorialFixture()
    let reason =
      "unable to dequeue a cell with identifier Item - must register a nib or a class for the "
      + "identifier or connect a prototype cell in a storyboard"
    let exception =
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
      + "reason: '\(reason)'"
    let tester = try Self.tester(
      for: fixture,
      app: """
        echo '> launch'
        echo "\(exception)" >&2
        echo "HeadlessUIKitCore/UIKitRuntime.swift:94: Fatal error: \(exception)" >&2
        echo "  *** Program crashed: Illegal instruction at 0x00007f92a0f6df7f ***" >&2
        kill -TRAP $$
        """)

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    let message = try #require(outcome.message)
    #expect(
      message
        == "Your app crashed during the check:\nUIKit stopped your app: \(reason)\n"
        + "The check was playing: launch")
    #expect(!message.contains("Terminating app"))
  }

  @Test func uiKitUsedOffTheMainQueueNamesTheLearnersLineNotTheCheckPackagesLink() throws {
    let fixture = try TutorialFixture()
    let package = CheckPackage(workspace: fixture.workspace)
    // The app runs in the learner's folder, and its code was compiled through the check
    // package's link to their app: the Main Thread Checker names the file that way.
    let learner = fixture.workspace.learner.standardizedFileURL.path + "/"
    let linked = package.folder.standardizedFileURL.path
      .replacingOccurrences(of: learner, with: "")
    let said =
      "Main Thread Checker: UI API called on a background thread: -[UISwitch setOn:animated:] "
      + "(at \(linked)/Sources/Checklists/ItemDetailViewController.swift:139)"
    let tester = try Self.tester(
      for: fixture, app: ChannelStandIn.answering(title: "Checklists", offMainQueue: [said]))

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .fail)
    let message = try #require(outcome.message)
    #expect(message.contains("Your app's code used UIKit off the main queue"))
    #expect(
      message.contains(
        "    Main Thread Checker: UI API called on a background thread: "
          + "-[UISwitch setOn:animated:] (at Sources/Checklists/ItemDetailViewController.swift:139)"
      ), "\(message)")
  }

  @Test func aTableUpdateTheModelDidNotMakeSaysTheModelComesFirstAtTheLearnersCall() throws {
    let fixture = try TutorialFixture()
    let folder = CheckPackage(workspace: fixture.workspace).folder.path
    let reason =
      "attempt to insert row 5 into section 0, but there are only 5 rows in section 0 after "
      + "the update"
    let exception =
      "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
      + "reason: '\(reason)'"
    let tester = try Self.tester(
      for: fixture,
      app: """
        echo '> tap "+"'
        echo "\(exception)" >&2
        echo "ViewHarness/Device.swift:350: Fatal error: \(exception)" >&2
        echo '3 0x00005601 ChecklistViewController.addItem() + 52 in Checklists at \(folder)/Sources/Checklists/ChecklistViewController.swift:31:15' >&2
        kill -TRAP $$
        """)

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    let message = try #require(outcome.message)
    #expect(
      message.contains(
        "UIKit stopped your app: \(reason)\nUIKit counts the table's rows again after "
          + "insertRows or deleteRows, asking your data source: the model changes first"))
    #expect(
      message.contains(
        "in ChecklistViewController.addItem(), Sources/Checklists/ChecklistViewController.swift:31"
      ))
    let japanese = try #require(
      Language.$chosen.withValue(.japanese) { Self.checkFirstStep(fixture, with: tester) }?.message)
    #expect(
      japanese.contains(
        "UIKit がアプリを止めました: \(reason)\nUIKit は insertRows や deleteRows のあと、データソースに尋ねて"
          + "テーブルの行を数え直します。先にモデルを変え"), "\(japanese)")
    #expect(
      japanese.contains(
        "ChecklistViewController.addItem() の中 (Sources/Checklists/ChecklistViewController.swift:31)"
      ), "\(japanese)")
  }

  @Test func aWrongTextShowsThePlayersReportWithTheRowThatDiffers() throws {
    let fixture = try TutorialFixture(scripts: [
      "demo-01/01-title": "expect rows \"Walk the dog\", \"Brush teeth\"\n"
    ])
    let tester = try Self.tester(
      for: fixture, app: ChannelStandIn.answering(rows: ["Walk the dog", "Brush tooth"]))

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .fail)
    let message = try #require(outcome.message)
    #expect(message.hasPrefix("✗ "))
    #expect(message.contains("check.stepwise:2: expect rows"))
    #expect(message.contains(#"row 1 shows "Brush tooth", not "Brush teeth""#))
    #expect(message.contains("The screen:\n"), "the screen the tool judged")
    #expect(!message.contains("> launch"), "the walk before the failure is left out")
  }

  @Test func aTableNotToldOfAChangeShowsWhatTheHarnessFound() throws {
    let fixture = try TutorialFixture()
    let found =
      "the table shows 5 rows in section 0 but its data source reports 6: the model changed "
      + "and the table was not told (insertRows, deleteRows or reloadData)"
    let tester = try Self.tester(
      for: fixture, app: ChannelStandIn.answering(rows: [], refusal: found))

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .fail)
    #expect(outcome.message?.contains(found) == true)
  }

  @Test func aBrokenEarlierStepIsNamedWithItsFailure() throws {
    let fixture = try TutorialFixture(scripts: ["demo-01/02-rows": "expect rows \"Walk the dog\"\n"]
    )
    try fixture.workspace.progressFile.save(
      LessonProgress(current: "demo-01/02-rows", done: ["demo-01/01-title"]))
    let tester = try Self.tester(
      for: fixture, app: ChannelStandIn.answering(title: "To do", rows: ["Walk the dog"]))

    let run = runTutorial([], fixture: fixture, tester: tester)

    #expect(run.exitCode == .failure)
    #expect(run.output.contains("✓ demo-01/02-rows: your app does what the step asks."))
    #expect(run.output.contains("Checking the 1 earlier step still in force…"))
    #expect(
      run.output.contains(
        "✗ But an earlier step broke: demo-01/01-title, Give the screen its title."))
    #expect(run.output.contains("but:      the title is \"To do\""))
    #expect(fixture.progress.done == ["demo-01/01-title"], "the step is not marked done")
  }

  @Test func aBrokenEarlierStepShowsWhatTheLearnerChangedSinceTheirLastPass() throws {
    let fixture = try TutorialFixture(scripts: ["demo-01/02-rows": "expect rows \"Walk the dog\"\n"]
    )
    let passing = try Self.tester(
      for: fixture, app: ChannelStandIn.answering(title: "Checklists", rows: []))
    _ = runTutorial([], fixture: fixture, tester: passing)
    try fixture.folder.write(
      "let title = \"To do\"\n", to: "MyChecklists/Sources/Checklists/Title.swift")
    let breaking = try Self.tester(
      for: fixture, app: ChannelStandIn.answering(title: "To do", rows: ["Walk the dog"]))

    let run = runTutorial([], fixture: fixture, tester: breaking)

    #expect(fixture.progress.done == ["demo-01/01-title"])
    #expect(
      run.output.contains(
        "What you changed in Sources/Checklists since your app last passed a check "
          + "(demo-01/01-title): - then, + now."), "\(run.output)")
    #expect(run.output.contains("+let title = \"To do\""))
    #expect(!run.output.contains("AppDelegate.swift"), "only the files that changed")
    let japanese = Language.$chosen.withValue(.japanese) {
      runTutorial([], fixture: fixture, tester: breaking)
    }
    #expect(
      japanese.output.contains(
        "最後にチェックに合格したとき（demo-01/01-title）から、あなたが Sources/Checklists で変えたところです。"
          + "- がそのとき、+ がいまです。"), "\(japanese.output)")
    #expect(japanese.output.contains("+let title = \"To do\""))
  }

  @Test func aCrashInAStructureCheckNamesTheLearnersLine() throws {
    let fixture = try TutorialFixture(checks: [
      "demo-01/01-title": "import Testing\n\n@Suite struct Demo01TitleChecks {}\n"
    ])
    let id = "StepChecks.Demo01TitleChecks/weak()/Demo01TitleChecks.swift:5:4"
    let events: [String] = [
      #"{"kind":"test","payload":{"kind":"function","id":"\#(id)","name":"weak()","sourceLocation":{"line":5}}}"#,
      #"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(id)"}}"#,
    ]
    let eventsFile = try fixture.folder.write(Self.signed(events), to: "events")
    let tester = try Self.tester(
      for: fixture,
      test: """
        cp '\(eventsFile.path)' "$EVENTS"
        echo 'Checklists/AddItemViewController.swift:12: Fatal error: Unexpectedly found nil while unwrapping an Optional value'
        kill -TRAP $$
        """)

    let outcome = try #require(Self.checkFirstStep(fixture, with: tester))

    #expect(outcome.status == .fail)
    #expect(
      outcome.message
        == "Step 1's check weak() did not hold (Chapters/Tutorial/demo-01/01-title/Checks.swift):\n"
        + "  Your app's code crashed during this check:\n"
        + "  Fatal error: Unexpectedly found nil while unwrapping an Optional value, at "
        + "Sources/Checklists/AddItemViewController.swift:12")
  }

  @Test func aStructureExpectationIsToldInTheStepsWords() throws {
    let fixture = try TutorialFixture(checks: [
      "demo-01/01-title": "import Testing\n\n@Suite struct Demo01TitleChecks {}\n"
    ])
    let id = "StepChecks.Demo01TitleChecks/weak()/Demo01TitleChecks.swift:5:4"
    let events: [String] = [
      #"{"kind":"test","payload":{"kind":"function","id":"\#(id)","name":"weak()","sourceLocation":{"line":5}}}"#,
      #"{"kind":"event","payload":{"kind":"testStarted","testID":"\#(id)"}}"#,
      #"{"kind":"event","payload":{"kind":"issueRecorded","testID":"\#(id)","issue":{"isKnown":false,"sourceLocation":{"line":9,"column":5}},"messages":[{"symbol":"fail","text":"Expectation failed: (controller.delegate → Listener) == nil"},{"symbol":"details","text":"the Add Item screen's `delegate` to be weak: it still holds the list screen after that screen closed"}]}}"#,
      #"{"kind":"event","payload":{"kind":"testEnded","testID":"\#(id)"}}"#,
    ]
    let eventsFile = try fixture.folder.write(Self.signed(events), to: "events")
    let tester = try Self.tester(for: fixture, test: "cp '\(eventsFile.path)' \"$EVENTS\"")

    let run = runTutorial([], fixture: fixture, tester: tester)

    let told: String =
      "✗ demo-01/01-title: a check did not hold.\n"
      + "  Step 1 expects the Add Item screen's `delegate` to be weak: it still holds the "
      + "list screen after that screen closed\n"
      + "    (the check, in the course: Chapters/Tutorial/demo-01/01-title/Checks.swift:9: "
      + "Expectation failed: (controller.delegate → Listener) == nil)"
    #expect(run.exitCode == .failure)
    #expect(run.output.contains(told))
  }
}
