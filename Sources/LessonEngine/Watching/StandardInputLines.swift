// Standard input read line by line with a time limit, for watch mode.

import CommandLineKit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input, read with `poll(2)` so that a wait can end after a timeout.
///
/// Standard input that is not a terminal and has ended (a pipe, `/dev/null`) just gives
/// nothing from then on: the watcher keeps watching files until it is stopped.
package final class StandardInputLines: LineSource {
  /// Bytes read but not yet handed out as a line.
  private var buffer: [UInt8] = []
  /// Whether standard input has ended.
  private var reachedEnd = false
  /// Whether standard input is a terminal, where its end means the learner pressed Control-D.
  private let isTerminal = isatty(STDIN_FILENO) == 1

  /// Standard input, from where it is now.
  package init() {}

  /// Hands out a buffered line, or waits for more input until the line is whole or the
  /// time is up.
  package func nextLine(waitingAtMost timeout: TimeInterval) -> TypedLine {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return .line(line.hasSuffix("\r") ? String(line.dropLast()) : line)
      }
      if reachedEnd {
        if !buffer.isEmpty {
          defer { buffer.removeAll() }
          return .line(String(decoding: buffer, as: UTF8.self))
        }
        if isTerminal { return .ended }
        Thread.sleep(forTimeInterval: max(0, deadline.timeIntervalSinceNow))
        return .nothing
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { return .nothing }
      var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, Int32(remaining * 1000)) > 0 else { return .nothing }
      var chunk = [UInt8](repeating: 0, count: 1024)
      let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count <= 0 {
        reachedEnd = true
      } else {
        buffer += chunk[..<count]
      }
    }
  }
}
