// The learner's terminal in watch mode, read key by key: a line can be edited, and Tab
// completes the commands and the lessons' names.

import CommandLineKit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines typed at a terminal while the watcher also waits for saves: keys are read as they
/// come (with `poll(2)`, so a wait ends after its timeout), edited as at a shell prompt,
/// with the arrow keys, the history of this session's lines and Tab completion.
///
/// Control-C still stops the tool (the terminal keeps its signal keys), and Control-D on an
/// empty line ends the input. ``finish()`` puts the terminal back, as does Control-C.
package final class TerminalLines: LineSource {
  private let keyboard: KeyboardMode
  private let write: (String) -> Void
  private let complete: (String) -> [String]
  private var session = LineSession()
  /// Bytes read but not yet taken as keys (those after a line's end, for the next line).
  private var unread: [UInt8] = []
  private var isFinished = false

  /// The terminal on `input`, its echo drawn with `write` and Tab's candidates given by
  /// `complete` (whole lines that could follow what is typed); nil when `input` is not a
  /// terminal.
  package init?(
    input: Int32 = STDIN_FILENO, write: @escaping (String) -> Void,
    complete: @escaping (String) -> [String]
  ) {
    guard let keyboard = KeyboardMode(input, keepingSignals: true) else { return nil }
    self.keyboard = keyboard
    self.write = write
    self.complete = complete
    ChildProcesses.keyboardTaken(keyboard)
  }

  deinit {
    finish()
  }

  /// Puts the terminal back as it was.
  package func finish() {
    guard !isFinished else { return }
    isFinished = true
    keyboard.restore()
    ChildProcesses.keyboardRestored()
  }

  /// Takes the keys typed so far and waits for more until a line is entered or the time is
  /// up.
  package func nextLine(waitingAtMost timeout: TimeInterval) -> TypedLine {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let fed = session.feed(&unread, complete: complete)
      if !fed.drawing.isEmpty { write(fed.drawing) }
      switch fed.entered {
      case .line(let line): return .line(line)
      case .end: return .ended
      case nil: break
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { return .nothing }
      var descriptor = pollfd(fd: keyboard.input, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(remaining * 1000))
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { return ready == 0 ? .nothing : .ended }
      var chunk = [UInt8](repeating: 0, count: 1024)
      let count = chunk.withUnsafeMutableBytes { read(keyboard.input, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      // The terminal closed.
      guard count > 0 else { return .ended }
      unread += chunk[..<count]
    }
  }
}
