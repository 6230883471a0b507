// One subcommand of `stepwise` as a row of the command table: its arguments, options and help.

/// A subcommand: what it takes, what the help says, and the function that runs it.
struct ToolCommand: Sendable {
  /// A positional argument.
  struct Argument: Sendable {
    /// The name the usage line shows, such as `app`.
    let name: String
    /// Whether it may be left out.
    let isOptional: Bool

    init(_ name: String, optional: Bool = false) {
      self.name = name
      self.isOptional = optional
    }
  }

  /// An option: a flag such as `--fresh`, or one taking a value such as `--sandbox DIR`.
  struct Option: Sendable {
    /// The option with its dashes.
    let name: String
    /// What the value is called, or nil for a flag.
    let valueName: String?
    /// What the option does, for the help (may span lines).
    let summary: String

    init(_ name: String, value valueName: String? = nil, _ summary: String) {
      self.name = name
      self.valueName = valueName
      self.summary = summary
    }

    /// The option as the usage line writes it: `--sandbox DIR`.
    var usage: String { valueName.map { "\(name) \($0)" } ?? name }
  }

  /// The word that selects it; empty for what `stepwise` does with no command.
  let name: String
  /// The positional arguments, in order.
  let arguments: [Argument]
  /// The options.
  let options: [Option]
  /// One line for the command list.
  let summary: String
  /// The rest of its help text.
  let discussion: String
  /// Runs the command.
  let run: @MainActor @Sendable (Invocation, ToolContext) -> ExitCode

  /// The usage line: `stepwise run <app> [--sandbox DIR] [--fresh]`.
  var usage: String {
    let words =
      ["stepwise", name].filter { !$0.isEmpty }
      + arguments.map { $0.isOptional ? "[<\($0.name)>]" : "<\($0.name)>" }
      + options.map { "[\($0.usage)]" }
    return words.joined(separator: " ")
  }
}

/// The arguments a command was given, after parsing.
struct Invocation: Equatable, Sendable {
  /// The positional arguments, in order.
  var arguments: [String] = []
  /// The options given with a value, by name (with dashes).
  var values: [String: String] = [:]
  /// The flags given, by name (with dashes).
  var flags: Set<String> = []

  /// The value of an option, if given.
  func value(_ name: String) -> String? { values[name] }

  /// Whether a flag was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }
}
