// A value shared between threads, reached only while holding its lock.

import Foundation

/// A value that several threads share: every read and write holds the lock.
///
/// It is `@unchecked Sendable` because the compiler cannot see the lock; the rule it keeps
/// is that the value is reached only inside ``withLock(_:)``.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// A value to share.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, holding the lock.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
