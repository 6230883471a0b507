// Where the tool reads commands and writes what it shows: the terminal, or strings in tests.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The tool's input and output.
///
/// ``standard()`` is the process's standard input, output and error; tests build one from
/// closures to capture what the tool writes.
@MainActor
package final class Console {
  /// Reads one line of input without its line break; nil at the end of input.
  package let readLine: () -> String?
  /// Writes to standard output.
  package let writeOutput: (String) -> Void
  /// Writes to standard error.
  package let writeError: (String) -> Void
  /// Whether input comes from a terminal (a person typing) rather than a pipe or file.
  package let isInputTerminal: Bool
  /// Whether standard output is a terminal.
  package let isOutputTerminal: Bool
  /// Whether standard error is a terminal.
  package let isErrorTerminal: Bool

  package init(
    readLine: @escaping () -> String?,
    writeOutput: @escaping (String) -> Void,
    writeError: @escaping (String) -> Void,
    isInputTerminal: Bool = false,
    isOutputTerminal: Bool = false,
    isErrorTerminal: Bool = false,
    lineEditor: LineEditor? = nil
  ) {
    self.readLine = readLine
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.isInputTerminal = isInputTerminal
    self.isOutputTerminal = isOutputTerminal
    self.isErrorTerminal = isErrorTerminal
    self.lineEditor = lineEditor
  }

  /// Line editing, history and completion, when a person types at a terminal; nil when the
  /// input is piped, so scripts and tests read plain lines.
  package let lineEditor: LineEditor?

  /// The process's standard input, output and error, written unbuffered so that a prompt
  /// shows before the tool waits for input.
  package static func standard() -> Console {
    let write: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
    let isTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    return Console(
      readLine: { Swift.readLine(strippingNewline: true) },
      writeOutput: write,
      writeError: { FileHandle.standardError.write(Data($0.utf8)) },
      isInputTerminal: isatty(STDIN_FILENO) == 1,
      isOutputTerminal: isatty(STDOUT_FILENO) == 1,
      isErrorTerminal: isatty(STDERR_FILENO) == 1,
      lineEditor: isTerminal ? LineEditor(input: STDIN_FILENO, write: write) : nil)
  }

  /// Writes a line to standard output.
  package func print(_ text: String = "") {
    writeOutput(text + "\n")
  }

  /// Writes a line to standard error.
  package func printError(_ text: String) {
    writeError(text + "\n")
  }
}
