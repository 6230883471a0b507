// The main queue between gestures: what the app's code put on it runs before the screen is
// read, as iOS's run loop runs it between events.

import Foundation
import HeadlessUIKitCore

extension Device {
  /// Whether each gesture runs what the app's code put on the main queue, in a program whose
  /// main thread drives the device (the app's own program: `--play`, the simulator, the
  /// checks; `stepwise play` and `render`); off where the main queue cannot run between
  /// gestures (a test process, whose main actor is the main queue itself).
  package private(set) static var settlesMainQueue = false

  /// Has every gesture run what the app put on the main queue, in a program whose main thread
  /// drives the device (an app's own program, the `stepwise` tool); does nothing elsewhere.
  package static func settleMainQueueOnThisThread() {
    // A test process's main actor is the main queue: it cannot be run from inside.
    guard Thread.isMainThread, !AppContainer.isTestProcess else { return }
    settlesMainQueue = true
  }

  /// Lets the main queue run what the app's code put on it (a geocoder's or a network reply
  /// handed back with `DispatchQueue.main.async`, then the table reloaded) before the screen
  /// is read: on iOS the run loop runs it between events, and a UI test waits for the app to
  /// be idle before it looks. Only for a program that drives the device from its main
  /// thread, which would otherwise never let the main queue run.
  ///
  /// Each round runs everything queued before it; a block that queues another is run in the
  /// next. Work scheduled for later (`asyncAfter`, timers) is not waited for, as a UI test
  /// does not wait for it either.
  package static func settleMainQueue(rounds: Int = 8) {
    final class Flag: @unchecked Sendable { var raised = false }
    for _ in 0..<rounds {
      let reached = Flag()
      DispatchQueue.main.async { reached.raised = true }
      while !reached.raised { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
    }
  }

  /// Lets what the app put on the main queue run, in a test process, whose main actor is the
  /// main queue itself: a test awaits it after a gesture whose effect comes back through the
  /// main queue (the answer to a permission alert), as a UI test waits for the screen.
  package func settle() async {
    UIKitRuntime.waitForBackgroundWork()
    for _ in 0..<8 { await Task.yield() }
  }
}
