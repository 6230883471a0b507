// Reads the command line against the command table: a command word, then arguments and options.

import ViewHarness

/// Parses `stepwise`'s arguments.
///
/// The first word picks a command from the table (no word, or an option first, picks the
/// default command). Options may come anywhere, as `--name value` or `--name=value`; `--`
/// ends the options; `-h` or `--help` asks for the command's help.
enum ArgumentParser {
  /// What the command line asks for.
  enum Request: Equatable, Sendable {
    /// Run a command.
    case run(command: String, Invocation)
    /// Show the help of a command ("" for the overview).
    case help(command: String)
  }

  /// A mistake on the command line, with the command it concerns ("" for none).
  struct UsageError: Error, Equatable, Sendable {
    var message: String
    var command: String
  }

  /// Reads the arguments (without the program name) against the command table.
  static func parse(_ arguments: [String], commands: [ToolCommand]) throws(UsageError) -> Request {
    var remaining = arguments[...]
    let command: ToolCommand
    if let first = remaining.first, !first.hasPrefix("-") {
      guard let named = commands.first(where: { $0.name == first && !$0.name.isEmpty }) else {
        throw UsageError(message: unknownCommandMessage(first, commands: commands), command: "")
      }
      command = named
      remaining = remaining.dropFirst()
    } else if let first = remaining.first, first == "-h" || first == "--help" {
      return .help(command: "")
    } else if let defaultCommand = commands.first(where: { $0.name.isEmpty }) {
      command = defaultCommand
    } else {
      return .help(command: "")
    }

    var invocation = Invocation()
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
        return .help(command: command.name)
      }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      guard let option = command.options.first(where: { $0.name == name }) else {
        throw UsageError(
          message: "unknown option \(name)\(command.name.isEmpty ? "" : " for \(command.name)")",
          command: command.name)
      }
      guard invocation.values[name] == nil, !invocation.flags.contains(name) else {
        throw UsageError(message: "\(name) is given twice", command: command.name)
      }
      if let valueName = option.valueName {
        let value: String
        if parts.count == 2 {
          value = String(parts[1])
        } else if let next = remaining.popFirst() {
          value = next
        } else {
          throw UsageError(
            message: "\(name) needs a value: \(name) \(valueName)", command: command.name)
        }
        guard !value.isEmpty else {
          throw UsageError(message: "\(name) needs a non-empty \(valueName)", command: command.name)
        }
        invocation.values[name] = value
      } else {
        guard parts.count == 1 else {
          throw UsageError(message: "\(name) takes no value", command: command.name)
        }
        invocation.flags.insert(name)
      }
    }

    let required = command.arguments.filter { !$0.isOptional }
    if invocation.arguments.count < required.count {
      let missing = required[invocation.arguments.count...].map { "<\($0.name)>" }
      throw UsageError(
        message: "\(command.name.isEmpty ? "stepwise" : command.name) needs "
          + missing.joined(separator: " and "),
        command: command.name)
    }
    if invocation.arguments.count > command.arguments.count {
      let extra = invocation.arguments[command.arguments.count]
      throw UsageError(message: "unexpected argument \"\(extra)\"", command: command.name)
    }
    return .run(command: command.name, invocation)
  }

  /// The message for a word that is no command, suggesting a close one.
  static func unknownCommandMessage(_ word: String, commands: [ToolCommand]) -> String {
    let names = commands.map(\.name).filter { !$0.isEmpty }
    let closest = names.min {
      ScriptParser.editDistance(word, $0) < ScriptParser.editDistance(word, $1)
    }
    if let closest, ScriptParser.editDistance(word, closest) <= 2 {
      return "unknown command \"\(word)\" (did you mean \(closest)?)"
    }
    return "unknown command \"\(word)\""
  }
}
