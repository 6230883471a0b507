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
  ///
  /// Without `readsAhead`, input is read a byte at a time and nothing past the line
  /// break is taken: a process that starts itself again (an app's `relaunch`) leaves the
  /// rest of piped input for the new process to read.
  package static func standard(readsAhead: Bool = true) -> Console {
    let write: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
    let isTerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    return Console(
      readLine: readsAhead ? { Swift.readLine(strippingNewline: true) } : readLineByBytes,
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

  /// Reads one line from standard input a byte at a time, taking nothing after its line
  /// break (a `\r` before it goes too, as `Swift.readLine` does); nil at the end of input.
  /// Bytes that are not UTF-8 become U+FFFD.
  private static func readLineByBytes() -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = read(STDIN_FILENO, &byte, 1)
      if count < 0, errno == EINTR { continue }
      guard count == 1 else { break }
      if byte == UInt8(ascii: "\n") {
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
      }
      bytes.append(byte)
    }
    return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
  }
}
