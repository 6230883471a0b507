// A request handed from a connection's thread to the site, and the way its answer comes back.

import Foundation

/// A request waiting for the site's answer.
///
/// The connection's thread waits (at most the answer time of ``HTTPLimits``) while the
/// site, on the main actor, reads ``request`` and calls ``respond(_:)``.
package struct Exchange: Sendable {
  /// What the client asked.
  package let request: HTTPRequest
  let slot: ResponseSlot

  /// Sends the answer to the waiting connection.
  package func respond(_ response: HTTPResponse) {
    slot.fill(response)
  }
}

/// Where one answer is left for the thread that waits for it.
///
/// `@unchecked Sendable`: ``response`` is only reached while holding ``condition``.
final class ResponseSlot: @unchecked Sendable {
  private let condition = NSCondition()
  private var response: HTTPResponse?

  /// Leaves the answer and wakes the waiting thread.
  func fill(_ response: HTTPResponse) {
    condition.lock()
    self.response = response
    condition.signal()
    condition.unlock()
  }

  /// Waits for the answer until a deadline; nil when none came.
  func wait(until deadline: Date) -> HTTPResponse? {
    condition.lock()
    defer { condition.unlock() }
    while response == nil {
      if !condition.wait(until: deadline) { break }
    }
    return response
  }
}
