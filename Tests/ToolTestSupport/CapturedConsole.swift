// A console for in-process runs of the tool: typed input in, what it writes kept.

import CommandLineKit

/// What one in-process run of the tool did.
public struct ToolRun {
  /// How the tool exited.
  public var exitCode: ExitCode
  /// What it wrote to standard output.
  public var output: String
  /// What it wrote to standard error.
  public var error: String

  /// A run's outcome.
  public init(exitCode: ExitCode, output: String, error: String) {
    self.exitCode = exitCode
    self.output = output
    self.error = error
  }
}

/// A console whose input is a fixed list of lines and whose output is kept.
@MainActor
package final class CapturedConsole {
  private var input: [String]
  /// What was written to standard output.
  package private(set) var output = ""
  /// What was written to standard error.
  package private(set) var error = ""

  /// A console that reads these lines.
  package init(input: String) {
    self.input = input.isEmpty ? [] : input.components(separatedBy: "\n")
    if self.input.last == "" { self.input.removeLast() }
  }

  /// The console the tool writes to.
  package func makeConsole(isTerminal: Bool = false) -> Console {
    Console(
      readLine: { [unowned self] in input.isEmpty ? nil : input.removeFirst() },
      writeOutput: { [unowned self] in output += $0 },
      writeError: { [unowned self] in error += $0 },
      isInputTerminal: isTerminal, isOutputTerminal: isTerminal, isErrorTerminal: isTerminal)
  }
}
