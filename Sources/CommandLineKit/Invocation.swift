// What a command was given on the command line, read through its declared options.

/// The arguments and options a command was given, after parsing.
///
/// Options are read through the constants that declare them (`invocation[.sandbox]`), never
/// by a string.
package struct Invocation: Equatable, Sendable {
  /// The positional arguments, in order.
  package var arguments: [String] = []
  /// The action named after the command, when the command declares its actions as rows.
  package var action: String?
  /// The options given with a value, by name.
  private(set) var values: [String: String] = [:]
  /// The flags given, by name.
  private(set) var flags: Set<String> = []

  /// An invocation with these arguments, option values and flags.
  package init(
    action: String? = nil, arguments: [String] = [], values: [Option: String] = [:],
    flags: Set<Flag> = []
  ) {
    self.action = action
    self.arguments = arguments
    self.values = Dictionary(uniqueKeysWithValues: values.map { ($0.key.name, $0.value) })
    self.flags = Set(flags.map(\.name))
  }

  /// The value given for an option, if any.
  package subscript(option: Option) -> String? {
    values[option.name]
  }

  /// Whether a flag was given.
  package subscript(flag: Flag) -> Bool {
    flags.contains(flag.name)
  }

  /// Whether an option or flag of this name was given already.
  func has(_ name: String) -> Bool {
    values[name] != nil || flags.contains(name)
  }

  mutating func set(_ option: Option, to value: String) {
    values[option.name] = value
  }

  mutating func set(_ flag: Flag) {
    flags.insert(flag.name)
  }
}
