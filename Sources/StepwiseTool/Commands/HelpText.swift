// The help texts: the overview and each command's help (the script language's is ViewHarness's).

import ViewHarness

/// Writes `stepwise --help`, `stepwise help <command>` and the simulator's `help`.
enum HelpText {
  static let discussion = """
    Shows the help of a command (stepwise help run), or of the walkthrough-script
    language (stepwise help script).

    """

  static let exitCodes = """
    Exit codes:
      0  success: every command ran and every expectation held
      1  an expectation failed, or a command in a script could not run
      2  usage error: bad arguments, an unknown app or stage, an unreadable or
         invalid script, or no package found for diff or render

    """

  /// `stepwise help [<topic>]`.
  @MainActor static func run(_ invocation: Invocation, _ context: ToolContext) -> ExitCode {
    let topic = invocation.arguments.first ?? ""
    guard topic == "script" || StepwiseCommand.commands.contains(where: { $0.name == topic })
    else {
      return context.usageError(
        "no help on \"\(topic)\" (topics: "
          + (StepwiseCommand.commands.map(\.name).filter { !$0.isEmpty } + ["script"])
          .joined(separator: ", ") + ")",
        command: "help")
    }
    context.console.writeOutput(text(for: topic, context: context))
    return .success
  }

  /// The help on a topic: "" for the overview, a command's name, or "script".
  @MainActor static func text(for topic: String, context: ToolContext) -> String {
    let style = context.style
    if topic.isEmpty { return overview(style: style, catalog: context.catalog) }
    if topic == "script" { return ScriptLanguage.reference(bold: style.bold) }
    guard let command = StepwiseCommand.commands.first(where: { $0.name == topic }) else {
      return overview(style: style, catalog: context.catalog)
    }
    return help(for: command, style: style)
  }

  /// `stepwise --help`.
  static func overview(style: TextStyle, catalog: AppCatalog) -> String {
    let commands = StepwiseCommand.commands.filter { !$0.name.isEmpty }
    let usages = commands.map { command in
      ([command.name] + command.arguments.map { $0.isOptional ? "[<\($0.name)>]" : "<\($0.name)>" })
        .joined(separator: " ")
    }
    let width = usages.map(\.count).max() ?? 0
    var text = """
      stepwise: run the Stepwise apps on a simulated phone in the terminal

      \(style.bold("Usage:"))
        stepwise [--sandbox DIR] [--fresh]
        stepwise <command> [<arguments>] [<options>]

      With no command, stepwise opens the finished Checklists app
      (\(catalog.finishedChecklists?.app.id ?? "the last Checklists stage")) in the interactive simulator, on a sandbox
      kept under ~/.local/share/stepwise (see stepwise help run).

      \(style.bold("Commands:"))

      """
    for (command, usage) in zip(commands, usages) {
      text += "  " + usage.padding(to: width) + "  " + command.summary + "\n"
    }
    text += "\n" + exitCodes + "\nSee stepwise help <command> for a command's options.\n"
    return text
  }

  /// The help of one command.
  static func help(for command: ToolCommand, style: TextStyle) -> String {
    var text = "\(style.bold("Usage:")) \(command.usage)\n\n\(command.discussion)"
    let options =
      command.options.map { ($0.usage, $0.summary) } + [("-h, --help", "show this help")]
    let width = options.map(\.0.count).max() ?? 0
    text += "\n\(style.bold("Options:"))\n"
    for (usage, summary) in options {
      let lines = summary.split(separator: "\n", omittingEmptySubsequences: false)
      text += "  " + usage.padding(to: width) + "  " + (lines.first ?? "") + "\n"
      for line in lines.dropFirst() {
        text += String(repeating: " ", count: width + 4) + line + "\n"
      }
    }
    return text + "\n" + exitCodes
  }
}
