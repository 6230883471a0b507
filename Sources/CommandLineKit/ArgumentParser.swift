// Reads the command line against the command table: command words, then arguments and options.

import StepwiseBasics

/// Parses `stepwise`'s arguments.
///
/// The first word picks a command from the table by name or alias (no word, or an option
/// first, picks the default command, as does a word no command is named by when the default
/// command takes arguments: `stepwise-bench scale`); a command with subcommands takes the next word as
/// one of them, else runs itself. Options may come anywhere after, as `--name value`
/// or `--name=value`; `--` ends the options; `-h` or `--help` asks for the command's help.
@MainActor
package enum ArgumentParser {
  /// What the command line asks for.
  package enum Request: Equatable, Sendable {
    /// Run a command, named by its words (`exercises hint`; "" for the default command).
    case run(command: String, Invocation)
    /// Show the help of a command ("" for the overview).
    case help(command: String)
    /// Show the tool's version.
    case version
  }

  /// Reads the arguments (without the program name) against the command table.
  package static func parse(_ arguments: [String], commands: [any Command.Type])
    throws(UsageError) -> Request
  {
    var remaining = arguments[...]
    var path: [String] = []
    var command: any Command.Type
    switch try firstWord(of: &remaining, among: commands) {
    case .request(let request): return request
    case .command(let chosen, let named):
      command = chosen
      if named { path.append(chosen.configuration.name) }
    }
    let action = try subcommandWords(of: &remaining, command: &command, path: &path)
    return try request(
      reading: &remaining, for: action ?? command.configuration, action: action?.name,
      words: path.joined(separator: " "))
  }

  /// What the first word asks for: a command, or, without one, the help or the version.
  private enum FirstWord {
    case command(any Command.Type, named: Bool)
    case request(Request)
  }

  /// Reads the command the first word names, or the default command.
  private static func firstWord(
    of remaining: inout ArraySlice<String>, among commands: [any Command.Type]
  ) throws(UsageError) -> FirstWord {
    let takingWords = commands.first {
      $0.configuration.name.isEmpty && !$0.configuration.arguments.isEmpty
    }
    if let first = remaining.first, !first.hasPrefix("-") {
      if let named = commands.first(where: { $0.configuration.isNamed(first) }) {
        remaining = remaining.dropFirst()
        return .command(named, named: true)
      } else if let takingWords {
        // A default command that takes arguments reads the word as its first.
        return .command(takingWords, named: false)
      } else {
        let names = commands.map { $0.configuration.name }.filter { !$0.isEmpty }
        throw UsageError(message: unknownCommandMessage(first, among: names), command: "")
      }
    } else if let first = remaining.first, first == "-h" || first == "--help" {
      return .request(.help(command: ""))
    } else if remaining.first == "--version", remaining.count == 1 {
      return .request(.version)
    } else if let defaultCommand = commands.first(where: { $0.configuration.name.isEmpty }) {
      return .command(defaultCommand, named: false)
    } else {
      return .request(.help(command: ""))
    }
  }

  /// Reads the words after a command with subcommands or actions: the next word picks one,
  /// else the command itself runs. Returns the action picked, if any.
  private static func subcommandWords(
    of remaining: inout ArraySlice<String>, command: inout any Command.Type, path: inout [String]
  ) throws(UsageError) -> CommandConfiguration? {
    var action: CommandConfiguration?
    while action == nil, let next = remaining.first, !next.hasPrefix("-") {
      let configuration = command.configuration
      if configuration.subcommands.isEmpty && configuration.actions.isEmpty { break }
      if let sub = configuration.subcommands.first(where: { $0.configuration.isNamed(next) }) {
        command = sub
        path.append(sub.configuration.name)
      } else if let row = configuration.actions.first(where: { $0.isNamed(next) }) {
        action = row
        path.append(row.name)
      } else {
        // A command that takes arguments of its own reads the word as one of them.
        if !configuration.arguments.isEmpty { break }
        let names =
          configuration.subcommands.map { $0.configuration.name }
          + configuration.actions.map(\.name)
        let message =
          Spelling.suggestion(for: next, among: names).map { localized("did you mean \($0)?") }
          ?? localized("actions: \(names.joined(separator: ", "))")
        throw UsageError(
          message: localized("unknown action \"\(next)\" (\(message))"),
          command: path.joined(separator: " "))
      }
      remaining = remaining.dropFirst()
    }
    return action
  }

  /// Reads the command's options and arguments: the command to run, or its help.
  private static func request(
    reading remaining: inout ArraySlice<String>, for configuration: CommandConfiguration,
    action: String?, words: String
  ) throws(UsageError) -> Request {
    var invocation = Invocation(action: action)
    var optionsEnded = false
    while let argument = remaining.popFirst() {
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        invocation.arguments.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        return .help(command: words)
      }
      try readOption(argument, from: &remaining, for: configuration, into: &invocation, words)
    }
    try checkArgumentCount(of: invocation, for: configuration, words)
    return .run(command: words, invocation)
  }

  /// Reads one option, `--name`, `--name value` or `--name=value`, into the invocation.
  private static func readOption(
    _ argument: String, from remaining: inout ArraySlice<String>,
    for configuration: CommandConfiguration, into invocation: inout Invocation, _ words: String
  ) throws(UsageError) {
    let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(parts[0])
    guard let option = configuration.options.first(where: { $0.name == name }) else {
      throw UsageError(
        message: words.isEmpty
          ? localized("unknown option \(name)")
          : localized("unknown option \(name) for \(words)"),
        command: words)
    }
    guard !invocation.has(name) else {
      throw UsageError(message: localized("\(name) is given twice"), command: words)
    }
    switch option {
    case .value(let valued):
      let value: String
      if parts.count == 2 {
        value = String(parts[1])
      } else if let next = remaining.popFirst() {
        value = next
      } else {
        throw UsageError(
          message: localized("\(name) needs a value: \(name) \(valued.valueName)"), command: words
        )
      }
      guard !value.isEmpty else {
        throw UsageError(
          message: localized("\(name) needs a non-empty \(valued.valueName)"), command: words)
      }
      invocation.set(valued, to: value)
    case .flag(let flag):
      guard parts.count == 1 else {
        throw UsageError(message: localized("\(name) takes no value"), command: words)
      }
      invocation.set(flag)
    }
  }

  /// Checks that the command has the arguments it needs, and no more than it takes.
  private static func checkArgumentCount(
    of invocation: Invocation, for configuration: CommandConfiguration, _ words: String
  ) throws(UsageError) {
    let required = configuration.arguments.filter { !$0.isOptional }
    if invocation.arguments.count < required.count {
      let missing = required[invocation.arguments.count...].map { "<\($0.name)>" }
      throw UsageError(
        message: localized(
          "\(words.isEmpty ? "stepwise" : words) needs \(missing.joined(separator: localized(" and ")))"
        ),
        command: words)
    }
    if invocation.arguments.count > configuration.arguments.count,
      configuration.arguments.last?.isVariadic != true
    {
      let extra = invocation.arguments[configuration.arguments.count]
      throw UsageError(message: localized("unexpected argument \"\(extra)\""), command: words)
    }
  }

  /// The command that runs for a command's words ("" for the default command).
  package static func command(_ words: String, in commands: [any Command.Type])
    -> (any Command.Type)?
  {
    guard !words.isEmpty else { return commands.first { $0.configuration.name.isEmpty } }
    var level = commands
    var found: (any Command.Type)?
    for word in words.split(separator: " ").map(String.init) {
      // An action is the last word, and its command runs it.
      if let found, found.configuration.actions.contains(where: { $0.isNamed(word) }) {
        return found
      }
      guard let named = level.first(where: { $0.configuration.isNamed(word) }) else {
        return nil
      }
      found = named
      level = named.configuration.subcommands
    }
    return found
  }

  /// The configuration the words name: a command's, or an action's row.
  package static func configuration(_ words: String, in commands: [any Command.Type])
    -> CommandConfiguration?
  {
    guard let command = command(words, in: commands) else { return nil }
    let last = words.split(separator: " ").last.map(String.init) ?? ""
    return command.configuration.actions.first { $0.isNamed(last) } ?? command.configuration
  }

  /// The message for a word that names no command, suggesting a close one.
  static func unknownCommandMessage(_ word: String, among names: [String]) -> String {
    if let suggestion = Spelling.suggestion(for: word, among: names) {
      return localized("unknown command \"\(word)\" (did you mean \(suggestion)?)")
    }
    return localized("unknown command \"\(word)\"")
  }

  /// The global option that picks the tool's language, which any command takes.
  package static let languageOption = Option(
    "--lang", value: "LANG", "the language to speak: ja (Japanese) or en (English)")

  /// The language `--lang` asks for, if given (before a lone `--`), and the arguments
  /// without it.
  package static func language(in arguments: [String]) throws(UsageError) -> (
    Language?, [String]
  ) {
    var language: Language?
    var rest: [String] = []
    var remaining = arguments[...]
    let name = languageOption.name
    while let argument = remaining.popFirst() {
      if argument == "--" {
        rest.append(argument)
        rest += remaining
        break
      }
      let value: String?
      if argument == name {
        value = remaining.popFirst()
      } else if argument.hasPrefix(name + "=") {
        value = String(argument.dropFirst(name.count + 1))
      } else {
        rest.append(argument)
        continue
      }
      guard language == nil else {
        throw UsageError(message: localized("\(name) is given twice"), command: "")
      }
      guard let value, let chosen = Language(code: value) else {
        throw UsageError(
          message: localized("\(name) takes ja or en, not \"\(value ?? "")\""), command: "")
      }
      language = chosen
    }
    return (language, rest)
  }
}
