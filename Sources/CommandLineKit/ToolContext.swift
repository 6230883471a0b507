// Everything a command needs from outside: input and output, and the environment.

import StepwiseBasics

/// What a command runs with.
@MainActor
package struct ToolContext {
  /// Where it reads and writes.
  package let console: Console
  /// The process's environment.
  package let environment: ToolEnvironment
  /// The words of the command that runs (`exercises go`), for its usage errors.
  package var commandWords = ""
  /// The usage line of the command that runs, for its usage errors.
  package var usage: String?

  /// A context for the tool's commands.
  package init(console: Console, environment: ToolEnvironment) {
    self.console = console
    self.environment = environment
  }

  /// How the reader types this tool: `stepwise`, or `swift run stepwise` before it is
  /// installed.
  package var commandName: String { environment.commandName }

  /// Colour for standard output.
  package var style: TextStyle {
    TextStyle(isTerminal: console.isOutputTerminal, environment: environment.variables)
  }

  /// Colour for standard error.
  package var errorStyle: TextStyle {
    TextStyle(isTerminal: console.isErrorTerminal, environment: environment.variables)
  }

  /// Reports a usage error of the running command on standard error, with its usage line,
  /// and returns the exit code for it.
  package func usageError(_ message: String) -> ExitCode {
    console.printError(errorStyle.red("stepwise: \(message)"))
    if let usage, !commandWords.isEmpty {
      console.printError(localized("Usage: \(usage)"))
      console.printError(localized("See \(commandName) help \(commandWords)."))
    } else {
      console.printError(localized("See \(commandName) --help."))
    }
    return .usageError
  }

  /// Reports a failure (not a usage error) on standard error and returns its exit code.
  package func failure(_ message: String) -> ExitCode {
    console.printError(errorStyle.red("stepwise: \(message)"))
    return .failure
  }
}
