// The entry point of `stepwise` and its table of commands.

/// The `stepwise` command line tool.
///
/// `main.swift` calls ``main(arguments:)``; everything else is internal and tested through
/// ``run(_:context:)``.
public enum StepwiseCommand {
  /// Runs the tool with the process's arguments (without the program name) and returns the
  /// exit status.
  @MainActor public static func main(arguments: [String]) -> Int32 {
    let context = ToolContext(
      console: .standard(), environment: .current(), catalog: .standard)
    return run(arguments, context: context).rawValue
  }

  /// Runs the tool in a given context.
  @MainActor static func run(_ arguments: [String], context: ToolContext) -> ExitCode {
    let request: ArgumentParser.Request
    do {
      request = try ArgumentParser.parse(arguments, commands: commands)
    } catch {
      return context.usageError(error.message, command: error.command)
    }
    switch request {
    case .help(let command):
      context.console.writeOutput(HelpText.text(for: command, context: context))
      return .success
    case .run(let name, let invocation):
      guard let command = commands.first(where: { $0.name == name }) else {
        return context.usageError("unknown command \"\(name)\"")
      }
      return command.run(invocation, context)
    }
  }

  /// Every command, in the order the help lists them; the first is what `stepwise` does
  /// with no command.
  static let commands: [ToolCommand] = [
    ToolCommand(
      name: "", arguments: [], options: RunCommand.options,
      summary: "open the finished Checklists app in the interactive simulator",
      discussion: RunCommand.defaultDiscussion, run: RunCommand.runFinishedChecklists),
    ToolCommand(
      name: "run", arguments: [.init("app")], options: RunCommand.options,
      summary: "open an app in the interactive simulator",
      discussion: RunCommand.discussion, run: RunCommand.run),
    ToolCommand(
      name: "play", arguments: [.init("script")], options: PlayCommand.options,
      summary: "play a walkthrough script and check its expectations",
      discussion: PlayCommand.discussion, run: PlayCommand.run),
    ToolCommand(
      name: "list", arguments: [], options: [],
      summary: "list the apps with their summaries and chapters",
      discussion: ListCommand.discussion, run: ListCommand.run),
    ToolCommand(
      name: "diff", arguments: [.init("from"), .init("to"), .init("file", optional: true)],
      options: DiffCommand.options,
      summary: "show what changed between two stages' sources",
      discussion: DiffCommand.discussion, run: DiffCommand.run),
    ToolCommand(
      name: "render", arguments: [], options: RenderCommand.options,
      summary: "regenerate the chapters' excerpts, screens, diffs and pictures",
      discussion: RenderCommand.discussion, run: RenderCommand.run),
    ToolCommand(
      name: "exercises",
      arguments: [.init("action", optional: true), .init("name", optional: true)],
      options: ExercisesCommand.options,
      summary: "the classroom exercises: progress, tests, hints",
      discussion: ExercisesCommand.discussion, run: ExercisesCommand.run),
    ToolCommand(
      name: "learn",
      arguments: [.init("action", optional: true), .init("name", optional: true)],
      options: ExercisesCommand.options,
      summary: "the same as exercises",
      discussion: ExercisesCommand.discussion, run: ExercisesCommand.run),
    ToolCommand(
      name: "help", arguments: [.init("topic", optional: true)], options: [],
      summary: "show help for a command, or for the script language (help script)",
      discussion: HelpText.discussion, run: HelpText.run),
  ]
}
