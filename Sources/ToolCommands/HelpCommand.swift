// `stepwise help`: the overview, each command's help, and the script language's reference.

import AppProgram
import CommandLineKit
import StepwiseBasics
import ViewHarness

/// `stepwise help [<topic>…]`, and the texts `--help` prints.
struct HelpCommand: Command {
  static let configuration = CommandConfiguration(
    name: "help", arguments: [.init("topic", optional: true, variadic: true)],
    summary: "show help for a command, or for the script language (help script)",
    discussion: """
      Shows the help of a command (stepwise help run, stepwise help exercises hint), or of
      the walkthrough-script language (stepwise help script).

      """)

  /// The exit codes, which every command's help ends with.
  static var exitCodes: String {
    localized(
      """
      Exit codes:
        0  success: every command ran and every expectation held
        1  an expectation failed, a command in a script could not run, or port or
           export could not write its folder
        2  usage error: bad arguments, an unknown app or stage, an unreadable or
           invalid script, no package found for diff or render, for port a folder
           that is not an Xcode project, for export one that is not a package or
           that it cannot read, or a destination that is not empty or is inside
           the course or the package exported

      """)
  }

  /// The topic asked about: a command's words, "script", or "" for the overview.
  var topic: String

  init(_ invocation: Invocation) {
    topic = invocation.arguments.joined(separator: " ")
  }

  func run(_ context: ToolContext) -> ExitCode {
    let topics = StepwiseCommand.commands.flatMap {
      [$0.configuration.name] + $0.configuration.aliases
    }
    .filter { !$0.isEmpty }
    guard topic == "script" || ArgumentParser.command(topic, in: StepwiseCommand.commands) != nil
    else {
      let names = (topics + ["script"]).joined(separator: ", ")
      return context.usageError(localized("no help on \"\(topic)\" (topics: \(names))"))
    }
    context.console.writeOutput(Self.text(for: topic, context: context))
    return .success
  }

  /// The help on a topic: "" for the overview, a command's words, or "script".
  @MainActor static func text(for topic: String, context: ToolContext) -> String {
    let style = context.style
    if topic.isEmpty { return overview(style: style, catalog: context.catalog) }
    if topic == "script" { return ScriptLanguage.reference(bold: style.bold) }
    guard let configuration = ArgumentParser.configuration(topic, in: StepwiseCommand.commands)
    else {
      return overview(style: style, catalog: context.catalog)
    }
    return help(for: configuration, words: topic, style: style)
  }

  /// `stepwise --help`.
  @MainActor static func overview(style: TextStyle, catalog: AppCatalog) -> String {
    let commands = StepwiseCommand.commands.map { $0.configuration }.filter { !$0.name.isEmpty }
    let usages = commands.map { command in
      let action = command.subcommands.isEmpty && command.actions.isEmpty ? "" : "[<action>]"
      return ([command.name, command.argumentsUsage, action].filter { !$0.isEmpty })
        .joined(separator: " ")
    }
    let width = usages.map(\.displayWidth).max() ?? 0
    let finished = catalog.finishedChecklists?.app.id ?? localized("the last Checklists stage")
    var text =
      localized("stepwise: run the Stepwise apps on a simulated phone in the terminal") + "\n\n"
    text += style.bold(localized("Usage:")) + "\n"
    text += """
        stepwise [--sandbox DIR] [--fresh]
        stepwise <command> [<arguments>] [<options>]
        stepwise --version

      """
    text += "\n"
    text += localized(
      """
      With no command, stepwise opens the finished Checklists app
      (\(finished)) in the interactive simulator, on a sandbox
      kept under ~/.local/share/stepwise (see stepwise help run).
      """)
    text += "\n\n"
    text += localized(
      """
      Every command takes --lang ja or --lang en: the language the tool speaks
      (else STEPWISE_LANG, else the locale: LC_ALL, LC_MESSAGES or LANG).
      """)
    text += "\n\n" + style.bold(localized("Commands:")) + "\n\n"
    for (command, usage) in zip(commands, usages) {
      let aliases =
        command.aliases.isEmpty
        ? "" : localized(" (also \(command.aliases.joined(separator: ", ")))")
      text += "  " + usage.padding(to: width) + "  " + command.summary.localized + aliases + "\n"
    }
    text += "\n" + exitCodes + "\n"
    text += localized("See stepwise help <command> for a command's options.") + "\n"
    return text
  }

  /// The help of one command: its usage, what it does, its actions and its options.
  @MainActor static func help(
    for configuration: CommandConfiguration, words: String, style: TextStyle
  ) -> String {
    let path = words.split(separator: " ").map(String.init)
    var text =
      style.bold(localized("Usage:")) + " " + configuration.usage(path: path) + "\n\n"
      + configuration.discussion.localized
    let subcommands = configuration.subcommands.map { $0.configuration } + configuration.actions
    if !subcommands.isEmpty {
      let usages = subcommands.map { sub in
        ([sub.name] + [sub.argumentsUsage].filter { !$0.isEmpty }).joined(separator: " ")
      }
      let width = usages.map(\.displayWidth).max() ?? 0
      text += "\n" + style.bold(localized("Actions:")) + "\n"
      for (sub, usage) in zip(subcommands, usages) {
        text += "  " + usage.padding(to: width) + "  " + sub.summary.localized + "\n"
      }
    }
    text += table(
      heading: style.bold(localized("Options:")),
      configuration.options.map { ($0.usage, $0.summary.localized) }
        + [("-h, --help", localized("show this help"))])
    return text + "\n" + exitCodes
  }

  /// Rows of two columns under a heading; a long right column goes on over several lines.
  static func table(heading: String, _ rows: [(String, String)]) -> String {
    let width = rows.map(\.0.displayWidth).max() ?? 0
    var text = "\n\(heading)\n"
    for (usage, summary) in rows {
      let lines = summary.split(separator: "\n", omittingEmptySubsequences: false)
      text += "  " + usage.padding(to: width) + "  " + (lines.first ?? "") + "\n"
      for line in lines.dropFirst() {
        text += String(repeating: " ", count: width + 4) + line + "\n"
      }
    }
    return text
  }
}
