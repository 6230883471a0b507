// The options a command declares: a flag such as `--fresh`, or one taking a value.

/// A flag: an option that is given or not, such as `--fresh`.
///
/// Commands declare their flags as constants and read them through the constant, so a
/// misspelt flag is a compile error, not an option silently never set:
///
/// ```swift
/// extension Flag { static let fresh = Flag("--fresh", "empty the sandbox first") }
/// let isFresh = invocation[.fresh]
/// ```
package struct Flag: Hashable, Sendable {
  /// The flag with its dashes.
  package let name: String
  /// What it does, for the help (may span lines).
  package let summary: String

  /// A flag and what it does.
  package init(_ name: String, _ summary: String) {
    self.name = name
    self.summary = summary
  }
}

/// An option that takes a value, such as `--sandbox DIR`.
package struct Option: Hashable, Sendable {
  /// The option with its dashes.
  package let name: String
  /// What the value is called in the help, such as `DIR`.
  package let valueName: String
  /// What it does, for the help (may span lines).
  package let summary: String

  /// An option, the name of its value, and what it does.
  package init(_ name: String, value valueName: String, _ summary: String) {
    self.name = name
    self.valueName = valueName
    self.summary = summary
  }
}

/// A flag or an option, as a command's table of options lists it.
package enum OptionSpec: Sendable {
  case flag(Flag)
  case value(Option)

  /// The option with its dashes.
  package var name: String {
    switch self {
    case .flag(let flag): flag.name
    case .value(let option): option.name
    }
  }

  /// What it does.
  package var summary: String {
    switch self {
    case .flag(let flag): flag.summary
    case .value(let option): option.summary
    }
  }

  /// The option as a usage line writes it: `--sandbox DIR` or `--fresh`.
  package var usage: String {
    switch self {
    case .flag(let flag): flag.name
    case .value(let option): "\(option.name) \(option.valueName)"
    }
  }
}
