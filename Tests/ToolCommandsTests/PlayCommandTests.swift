// `stepwise play`: walkthrough scripts replayed on the fruit fixture, passing and failing.

import AppTestSupport
import Foundation
import Testing

@testable import ToolCommands

@MainActor
@Suite struct PlayCommandTests {
  @Test func aPassingScriptPrintsEachCommandTheScreenAfterItAndEachCheck() throws {
    let home = try TemporaryFolder()
    try home.write(
      """
      launch fruit          # the list
      tap row 0
      expect row "Apple" checked
      tap "+"
      expect disabled "Done"
      type "Kiwi"
      expect field "Kiwi"
      pick date 2026-12-24 18:30
      return
      expect rows "Apple", "Banana", "Cherry", "Kiwi"
      """, to: "walk.stepwise")

    let run = runTool(["play", "walk.stepwise"], home: home)

    #expect(run.exitCode == .success)
    #expect(run.error == "")
    #expect(
      run.output == """
        > launch fruit
        ╭──────────────────────────────────────────╮
        │ Clear            Fruit                 + │
        ├──────────────────────────────────────────┤
        │ Apple                                  ⓘ │
        │ Banana                                 ✓ │
        │ Cherry                                 ⓘ │
        ╰──────────────────────────────────────────╯
        > tap row 0
        ╭──────────────────────────────────────────╮
        │ Clear            Fruit                 + │
        ├──────────────────────────────────────────┤
        │ Apple                                  ✓ │
        │ Banana                                 ✓ │
        │ Cherry                                 ⓘ │
        ╰──────────────────────────────────────────╯
        ✓ expect row "Apple" checked
        > tap "+"
        ╭──────────────────────────────────────────╮
        │ Cancel         Add Fruit          (Done) │
        ├──────────────────────────────────────────┤
        │ [▌‹Name›                               ] │
        │ ◷ 2027-01-15 17:00                       │
        ╰──────────────────────────────────────────╯
        ✓ expect disabled "Done"
        > type "Kiwi"
        ╭──────────────────────────────────────────╮
        │ Cancel         Add Fruit            Done │
        ├──────────────────────────────────────────┤
        │ [Kiwi▌                                ⊗] │
        │ ◷ 2027-01-15 17:00                       │
        ╰──────────────────────────────────────────╯
        ✓ expect field "Kiwi"
        > pick date 2026-12-24 18:30
        ╭──────────────────────────────────────────╮
        │ Cancel         Add Fruit            Done │
        ├──────────────────────────────────────────┤
        │ [Kiwi▌                                ⊗] │
        │ ◷ 2026-12-24 18:30                       │
        ╰──────────────────────────────────────────╯
        > return
        ╭──────────────────────────────────────────╮
        │ Clear            Fruit                 + │
        ├──────────────────────────────────────────┤
        │ Apple                                  ✓ │
        │ Banana                                 ✓ │
        │ Cherry                                 ⓘ │
        │ Kiwi                                   ⓘ │
        ╰──────────────────────────────────────────╯
        ✓ expect rows "Apple", "Banana", "Cherry", "Kiwi"
        passed: 10 commands, 4 expectations held

        """)
  }

  @Test func aFailedExpectationReportsTheLineTheScreenAndTheLastGesture() throws {
    let home = try TemporaryFolder()
    try home.write(
      """
      launch fruit

      delete row "Banana"
      expect rows "Apple", "Banana"
      tap row 0
      """, to: "fails.stepwise")

    let run = runTool(["play", "fails.stepwise"], home: home)

    #expect(run.exitCode == .failure)
    #expect(run.output.hasSuffix("✗ expect rows \"Apple\", \"Banana\"\n"))
    #expect(!run.output.contains("tap row 0"))
    #expect(
      run.error == """
        ✗ fails.stepwise:4: expect rows "Apple", "Banana"
          expected: the rows "Apple", "Banana"
          but:      the rows are "Apple", "Cherry": row 1 shows "Cherry", not "Banana"
        The screen:
        ╭──────────────────────────────────────────╮
        │ Clear            Fruit                 + │
        ├──────────────────────────────────────────┤
        │ Apple                                  ⓘ │
        │ Cherry                                 ⓘ │
        ╰──────────────────────────────────────────╯
        The last gesture, as the harness saw it:
        ▶ delete row "Banana"
          tableView(_:commit: .delete, forRowAt: [0, 1])
          deleteRows(at: [[0, 1]])

        """)
  }

  @Test func aGestureTheUserCannotMakeFailsTheScript() throws {
    let home = try TemporaryFolder()
    try home.write("launch fruit\ntap \"+\"\ntap \"Done\"\n", to: "disabled.stepwise")

    let run = runTool(["play", "disabled.stepwise"], home: home)

    #expect(run.exitCode == .failure)
    #expect(run.error.hasPrefix("✗ disabled.stepwise:3: tap \"Done\"\n  \"Done\" is disabled\n"))
    #expect(run.error.hasSuffix("▶ tap \"Done\"\n  ✗ \"Done\" is disabled\n"))
  }

  @Test func checkingAnAppThatCrashedFails() throws {
    let home = try TemporaryFolder()
    try home.write("launch fruit\ncrash\nexpect title \"Fruit\"\n", to: "crash.stepwise")

    let run = runTool(["play", "crash.stepwise"], home: home)

    #expect(run.exitCode == .failure)
    #expect(
      run.error.hasPrefix("✗ crash.stepwise:3: expect title \"Fruit\"\n  fruit is not running\n"))
  }

  @Test func syntaxMistakesAreAllReportedWithLineAndColumn() throws {
    let home = try TemporaryFolder()
    try home.write("launch fruit\ntap row -1\nexpect title Fruit\n", to: "bad.stepwise")

    let run = runTool(["play", "bad.stepwise"], home: home)

    #expect(run.exitCode == .usageError)
    #expect(run.output == "")
    #expect(
      run.error == """
        bad.stepwise:2:9: error: rows are counted from 0, so -1 names no row
        bad.stepwise:3:14: error: expected a quoted title after expect title, found "Fruit"

        """)
  }

  @Test func aScriptWithoutLaunchNeedsTheAppOption() throws {
    let home = try TemporaryFolder()
    try home.write("expect title \"Fruit\"\n", to: "nolaunch.stepwise")

    let refused = runTool(["play", "nolaunch.stepwise"], home: home)
    let played = runTool(["play", "nolaunch.stepwise", "--app", "fruit"], home: home)

    #expect(refused.exitCode == .usageError)
    #expect(
      refused.error.hasPrefix(
        "stepwise: nolaunch.stepwise does not start with launch <app>; add that line or pass "
          + "--app <id>\n"))
    #expect(played.exitCode == .success)
    #expect(played.output.hasPrefix("> launch fruit   (from --app)\n╭"))
  }

  @Test func aScriptThatCannotBePlayedIsRefusedInJapaneseForAJapaneseLocale() throws {
    let home = try TemporaryFolder()
    let japanese = ["LANG": "ja_JP.UTF-8"]
    try home.write("expect title \"Fruit\"\n", to: "nolaunch.stepwise")
    try (Data("launch fruit\n".utf8) + Data([0xFF]))
      .write(to: home.url.appendingPathComponent("latin.stepwise"))

    let noLaunch = runTool(["play", "nolaunch.stepwise"], home: home, variables: japanese)
    let latin = runTool(["play", "latin.stepwise"], home: home, variables: japanese)
    let missing = runTool(["play", "gone.stepwise"], home: home, variables: japanese)

    #expect(
      noLaunch.error.hasPrefix(
        "stepwise: nolaunch.stepwise が launch <app> で始まっていません。その行を加えるか、"
          + "--app <id> を指定してください\n"))
    #expect(
      latin.error.hasPrefix(
        "stepwise: latin.stepwise は UTF-8 のテキストではありません (UTF-8 でないバイトが "
          + "2 行目にあります)。UTF-8 で保存してください\n"))
    #expect(
      missing.error.hasPrefix(
        "stepwise: スクリプト gone.stepwise を読み込めません: そのファイルはありません\n"))
    #expect([noLaunch, latin, missing].allSatisfy { $0.exitCode == .usageError })
  }

  @Test func theAppOptionReplacesTheAppTheScriptLaunches() throws {
    let home = try TemporaryFolder()
    try home.write("launch fruit\nexpect title \"Fruit\"\n", to: "other.stepwise")

    let run = runTool(["play", "other.stepwise", "--app", "checklists-fruit"], home: home)

    #expect(run.exitCode == .success)
    #expect(run.output.hasPrefix("> launch fruit   (playing checklists-fruit, from --app)\n"))
  }

  @Test func unknownAppsAndMissingFilesAreUsageErrors() throws {
    let home = try TemporaryFolder()
    try home.write("launch fruit\nlaunch melon\n", to: "melon.stepwise")

    let unknownInScript = runTool(["play", "melon.stepwise"], home: home)
    let unknownOption = runTool(["play", "melon.stepwise", "--app", "melon"], home: home)
    let missing = runTool(["play", "nowhere.stepwise"], home: home)

    #expect(unknownInScript.exitCode == .usageError)
    #expect(
      unknownInScript.error.hasPrefix(
        "stepwise: melon.stepwise:2: there is no app \"melon\" (apps: fruit, checklists-fruit)\n"))
    #expect(unknownOption.exitCode == .usageError)
    #expect(missing.exitCode == .usageError)
    #expect(
      missing.error.hasPrefix(
        "stepwise: cannot read the script nowhere.stepwise: there is no such file\n"))
  }

  @Test func aGivenSandboxKeepsWhatTheAppSavedWhenTheScriptEnds() throws {
    let home = try TemporaryFolder()
    try home.write("launch fruit\ndelete row 0\n", to: "save.stepwise")

    let run = runTool(["play", "save.stepwise", "--sandbox", "box"], home: home)

    #expect(run.exitCode == .success)
    #expect(home.read("box/Documents/Fruit.txt") == "+Banana\n-Cherry\n")
  }

  @Test func withoutASandboxEveryPlayStartsFresh() throws {
    let home = try TemporaryFolder()
    try home.write("launch fruit\ndelete row 0\nexpect row count 2\n", to: "twice.stepwise")

    let first = runTool(["play", "twice.stepwise"], home: home)
    let second = runTool(["play", "twice.stepwise"], home: home)

    #expect(first.exitCode == .success)
    #expect(second.exitCode == .success)
  }
}
