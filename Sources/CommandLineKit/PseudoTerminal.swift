// A pseudo-terminal opened by a test or a benchmark, to run a program as if a person typed.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair, opened with `openpty`: the program gets the terminal side as its standard input,
/// output and error (so `isatty` says yes), and the test types and reads on the other side.
///
/// The terminal driver behaves as for a person: it echoes what is typed and turns each
/// line break the program writes into `\r\n`.
package final class PseudoTerminal {
  /// Why the pseudo-terminal could not be opened.
  package struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    package var description: String
  }

  /// The side the test reads and writes.
  package let controller: Int32
  /// The side the program uses as its terminal.
  package private(set) var terminal: Int32

  /// Opens a new pseudo-terminal pair.
  package init() throws {
    var controller: Int32 = -1
    var terminal: Int32 = -1
    guard openpty(&controller, &terminal, nil, nil, nil) == 0 else {
      throw Failure(description: "openpty failed: errno \(errno)")
    }
    self.controller = controller
    self.terminal = terminal
  }

  deinit {
    closeTerminalSide()
    close(controller)
  }

  /// Starts a program at this terminal, as its standard input, output and error, then closes
  /// this side's copy of the terminal (``closeTerminalSide()``).
  package func start(_ process: Process) throws {
    let handle = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    closeTerminalSide()
  }

  /// Closes the test's copy of the terminal side, once the program has its own, so that
  /// reading ends when the program exits.
  package func closeTerminalSide() {
    if terminal >= 0 {
      close(terminal)
      terminal = -1
    }
  }

  /// Types text, as a person at the keyboard.
  package func type(_ text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(
          controller, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
        if written <= 0 { break }
        offset += written
      }
    }
  }

  /// Reads what the program shows until `isComplete` says the text so far is enough, the
  /// program closes the terminal, or `timeout` seconds pass.
  package func read(timeout: TimeInterval = 10, until isComplete: (String) -> Bool = { _ in false })
    -> String
  {
    var bytes: [UInt8] = []
    let deadline = Date().addingTimeInterval(timeout)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while Date() < deadline {
      var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      let remaining = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
      guard poll(&descriptor, 1, min(remaining, 200)) > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { systemRead(controller, $0.baseAddress, $0.count) }
      guard count > 0 else { break }  // EIO: the program closed the terminal
      bytes += buffer[0..<count]
      if isComplete(String(decoding: bytes, as: UTF8.self)) { break }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// The system's `read`, under a name that does not clash with `PseudoTerminal.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
