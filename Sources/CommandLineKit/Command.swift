// A command of the tool, declared as a type: its row of the command table and its run.

/// A command of `stepwise`, such as `run` or `exercises hint`.
///
/// A command declares what it takes in ``configuration`` (its arguments, its options as
/// ``Flag`` and ``Option`` constants, its help and its subcommands), reads what it was given
/// into typed properties in ``init(_:)``, and does its work in ``run(_:)``:
///
/// ```swift
/// struct ListCommand: Command {
///   static let configuration = CommandConfiguration(
///     name: "list", summary: "list the apps", discussion: "…")
///   init(_ invocation: Invocation) {}
///   func run(_ context: ToolContext) -> ExitCode { … }
/// }
/// ```
@MainActor
package protocol Command {
  /// The command's name, arguments, options, help and subcommands.
  static var configuration: CommandConfiguration { get }

  /// Reads what the command was given; the parser has already checked the arguments'
  /// count and the options' names.
  init(_ invocation: Invocation) throws(UsageError)

  /// Does the command's work.
  func run(_ context: ToolContext) -> ExitCode
}

/// What a command takes and what its help says.
@MainActor
package struct CommandConfiguration {
  /// A positional argument.
  package struct Argument: Sendable {
    /// The name the usage line shows, such as `app`.
    package let name: String
    /// Whether it may be left out.
    package let isOptional: Bool
    /// Whether it takes the rest of the words (the last argument only): `help exercises hint`.
    package let isVariadic: Bool

    /// An argument, required unless `optional`; `variadic` for one that takes the rest.
    package init(_ name: String, optional: Bool = false, variadic: Bool = false) {
      self.name = name
      self.isOptional = optional
      self.isVariadic = variadic
    }
  }

  /// The word that selects it; empty for what its parent does with no word.
  package let name: String
  /// Other words that select it, such as `learn` for `exercises`.
  package let aliases: [String]
  /// The positional arguments, in order.
  package let arguments: [Argument]
  /// The flags and options.
  package let options: [OptionSpec]
  /// One line for the command list.
  package let summary: String
  /// The rest of its help text.
  package let discussion: String
  /// The commands one word further, such as `exercises hint`; the command itself runs
  /// when no subcommand's word follows.
  package let subcommands: [any Command.Type]
  /// Actions written as rows rather than types: the command itself runs them, reading
  /// ``Invocation/action`` (the lesson commands of both courses).
  package let actions: [CommandConfiguration]

  /// Describes a command.
  package init(
    name: String, aliases: [String] = [], arguments: [Argument] = [],
    options: [OptionSpec] = [], summary: String, discussion: String,
    subcommands: [any Command.Type] = [], actions: [CommandConfiguration] = []
  ) {
    self.name = name
    self.aliases = aliases
    self.arguments = arguments
    self.options = options
    self.summary = summary
    self.discussion = discussion
    self.subcommands = subcommands
    self.actions = actions
  }

  /// Whether a word selects this command.
  package func isNamed(_ word: String) -> Bool {
    !name.isEmpty && (name == word || aliases.contains(word))
  }

  /// The arguments as the usage line writes them: `<app> [<file>]`.
  package var argumentsUsage: String {
    arguments.map { argument in
      let name = "<\(argument.name)>" + (argument.isVariadic ? "…" : "")
      return argument.isOptional ? "[\(name)]" : name
    }.joined(separator: " ")
  }

  /// The usage line after a path of command words:
  /// `stepwise run <app> [--sandbox DIR] [--fresh]`.
  package func usage(path: [String]) -> String {
    let words =
      ["stepwise"] + path.filter { !$0.isEmpty } + [argumentsUsage].filter { !$0.isEmpty }
      + options.map { "[\($0.usage)]" }
    return words.joined(separator: " ")
  }
}

/// Why a command, once its line is read, does not go on: its usage error, as
/// `ToolContext.usageError` prints it, from a step of the command's `run`.
package struct CommandRefusal: Error, Equatable, Sendable, CustomStringConvertible {
  package var description: String

  package init(_ description: String) {
    self.description = description
  }
}

/// A mistake on the command line, with the command it concerns (its words, "" for none).
package struct UsageError: Error, Equatable, Sendable {
  /// What is wrong.
  package var message: String
  /// The words of the command it concerns, such as `exercises go`.
  package var command: String

  /// A mistake about a command.
  package init(message: String, command: String) {
    self.message = message
    self.command = command
  }
}
