// A child's output read as it comes, with a deadline: a test waits for what a server prints
// (its address) without waiting forever for a server that never prints it.

import Foundation

/// What a child process has written to a pipe so far, gathered on Foundation's reading
/// thread.
///
/// ```swift
/// let printed = PipeText(output)
/// let text = try printed.wait(seconds: 600, "the address") { $0.contains("\n") }
/// ```
public final class PipeText: @unchecked Sendable {
  /// Why the wait ended without what it waited for.
  public struct Timeout: Error, CustomStringConvertible {
    /// What was awaited, and what had been printed.
    public var description: String
  }

  private let condition = NSCondition()
  private var data = Data()
  /// Whether every writer has closed the pipe (read and written with the lock held).
  private var ended = false

  /// Starts gathering what the pipe's writers write.
  public init(_ pipe: Pipe) {
    pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let chunk = handle.availableData
      guard let self else { return }
      self.condition.lock()
      if chunk.isEmpty {
        self.ended = true
        handle.readabilityHandler = nil
      } else {
        self.data.append(chunk)
      }
      self.condition.broadcast()
      self.condition.unlock()
    }
  }

  /// Everything written so far.
  public var text: String {
    condition.lock()
    defer { condition.unlock() }
    return String(decoding: data, as: UTF8.self)
  }

  /// Waits until the text written so far satisfies `isComplete`, and returns it; throws when
  /// the writers closed the pipe or `seconds` passed first, with what they had written.
  public func wait(
    seconds: TimeInterval, _ what: String, until isComplete: (String) -> Bool
  ) throws -> String {
    let deadline = Date(timeIntervalSinceNow: seconds)
    condition.lock()
    defer { condition.unlock() }
    while true {
      let text = String(decoding: data, as: UTF8.self)
      if isComplete(text) { return text }
      if ended || !condition.wait(until: deadline) {
        let why = ended ? "the program ended" : "waited \(Int(seconds)) s"
        throw Timeout(description: "\(why) for \(what); it printed:\n\(text)")
      }
    }
  }

  /// Everything the writers wrote, once they have all closed the pipe, or what they wrote
  /// within `seconds`.
  public func whole(seconds: TimeInterval) -> String {
    (try? wait(seconds: seconds, "the end") { _ in ended }) ?? text
  }

  /// The first address (`http://…`) printed on a line of its own or at a line's end, as a
  /// server prints where it listens.
  public func address(seconds: TimeInterval) throws -> URL {
    let text = try wait(seconds: seconds, "the server's address") { text in
      text.range(of: "http://").map { text[$0.lowerBound...].contains("\n") } ?? false
    }
    guard let start = text.range(of: "http://"),
      let end = text[start.lowerBound...].firstIndex(of: "\n"),
      let url = URL(string: String(text[start.lowerBound..<end]))
    else { throw Timeout(description: "no address in what the server printed:\n\(text)") }
    return url
  }
}
