// The help texts: the overview, each command's help, the script language, the simulator's list.

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
    if topic == "script" { return scriptLanguage(style: style) }
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

  /// `stepwise help script`: the walkthrough-script language.
  static func scriptLanguage(style: TextStyle) -> String {
    """
    Walkthrough scripts (.stepwise files) hold one command per line, the same commands
    the interactive simulator takes. # starts a comment, except inside quotes.

    A row is named by its number, counted from 0 like IndexPath.row, or by its text in
    quotes. A button, bar button or alert button is named by its title in quotes ("+" is
    the add button). Inside quotes, \\" is a quote and \\\\ a backslash; any other character,
    Unicode included, stands for itself.

    \(commandTable(style: style, includingSimulator: false))
    \(style.bold("Example:"))
      launch checklists-02
      tap "+"                          # the Add Item screen
      expect disabled "Done"
      type "Buy milk"
      tap "Done"
      expect row 5 "Buy milk"          # rows count from 0
      expect row "Buy milk" unchecked

    Play one with stepwise play FILE; see stepwise help play.

    """
  }

  /// The simulator's `help`: its commands.
  static func simulatorCommands(style: TextStyle) -> String {
    """
    Rows are named by number (from 0) or by "their text"; buttons by "their title".

    \(commandTable(style: style, includingSimulator: true))
    """
  }

  /// The commands grouped under headings, with their usage and summary.
  static func commandTable(style: TextStyle, includingSimulator: Bool) -> String {
    let forms = CommandSyntax.all.filter { includingSimulator || !$0.isInteractiveOnly }
    let width = forms.map(\.usage.count).max() ?? 0
    var text = ""
    var heading = ""
    for form in forms {
      let group = group(of: form.name)
      if group != heading {
        text += (heading.isEmpty ? "" : "\n") + style.bold(group + ":") + "\n"
        heading = group
      }
      text += "  " + form.usage.padding(to: width) + "  " + form.summary + "\n"
    }
    return text
  }

  /// The heading a command is listed under.
  static func group(of name: String) -> String {
    switch name {
    case "launch", "relaunch", "background", "foreground", "terminate", "crash": "The app's life"
    case "tap", "back", "accessory", "delete": "Gestures"
    case "type", "backspace", "clear", "return", "pick": "Keyboard and date picker"
    case "expect": "Checks"
    default: "The simulator"
    }
  }
}
