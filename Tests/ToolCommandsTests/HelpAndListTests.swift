// `stepwise --help`, `help <topic>`, the simulator's `help`, and `list`.

import AppProgram
import AppTestSupport
import Foundation
import Testing
import ViewHarness

@testable import CommandLineKit
@testable import ToolCommands

@MainActor
@Suite struct HelpAndListTests {
  @Test func helpTakesACommandsWordsAsTheyAreTyped() throws {
    let home = try TemporaryFolder()
    // As its own help says: `stepwise help exercises hint`, two words, not one quoted.
    let run = runTool(["help", "exercises", "hint"], home: home)
    #expect(run.exitCode == .success)
    #expect(run.output.hasPrefix("Usage: stepwise exercises hint"))
    #expect(runTool(["help", "tutorial", "go"], home: home).output.contains("<name>"))
    let nothing = runTool(["help", "exercises", "dance"], home: home)
    #expect(nothing.exitCode == .usageError)
    #expect(nothing.error.contains("no help on \"exercises dance\""))
  }

  @Test func listShowsIdsSummariesAndChaptersInCatalogOrder() throws {
    let home = try TemporaryFolder()

    let run = runTool(["list"], home: home)
    let empty = runTool(["list"], home: home, catalog: AppCatalog([]))

    #expect(
      run.output == """
        fruit             A list of fruit that the tests drive.
                          Chapters/fruit.md
        checklists-fruit  The fruit list again, standing in for a Checklists stage.
                          Chapters/checklists-fruit.md

        """)
    #expect(empty.output == "No apps yet.\n")
  }

  @Test func everyCommandHasHelpWithItsUsageOptionsAndExitCodes() throws {
    let home = try TemporaryFolder()
    let commands = StepwiseCommand.commands.map { $0.configuration }.filter { !$0.name.isEmpty }
    let actions = commands.flatMap { command in
      command.subcommands.map { ([command.name, $0.configuration.name], $0.configuration) }
    }
    for (words, command) in commands.map({ ([$0.name], $0) }) + actions {
      let run = runTool(["help", words.joined(separator: " ")], home: home)
      let flag = runTool(words + ["--help"], home: home)

      #expect(run.exitCode == .success)
      #expect(run.output == flag.output)
      #expect(run.output.hasPrefix("Usage: \(command.usage(path: words))\n"))
      #expect(run.output.contains("  -h, --help"))
      #expect(run.output.hasSuffix(HelpCommand.exitCodes))
    }
  }

  @Test func theOverviewNamesTheFinishedChecklistsAppAndEveryCommand() throws {
    let home = try TemporaryFolder()

    let run = runTool(["--help"], home: home)
    let alone = runTool(["help"], home: home)

    #expect(run.output == alone.output)
    #expect(run.output.contains("(checklists-fruit) in the interactive simulator"))
    for command in StepwiseCommand.commands.map({ $0.configuration }) where !command.name.isEmpty {
      #expect(run.output.contains("\n  \(command.name)"))
    }
  }

  @Test func theScriptHelpListsEveryCommandButTheSimulatorsOwn() throws {
    let home = try TemporaryFolder()

    let run = runTool(["help", "script"], home: home)

    for syntax in CommandSyntax.all {
      #expect(run.output.contains("  \(syntax.usage) ") != syntax.isInteractiveOnly)
    }
  }

  @Test func theSimulatorsHelpListsItsOwnCommandsToo() throws {
    let home = try TemporaryFolder()

    let run = runTool(["run", "fruit"], input: "help\n", home: home)

    #expect(run.output.contains("  quit "))
    #expect(run.output.contains("  tap row <row> "))
  }

  @Test func helpOnAnUnknownTopicIsAUsageError() throws {
    let home = try TemporaryFolder()

    let run = runTool(["help", "dance"], home: home)

    #expect(run.exitCode == .usageError)
    #expect(
      run.error.hasPrefix(
        "stepwise: no help on \"dance\" (topics: run, play, list, serve, diff, render, exercises, "
          + "learn, tutorial, classroom, port, export, install, help, script)\n"))
  }

  @Test func versionPrintsTheToolsVersion() throws {
    let home = try TemporaryFolder()
    let run = runTool(["--version"], home: home)
    #expect(run.exitCode == .success)
    #expect(run.output == ToolVersion.line + "\n")
  }

  @Test func aMistypedAppIdGetsTheClosestOne() throws {
    let home = try TemporaryFolder()
    let run = runTool(["run", "friut"], home: home)
    let far = runTool(["run", "banana"], home: home)
    let diff = runTool(["diff", "frut", "fruit"], home: home)

    #expect(run.exitCode == .usageError)
    #expect(run.error.hasPrefix("stepwise: there is no app \"friut\" (did you mean fruit?)\n"))
    #expect(
      far.error.hasPrefix("stepwise: there is no app \"banana\" (apps: fruit, checklists-fruit)\n"))
    #expect(
      diff.error.contains(
        "there is no stage \"frut\": no folder Sources/frut (did you mean fruit?)"))
  }
}
