// Lines the learner types while the watcher is also waiting for files to be saved.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What waiting for a typed line gave.
enum TypedLine: Equatable, Sendable {
  /// A whole line, without its line break.
  case line(String)
  /// Nothing within the time given.
  case nothing
  /// The input ended (Control-D on a terminal).
  case ended
}

/// Where watch mode reads commands from without blocking: it waits a little for a line,
/// then looks at the files again.
protocol LineSource: AnyObject {
  /// Waits at most `timeout` seconds for a whole line.
  func nextLine(waitingAtMost timeout: TimeInterval) -> TypedLine
}

/// Standard input, read with `poll(2)` so that a wait can end after a timeout.
///
/// Standard input that is not a terminal and has ended (a pipe, `/dev/null`) just gives
/// nothing from then on: the watcher keeps watching files until it is stopped.
final class StandardInputLines: LineSource {
  private var buffer: [UInt8] = []
  private var reachedEnd = false
  private let isTerminal = isatty(STDIN_FILENO) == 1

  func nextLine(waitingAtMost timeout: TimeInterval) -> TypedLine {
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
