// A value shared between threads, reached only while holding its lock.

import Foundation

/// A value that the server's threads share: every read and write holds the lock.
///
/// It is `@unchecked Sendable` because the compiler cannot see the lock; the rule it keeps
/// is that ``value`` is reached only inside ``withLock(_:)``.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, holding the lock.
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
