// `stepwise run` and `stepwise` alone: the interactive simulator fed commands, in-process.

import AppProgram
import AppTestSupport
import Foundation
import StepwiseApps
import Testing

@testable import CommandLineKit
@testable import ToolCommands

@MainActor
@Suite struct RunCommandTests {
  @Test func pipedCommandsAreShownWithTheScreenAfterEach() throws {
    let home = try TemporaryFolder()

    let run = runTool(
      ["run", "fruit"], input: "tap row 1\nexpect row 1 unchecked\nquit\n", home: home)

    let sandbox = home.url.path + "/.local/share/stepwise/fruit"
    #expect(run.exitCode == .success)
    #expect(
      run.output == """
        Fruit (fruit) in the simulator
        Sandbox: \(sandbox)
        Type help for the commands, quit to leave.
        ╭──────────────────────────────────────────╮
        │ Clear            Fruit                 + │
        ├──────────────────────────────────────────┤
        │ Apple                                  ⓘ │
        │ Banana                                 ✓ │
        │ Cherry                                 ⓘ │
        ╰──────────────────────────────────────────╯
        > tap row 1
        ╭──────────────────────────────────────────╮
        │ Clear            Fruit                 + │
        ├──────────────────────────────────────────┤
        │ Apple                                  ⓘ │
        │ Banana                                 ⓘ │
        │ Cherry                                 ⓘ │
        ╰──────────────────────────────────────────╯
        > expect row 1 unchecked
        ✓ holds
        > quit
        fruit terminated; its sandbox stays at \(sandbox)

        """)
  }

  @Test func mistakesPrintOneLineAndTheSessionGoesOn() throws {
    let home = try TemporaryFolder()
    let input = """
      tapp row 1
      tap row 7
      tap "Done"
      type "x"
      expect title "Vegetables"
      tap row "Melon
      back
      show
      """

    let run = runTool(["run", "fruit"], input: input, home: home)

    let lines = run.output.components(separatedBy: "\n")
    let replies = zip(lines, lines.dropFirst()).filter { $0.0.hasPrefix("> ") }
      .map { "\($0.0) → \($0.1)" }
    #expect(
      replies == [
        "> tapp row 1 → ✗ unknown command \"tapp\" (did you mean tap?)",
        "> tap row 7 → ✗ there is no row 7 (rows are 0 to 2)",
        "> tap \"Done\" → ✗ there is no button \"Done\" on screen (it shows \"Clear\", \"+\")",
        "> type \"x\" → ✗ no text field has the keyboard",
        "> expect title \"Vegetables\" → ✗ expected the title \"Vegetables\", but the title is \"Fruit\"",
        "> tap row \"Melon → ✗ column 9: this quoted text has no closing \"",
        "> back → ✗ there is no back button on this screen",
        "> show → ╭──────────────────────────────────────────╮",
      ])
    // The session went on after each mistake, and its exit status says there were some.
    #expect(run.exitCode == .failure)
    #expect(run.output.hasSuffix("7 commands could not run or did not hold: exit status 1\n"))
  }

  @Test func endOfInputTerminatesTheAppSoTheNextSessionFindsItsData() throws {
    let home = try TemporaryFolder()

    let first = runTool(["run", "fruit"], input: "delete row 0\n", home: home)
    let second = runTool(["run", "fruit"], input: "", home: home)

    #expect(
      first.output.hasSuffix(
        "fruit terminated; its sandbox stays at \(home.url.path)/.local/share/stepwise/fruit\n"))
    #expect(home.read(".local/share/stepwise/fruit/Documents/Fruit.txt") == "+Banana\n-Cherry\n")
    #expect(second.output.contains("│ Banana                                 ✓ │\n│ Cherry"))
  }

  @Test func relaunchKeepsTheSandboxButNotACrashedSession() throws {
    let home = try TemporaryFolder()
    let input = """
      delete row 0
      relaunch
      expect rows "Banana", "Cherry"
      delete row 0
      crash
      launch
      expect rows "Banana", "Cherry"
      """

    let run = runTool(["run", "fruit"], input: input, home: home)

    #expect(run.output.components(separatedBy: "✓ holds").count == 3)
    #expect(!run.output.contains("✗"))
  }

  @Test func freshEmptiesTheSandboxAndSandboxChoosesIt() throws {
    let home = try TemporaryFolder()
    try home.write("-Plum\n", to: "box/Documents/Fruit.txt")
    try home.write("org.stepwise.fruit\n", to: "box/.stepwise-app")

    let kept = runTool(
      ["run", "fruit", "--sandbox", "box"], input: "expect rows \"Plum\"\n", home: home)
    let fresh = runTool(
      ["run", "fruit", "--sandbox=box", "--fresh"], input: "expect row count 3\n", home: home)

    #expect(kept.output.contains("Sandbox: \(home.url.path)/box\n"))
    #expect(kept.output.contains("✓ holds"))
    #expect(fresh.output.contains("✓ holds"))
    #expect(home.read("box/Documents/Fruit.txt") == "-Apple\n+Banana\n-Cherry\n")
  }

  @Test func freshRefusesAFolderThatIsNotAnAppContainer() throws {
    let home = try TemporaryFolder()
    try home.write("precious", to: "project/notes.txt")
    try home.write("-Plum\n", to: "project/Documents/Fruit.txt")

    let run = runTool(["run", "fruit", "--sandbox", "project", "--fresh"], home: home)

    #expect(run.exitCode == .usageError)
    #expect(run.error.contains("holds \"notes.txt\" besides Documents/ and Library/"))
    #expect(home.read("project/notes.txt") == "precious")
    #expect(home.read("project/Documents/Fruit.txt") == "-Plum\n")
  }

  @Test func theDefaultSandboxFollowsXDGDataHome() throws {
    let home = try TemporaryFolder()

    let run = runTool(
      ["run", "fruit"], home: home, variables: ["XDG_DATA_HOME": home.url.path + "/data"])

    #expect(run.output.contains("Sandbox: \(home.url.path)/data/stepwise/fruit\n"))
  }

  @Test func stepwiseAloneOpensTheLastChecklistsStage() throws {
    let home = try TemporaryFolder()

    let run = runTool([], home: home)
    let withOptions = runTool(["--fresh"], home: home)

    #expect(run.output.hasPrefix("Fruit Checklists (checklists-fruit) in the simulator\n"))
    #expect(withOptions.exitCode == .success)
    let empty = runTool([], home: home, catalog: AppCatalog([]))
    #expect(empty.exitCode == .failure)
    #expect(
      empty.error == "stepwise: no Checklists app is in the catalog yet (see stepwise list)\n")
  }

  @Test func launchingAnotherAppSwitchesToItsOwnSandbox() throws {
    let home = try TemporaryFolder()

    let run = runTool(
      ["run", "fruit"], input: "delete row 0\nlaunch checklists-fruit\nexpect row count 3\n",
      home: home)

    #expect(run.output.contains("✓ holds"))
    #expect(home.read(".local/share/stepwise/fruit/Documents/Fruit.txt") == "+Banana\n-Cherry\n")
  }

  @Test func colourOnlyOnATerminalAndNeverWithNoColor() throws {
    let home = try TemporaryFolder()

    let terminal = runTool(["run", "fruit"], input: "tap row 9\n", home: home, isTerminal: true)
    let noColor = runTool(
      ["run", "fruit"], input: "tap row 9\n", home: home, variables: ["NO_COLOR": ""],
      isTerminal: true)
    let piped = runTool(["run", "fruit"], input: "tap row 9\n", home: home)

    #expect(terminal.output.contains("\u{1B}[31m✗ there is no row 9 (rows are 0 to 2)\u{1B}[0m"))
    #expect(!noColor.output.contains("\u{1B}["))
    #expect(!piped.output.contains("\u{1B}["))
  }

  @Test func unknownAppsAreUsageErrors() throws {
    let home = try TemporaryFolder()

    let run = runTool(["run", "melon"], home: home)

    #expect(run.exitCode == .usageError)
    #expect(
      run.error == """
        stepwise: there is no app "melon" (apps: fruit, checklists-fruit)
        Usage: stepwise run [<app>] [--dir PACKAGE] [--sandbox DIR] [--fresh] [--language CODE]
        See stepwise help run.

        """)
  }

  @Test func helpListsTheEnglishWordsOfAnAppInJapaneseAndTheyWork() throws {
    let home = try TemporaryFolder()
    let run = runTool(
      ["run", "tasks", "--sandbox", "box"], input: "help\ntap \"+\"\nexpect title \"New Task\"\n",
      home: home, catalog: .standard)

    #expect(run.output.contains("This app's words in English"))
    #expect(run.output.contains("  \"Save\"                     \"保存する\"\n"))
    #expect(run.output.contains("> expect title \"New Task\"\n✓ holds"))
    #expect(run.exitCode == .success)
  }

  @Test func whatTheAppPrintsShowsAsItsConsoleNotOnTheScreen() throws {
    let home = try TemporaryFolder()
    try home.write("not a property list", to: "box/Documents/Checklists.plist")
    try home.write("org.stepwise.checklists-04\n", to: "box/.stepwise-app")

    let run = runTool(
      ["run", "checklists-04", "--sandbox", "box"], input: "quit\n", home: home,
      catalog: .standard)

    #expect(
      run.output.contains(
        "console: Could not load the checklist items: The operation could not be completed."))
    #expect(!run.output.contains("│ Could not"))
  }
}
