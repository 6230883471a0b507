// Sandboxes for fuzzing runs: in memory when the machine offers it, deleted when done.

import Foundation
import HeadlessUIKitCore

/// A fresh sandbox for one fuzzing run, deleted when the last reference goes away.
///
/// Apps save on every change, and every save waits for the disk (an atomic write syncs), so
/// a run of thousands of gestures spends most of its time waiting. When the machine has a
/// folder in memory (`/dev/shm` on Linux) the sandbox goes there; else in the temporary
/// folder, like `AppSandbox.temporary()`.
final class FuzzSandbox: Sendable {
  /// The container.
  let sandbox: AppSandbox

  /// Makes a new, empty container.
  init() throws {
    sandbox = try AppSandbox.inMemory()
  }

  deinit {
    try? sandbox.removeAll()
  }
}
