// A terminal's input taken key by key, and put back as it was.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal's input taken key by key: no line buffering and no echo (the program draws
/// what is typed), and, unless signals are kept, no signal keys either. Only the input
/// changes, so a line break written still starts the next line at its left edge.
///
/// ```swift
/// guard let mode = KeyboardMode(STDIN_FILENO) else { return }  // not a terminal
/// defer { mode.restore() }
/// ```
package struct KeyboardMode: Sendable {
  /// The terminal's file descriptor.
  package let input: Int32
  /// The terminal's settings before, put back by ``restore()``.
  package let saved: termios

  /// Takes the terminal's input key by key; nil when `input` is not a terminal.
  /// `keepingSignals` leaves Ctrl-C sending SIGINT (for a program that is stopped by it
  /// while it waits for something else than keys).
  package init?(_ input: Int32, keepingSignals: Bool = false) {
    var original = termios()
    guard tcgetattr(input, &original) == 0 else { return nil }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN | (keepingSignals ? 0 : ISIG))
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(input, TCSADRAIN, &raw) == 0 else { return nil }
    self.input = input
    saved = original
  }

  /// Puts the terminal's settings back as they were.
  package func restore() {
    var saved = saved
    tcsetattr(input, TCSADRAIN, &saved)
  }
}
