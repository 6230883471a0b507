// Everything a command needs from outside: input and output, environment, and the apps.

/// What a command runs with.
@MainActor
struct ToolContext {
  /// Where it reads and writes.
  let console: Console
  /// The process's environment.
  let environment: ToolEnvironment
  /// The apps it knows.
  let catalog: AppCatalog

  /// Colour for standard output.
  var style: TextStyle {
    TextStyle(isTerminal: console.isOutputTerminal, environment: environment.variables)
  }

  /// Colour for standard error.
  var errorStyle: TextStyle {
    TextStyle(isTerminal: console.isErrorTerminal, environment: environment.variables)
  }

  /// Reports a usage error on standard error and returns the exit code for it.
  func usageError(_ message: String, command: String = "") -> ExitCode {
    let usage = StepwiseCommand.commands.first { $0.name == command }?.usage
    console.printError(errorStyle.red("stepwise: \(message)"))
    if let usage, !command.isEmpty {
      console.printError("Usage: \(usage)")
      console.printError("See stepwise help \(command).")
    } else {
      console.printError("See stepwise --help.")
    }
    return .usageError
  }

  /// Reports a failure (not a usage error) on standard error and returns its exit code.
  func failure(_ message: String) -> ExitCode {
    console.printError(errorStyle.red("stepwise: \(message)"))
    return .failure
  }
}
