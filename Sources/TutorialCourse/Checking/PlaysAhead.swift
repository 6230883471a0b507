// Playing the next steps' scripts while the current one is judged: one app per core.

import Foundation
import ViewHarness

/// Plays scripts a few at a time, in their order, ahead of the one asked for: while a check
/// waits for one step's verdict, the machine's other cores already play the next steps'.
///
///     let ahead = PlaysAhead(count: steps.count, width: 2) { index in
///       try CheckPackageTester.play(script: scripts[index], …)
///     }
///     defer { ahead.finish() }
///     let first = ahead.verdict(at: 0)
///
/// No more than `width` apps run at once, and none starts more than `width - 1` places beyond
/// the one last asked for, so a check that stops at its first failure leaves little played
/// for nothing. Each script plays in a sandbox of its own, so the order they end in changes
/// nothing. ``finish()`` waits for those still playing: no app outlives its check.
final class PlaysAhead: @unchecked Sendable {
  /// What one play gives: its verdict, or why it could not start.
  typealias Outcome = Result<JudgedPlay.Verdict, any Error>

  private let condition = NSCondition()
  private let play: @Sendable (Int) throws -> JudgedPlay.Verdict
  private let width: Int
  private var outcomes: [Outcome?]
  private var started = 0
  private var running = 0

  /// Plays `count` scripts, `play(index)` each, at most `width` at once (at least one).
  init(count: Int, width: Int, play: @escaping @Sendable (Int) throws -> JudgedPlay.Verdict) {
    self.play = play
    self.width = max(1, width)
    outcomes = Array(repeating: nil, count: count)
    condition.lock()
    startLocked(through: self.width - 1)
    condition.unlock()
  }

  /// As many at once as the machine has cores.
  static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// The outcome of the script at `index`, once played; the ones after it start meanwhile.
  func verdict(at index: Int) -> Outcome {
    condition.lock()
    defer { condition.unlock() }
    while true {
      startLocked(through: index + width - 1)
      if let outcome = outcomes[index] { return outcome }
      condition.wait()
    }
  }

  /// Waits for every play that has started to end; starts no more.
  func finish() {
    condition.lock()
    defer { condition.unlock() }
    started = outcomes.count
    while running > 0 { condition.wait() }
  }

  /// Starts the plays up to `last`, within the width. The lock is held.
  private func startLocked(through last: Int) {
    while started < outcomes.count, started <= last, running < width {
      let index = started
      started += 1
      running += 1
      Thread.detachNewThread { [self] in
        let outcome = Outcome { try play(index) }
        condition.lock()
        outcomes[index] = outcome
        running -= 1
        condition.broadcast()
        condition.unlock()
      }
    }
  }
}
