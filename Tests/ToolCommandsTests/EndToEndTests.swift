// The built `stepwise` executable, run as a user runs it, its whole output compared.

import AppTestSupport
import Foundation
import Testing

@Suite struct EndToEndTests {
  @Test func listShowsEveryAppWithItsSummaryAndChapter() throws {
    let home = try TemporaryFolder()

    let run = try BuiltTool.run(["list"], in: home.url, home: home.url)

    #expect(run.status == 0)
    #expect(run.error == "")
    #expect(
      run.output == """
        checklists-01  One array of items: tap toggles the checkmark, swipe deletes, + adds a row.
                       Chapters/checklists-01.md
        checklists-02  An Add Item screen with Cancel and Done that reports to a weak delegate.
                       Chapters/checklists-02.md
        checklists-03  One screen adds and edits items; the accessory button opens Edit Item.
                       Chapters/checklists-03.md
        checklists-04  Items saved to Documents/Checklists.plist after every change, loaded at launch.
                       Chapters/checklists-04.md
        checklists-05  A list of checklists: add, rename and delete lists, open one to see its items.
                       Chapters/checklists-05.md
        checklists-06  A DataModel saves the lists on background and terminate; reopens the last list.
                       Chapters/checklists-06.md
        checklists-07  Lists show what remains, stay sorted by name, and each has an icon.
                       Chapters/checklists-07.md
        checklists-08  Saves every change at once, keeps damaged files aside, survives any input.
                       Chapters/checklists-08.md
        checklists-09  Due dates in an inline date picker, and reminders as local notifications.
                       Chapters/checklists-09.md
        todo-archiver  A to-do list archived with NSKeyedArchiver into the preferences after every change.
                       Chapters/todo-archiver.md
        todo-codable   The to-do list moved to Codable and a JSON file, migrating the old archive once.
                       Chapters/todo-codable.md
        todo-coredata  The to-do list moved to Core Data, importing the old JSON file once.
                       Chapters/todo-coredata.md
        tasks          A task list whose create screen has its own view class and a delegate.
                       Chapters/tasks.md
        names          Three ways to hand a name to a storyboard screen, ending with a let injected.
                       Chapters/names.md

        """)
  }

  @Test func playingAPassingScriptShowsEachStepAndExitsWithZero() throws {
    let home = try TemporaryFolder()
    try home.write(
      """
      launch checklists-01
      tap row 0                       # check "Walk the dog"
      expect row "Walk the dog" checked
      delete row 1
      expect row count 4
      """, to: "pass.stepwise")

    let run = try BuiltTool.run(["play", "pass.stepwise"], in: home.url, home: home.url)

    #expect(run.status == 0)
    #expect(run.error == "")
    #expect(
      run.output == """
        > launch checklists-01
        ╭──────────────────────────────────────────╮
        │                Checklists              + │
        ├──────────────────────────────────────────┤
        │ Walk the dog                             │
        │ Brush my teeth                         ✓ │
        │ Learn iOS development                    │
        │ Soccer practice                          │
        │ Eat ice cream                          ✓ │
        ╰──────────────────────────────────────────╯
        > tap row 0
        ╭──────────────────────────────────────────╮
        │                Checklists              + │
        ├──────────────────────────────────────────┤
        │ Walk the dog                           ✓ │
        │ Brush my teeth                         ✓ │
        │ Learn iOS development                    │
        │ Soccer practice                          │
        │ Eat ice cream                          ✓ │
        ╰──────────────────────────────────────────╯
        ✓ expect row "Walk the dog" checked
        > delete row 1
        ╭──────────────────────────────────────────╮
        │                Checklists              + │
        ├──────────────────────────────────────────┤
        │ Walk the dog                           ✓ │
        │ Learn iOS development                    │
        │ Soccer practice                          │
        │ Eat ice cream                          ✓ │
        ╰──────────────────────────────────────────╯
        ✓ expect row count 4
        passed: 5 commands, 2 expectations held

        """)
  }

  @Test func playingAFailingScriptReportsTheLineTheScreenAndTheTranscript() throws {
    let home = try TemporaryFolder()
    try home.write(
      """
      launch checklists-01
      tap "+"
      expect row 5 "Buy milk"
      tap row 0
      """, to: "fail.stepwise")

    let run = try BuiltTool.run(["play", "fail.stepwise"], in: home.url, home: home.url)

    #expect(run.status == 1)
    #expect(
      run.output.hasSuffix(
        """
        │ New item                                 │
        ╰──────────────────────────────────────────╯
        ✗ expect row 5 "Buy milk"

        """))
    #expect(
      run.error == """
        ✗ fail.stepwise:3: expect row 5 "Buy milk"
          expected: row 5 showing "Buy milk"
          but:      row 5 shows "New item"
        The screen:
        ╭──────────────────────────────────────────╮
        │                Checklists              + │
        ├──────────────────────────────────────────┤
        │ Walk the dog                             │
        │ Brush my teeth                         ✓ │
        │ Learn iOS development                    │
        │ Soccer practice                          │
        │ Eat ice cream                          ✓ │
        │ New item                                 │
        ╰──────────────────────────────────────────╯
        The last gesture, as the harness saw it:
        ▶ tap "+"
          bar button "+" tapped
          insertRows(at: [[0, 5]])
          tableView(_:cellForRowAt: [0, 5])
            dequeue: creating a new "ChecklistItem" cell

        """)
  }

  @Test func runReadsASessionFromStandardInputAndKeepsTheSandbox() throws {
    let home = try TemporaryFolder()
    let sandbox = home.url.path + "/.local/share/stepwise/checklists-06"

    let first = try BuiltTool.run(
      ["run", "checklists-06"], input: "tap \"+\"\ntype \"Buy milk\"\nreturn\nrelaunch\nquit\n",
      in: home.url, home: home.url)
    let second = try BuiltTool.run(
      ["run", "checklists-06"], input: "expect rows \"Buy milk\"\n", in: home.url, home: home.url)

    #expect(first.status == 0)
    #expect(first.error == "")
    #expect(
      first.output == """
        Checklists (checklists-06) in the simulator
        Sandbox: \(sandbox)
        Type help for the commands, quit to leave.
        ╭──────────────────────────────────────────╮
        │ ‹ Checklists      List                 + │
        ├──────────────────────────────────────────┤
        │ (no rows)                                │
        ╰──────────────────────────────────────────╯
        > tap "+"
        ╭──────────────────────────────────────────╮
        │ Cancel          Add Item          (Done) │
        ├──────────────────────────────────────────┤
        │ [▌‹Name of the Item›                   ] │
        ╰──────────────────────────────────────────╯
        > type "Buy milk"
        ╭──────────────────────────────────────────╮
        │ Cancel          Add Item            Done │
        ├──────────────────────────────────────────┤
        │ [Buy milk▌                            ⊗] │
        ╰──────────────────────────────────────────╯
        > return
        ╭──────────────────────────────────────────╮
        │ ‹ Checklists      List                 + │
        ├──────────────────────────────────────────┤
        │   Buy milk                           ⓘ › │
        ╰──────────────────────────────────────────╯
        > relaunch
        ╭──────────────────────────────────────────╮
        │ ‹ Checklists      List                 + │
        ├──────────────────────────────────────────┤
        │   Buy milk                           ⓘ › │
        ╰──────────────────────────────────────────╯
        > quit
        checklists-06 terminated; its sandbox stays at \(sandbox)

        """)
    #expect(
      second.output.hasSuffix(
        "> expect rows \"Buy milk\"\n✓ holds\n"
          + "checklists-06 terminated; its sandbox stays at \(sandbox)\n"))
  }

  @Test func stepwiseAloneOpensTheFinishedChecklistsAppOnItsDefaultSandbox() throws {
    let home = try TemporaryFolder()
    let sandbox = home.url.path + "/data/stepwise/checklists-09"
    let environment = ["XDG_DATA_HOME": home.url.path + "/data"]

    // Going back forgets the open list, so only an emptied sandbox opens "List" again.
    let first = try BuiltTool.run(
      [], input: "back\n", in: home.url, home: home.url, environment: environment)
    let fresh = try BuiltTool.run(
      ["--fresh"], in: home.url, home: home.url, environment: environment)

    #expect(first.status == 0)
    #expect(
      fresh.output == """
        Checklists (checklists-09) in the simulator
        Sandbox: \(sandbox)
        Type help for the commands, quit to leave.
        ╭──────────────────────────────────────────╮
        │ ‹ Checklists      List                 + │
        ├──────────────────────────────────────────┤
        │ (no rows)                                │
        ╰──────────────────────────────────────────╯
        checklists-09 terminated; its sandbox stays at \(sandbox)

        """)
  }

  @Test func helpListsTheCommandsAndExitCodes() throws {
    let home = try TemporaryFolder()

    let run = try BuiltTool.run(["--help"], in: home.url, home: home.url)
    let wrong = try BuiltTool.run(["frobnicate"], in: home.url, home: home.url)

    #expect(run.status == 0)
    #expect(
      run.output.contains(
        "  run [<app>]                  open an app in the interactive simulator\n"))
    #expect(
      run.output.contains(
        "  exercises [<action>]         the classroom exercises: progress, tests, hints "
          + "(also learn)\n"))
    #expect(
      run.output.contains(
        "  port <xcode-project-folder>  turn an Xcode project into a package that runs "
          + "headless\n"))
    #expect(run.output.contains("  2  usage error"))
    #expect(wrong.status == 2)
    // Run outside the package and not installed, the tool names itself by a path to itself
    // that can be typed where the reader is: SwiftPM's short link, whole or relative.
    let prefix = "stepwise: unknown command \"frobnicate\"\nSee "
    #expect(wrong.error.hasPrefix(prefix) && wrong.error.hasSuffix(" --help.\n"))
    let named = String(wrong.error.dropFirst(prefix.count).dropLast(" --help.\n".count))
    let resolved =
      (named.hasPrefix("/")
      ? URL(fileURLWithPath: named) : home.url.appendingPathComponent(named))
      .resolvingSymlinksInPath()
    #expect(resolved.path == (try BuiltTool.url()).resolvingSymlinksInPath().path, "\(named)")
    #expect(named.hasSuffix(".build/debug/stepwise"), "\(named)")
  }

  @Test func diffFindsThePackageFromInsideItAndFromItsExecutable() throws {
    let home = try TemporaryFolder()

    let inside = try BuiltTool.run(
      ["diff", "checklists-01", "checklists-02"],
      in: BuiltTool.packageRoot.appendingPathComponent("Sources/ToolCommands"), home: home.url)
    let elsewhere = try BuiltTool.run(
      ["diff", "Checklists01", "Checklists02"], in: home.url, home: home.url)

    #expect(inside.status == 0)
    #expect(inside.output.hasPrefix("Checklists01 → Checklists02\n"))
    #expect(elsewhere.output == inside.output)
  }

  @Test func diffPairsTheRenamedItemScreenWithTheOneItBecame() throws {
    let home = try TemporaryFolder()

    let run = try BuiltTool.run(
      ["diff", "checklists-02", "checklists-03"], in: BuiltTool.packageRoot, home: home.url)

    #expect(run.status == 0)
    #expect(
      run.output.contains(
        "  renamed    Controllers/AddItemViewController.swift → "
          + "Controllers/ItemDetailViewController.swift  (+"))
    #expect(
      run.output.contains(
        "--- a/Sources/Checklists02/Controllers/AddItemViewController.swift\n"
          + "+++ b/Sources/Checklists03/Controllers/ItemDetailViewController.swift\n@@ "))
  }
}
