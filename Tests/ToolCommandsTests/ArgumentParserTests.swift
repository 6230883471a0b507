// The command line read against the command table: commands, options, mistakes.

import Testing

@testable import CommandLineKit
@testable import LessonEngine
@testable import ToolCommands

@MainActor
@Suite struct ArgumentParserTests {
  private func parse(_ arguments: [String]) throws -> ArgumentParser.Request {
    try ArgumentParser.parse(arguments, commands: StepwiseCommand.commands)
  }

  private func mistake(_ arguments: [String]) -> UsageError? {
    do {
      _ = try ArgumentParser.parse(arguments, commands: StepwiseCommand.commands)
      return nil
    } catch {
      return error
    }
  }

  @Test func noArgumentsRunTheDefaultCommand() throws {
    #expect(try parse([]) == .run(command: "", Invocation()))
    #expect(
      try parse(["--fresh", "--sandbox", "/tmp/box"])
        == .run(
          command: "",
          Invocation(values: [RunCommand.sandbox: "/tmp/box"], flags: [RunCommand.fresh])))
  }

  @Test func commandsTakeTheirArgumentsAndOptionsInAnyOrder() throws {
    #expect(
      try parse(["run", "--fresh", "checklists-03", "--sandbox=box"])
        == .run(
          command: "run",
          Invocation(
            arguments: ["checklists-03"], values: [RunCommand.sandbox: "box"],
            flags: [RunCommand.fresh])
        ))
    #expect(
      try parse(["play", "a.stepwise", "--app", "tasks"])
        == .run(
          command: "play", Invocation(arguments: ["a.stepwise"], values: [PlayCommand.app: "tasks"])
        ))
    #expect(
      try parse(["diff", "checklists-02", "checklists-03"])
        == .run(command: "diff", Invocation(arguments: ["checklists-02", "checklists-03"])))
  }

  /// A default command that takes arguments reads a first word no command is named by as
  /// its argument (`stepwise-bench scale`); `stepwise`'s takes none, so such a word stays an
  /// unknown command there.
  @Test func aDefaultCommandWithArgumentsTakesAnUnnamedFirstWord() throws {
    struct Words: Command {
      static let configuration = CommandConfiguration(
        name: "", arguments: [.init("word", optional: true, variadic: true)],
        summary: "take words", discussion: "")
      init(_ invocation: Invocation) {}
      func run(_ context: ToolContext) -> ExitCode { .success }
    }
    struct Other: Command {
      static let configuration = CommandConfiguration(
        name: "other", summary: "something else", discussion: "")
      init(_ invocation: Invocation) {}
      func run(_ context: ToolContext) -> ExitCode { .success }
    }
    let commands: [any Command.Type] = [Words.self, Other.self]
    #expect(
      try ArgumentParser.parse(["scale", "harness"], commands: commands)
        == .run(command: "", Invocation(arguments: ["scale", "harness"])))
    #expect(
      try ArgumentParser.parse(["other"], commands: commands)
        == .run(command: "other", Invocation()))
    #expect(mistake(["scale"])?.message.hasPrefix("unknown command \"scale\"") == true)
  }

  @Test func aDoubleDashEndsTheOptions() throws {
    #expect(
      try parse(["play", "--", "--odd-name.stepwise"])
        == .run(command: "play", Invocation(arguments: ["--odd-name.stepwise"])))
  }

  @Test func helpFlagsAskForHelp() throws {
    #expect(try parse(["--help"]) == .help(command: ""))
    #expect(try parse(["-h"]) == .help(command: ""))
    #expect(try parse(["run", "--help"]) == .help(command: "run"))
    #expect(try parse(["play", "x", "-h"]) == .help(command: "play"))
    #expect(
      try parse(["help", "diff"]) == .run(command: "help", Invocation(arguments: ["diff"])))
  }

  @Test func mistakesNameTheCommandTheyConcern() {
    #expect(
      mistake(["runn"])
        == .init(message: "unknown command \"runn\" (did you mean run?)", command: ""))
    #expect(mistake(["launch"]) == .init(message: "unknown command \"launch\"", command: ""))
    #expect(mistake(["play"]) == .init(message: "play needs <script>", command: "play"))
    #expect(mistake(["diff", "a"]) == .init(message: "diff needs <to>", command: "diff"))
    #expect(
      mistake(["diff"]) == .init(message: "diff needs <from> and <to>", command: "diff"))
    #expect(
      mistake(["list", "extra"])
        == .init(message: "unexpected argument \"extra\"", command: "list"))
    #expect(
      mistake(["run", "x", "--colour"])
        == .init(message: "unknown option --colour for run", command: "run"))
    #expect(
      mistake(["run", "x", "--sandbox"])
        == .init(message: "--sandbox needs a value: --sandbox DIR", command: "run"))
    #expect(
      mistake(["run", "x", "--sandbox="])
        == .init(message: "--sandbox needs a non-empty DIR", command: "run"))
    #expect(
      mistake(["run", "x", "--fresh=yes"])
        == .init(message: "--fresh takes no value", command: "run"))
    #expect(
      mistake(["run", "x", "--fresh", "--fresh"])
        == .init(message: "--fresh is given twice", command: "run"))
    #expect(mistake(["--app", "x"]) == .init(message: "unknown option --app", command: ""))
  }

  @Test func versionIsAskedForAlone() throws {
    #expect(try parse(["--version"]) == .version)
    #expect(
      mistake(["run", "--version"])
        == .init(message: "unknown option --version for run", command: "run"))
  }

  @Test func exerciseActionsAreSubcommandsAndLearnIsAnAlias() throws {
    #expect(
      try parse(["exercises", "hint"])
        == .run(command: "exercises hint", Invocation(action: "hint")))
    #expect(
      try parse(["learn", "go", "blank-text"])
        == .run(command: "exercises go", Invocation(action: "go", arguments: ["blank-text"])))
    #expect(
      try parse(["exercises", "--report", "r.json"])
        == .run(command: "exercises", Invocation(values: [ExercisesCommand.report: "r.json"])))
    #expect(try parse(["exercises", "go", "--help"]) == .help(command: "exercises go"))
    #expect(
      mistake(["exercises", "hnit"])
        == .init(
          message: "unknown action \"hnit\" (did you mean hint?)", command: "exercises"))
    #expect(
      mistake(["exercises", "go"])
        == .init(message: "exercises go needs <name>", command: "exercises go"))
    #expect(
      mistake(["exercises", "hint", "--report", "x"])
        == .init(message: "unknown option --report for exercises hint", command: "exercises hint"))
  }

  @Test func theUsageLineComesFromTheTable() {
    let usages = StepwiseCommand.commands.map { command in
      command.configuration.usage(path: [command.configuration.name])
    }
    #expect(
      usages == [
        "stepwise [--sandbox DIR] [--fresh]",
        "stepwise run [<app>] [--dir PACKAGE] [--sandbox DIR] [--fresh] [--language CODE]",
        "stepwise play <script> [--app ID] [--sandbox DIR] [--dir PACKAGE]",
        "stepwise list",
        "stepwise serve [<app>] [--port N] [--dir PACKAGE] [--sandbox DIR] [--fresh] [--language CODE]",
        "stepwise diff <from> <to> [<file>] [--stat]",
        "stepwise render [--check]",
        "stepwise exercises [--report FILE] [--learner NAME]",
        "stepwise tutorial [--dir DIR] [--report FILE] [--learner NAME]",
        "stepwise classroom",
        "stepwise port <xcode-project-folder> [--to DIR]",
        "stepwise export <app-or-package> [--to DIR]",
        "stepwise install [--prefix DIR]",
        "stepwise help [<topic>…]",
      ])
  }
}
