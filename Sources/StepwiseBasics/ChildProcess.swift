// A child program's output read line by line as it comes, and a start that waits out a busy file.

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starting a child program.
package enum ProcessLauncher {
  /// Runs a process, trying again for a moment while the system says its file is busy
  /// (ETXTBSY): a program just written, by the linker or a test, can still be open for
  /// writing in a child another thread of this process forked meanwhile.
  package static func run(_ process: Process) throws {
    var attempts = 0
    while true {
      do {
        return try process.run()
      } catch let error as NSError {
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        let busy = [error, underlying].contains {
          $0?.domain == NSPOSIXErrorDomain && $0?.code == Int(ETXTBSY)
        }
        attempts += 1
        guard busy, attempts < 40 else { throw error }
        usleep(50_000)
      }
    }
  }
}

/// The lines a program writes, read as they come, with a deadline.
///
/// A line longer than ``maximumLineLength`` bytes comes in pieces of that length, so that a
/// program that prints without line breaks cannot make the reader hold all of it at once.
package final class ProgramLines: @unchecked Sendable {
  /// The longest line handed out, in bytes.
  package static let maximumLineLength = 1 << 20

  private let condition = NSCondition()
  private var buffer = Data()
  private var ended = false

  /// The program's output, read until it ends.
  private let handle: FileHandle

  /// Reads `handle` on a thread of its own, with plain blocking reads, so that its end is
  /// seen only after every byte before it (a readability handler may run its calls out of
  /// order, and lose the last words of a program that ends without a line break).
  package init(_ handle: FileHandle) {
    self.handle = handle
    let descriptor = handle.fileDescriptor
    Thread.detachNewThread { [self] in
      var chunk = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        condition.lock()
        if count > 0 {
          buffer.append(contentsOf: chunk[0..<count])
        } else {
          ended = true
        }
        condition.broadcast()
        condition.unlock()
        if count <= 0 { return }
      }
    }
  }

  /// Whether the program closed its output.
  package var hasEnded: Bool {
    condition.lock()
    defer { condition.unlock() }
    return ended
  }

  /// The next whole line (or piece of an overlong one, or the last line when the program
  /// ended without a line break), or nil when the program ended or the deadline passed first.
  package func next(before deadline: Date) -> String? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      let searched = buffer.prefix(Self.maximumLineLength)
      if let end = searched.firstIndex(of: 0x0A) {
        let line = String(decoding: buffer[buffer.startIndex..<end], as: UTF8.self)
        buffer.removeSubrange(buffer.startIndex...end)
        return line
      }
      if buffer.count >= Self.maximumLineLength || (ended && !buffer.isEmpty) {
        let piece = buffer.prefix(Self.maximumLineLength)
        buffer.removeFirst(piece.count)
        return String(decoding: piece, as: UTF8.self)
      }
      if ended || !condition.wait(until: deadline) { return nil }
    }
  }
}
