// Work the system does for an app on a queue of its own, such as answering a permission
// question, kept track of so that the simulated user waits for it as a real one would.

import Dispatch

extension UIKitRuntime {
  /// The system's work for apps that has not finished yet.
  private nonisolated static let backgroundWork = DispatchGroup()

  /// The system's queue for it: one of its own, which gets a thread even when every thread
  /// of the global queues is busy or blocked (a test process running many tests at once),
  /// where work sent to `DispatchQueue.global()` waited past the gesture's wait.
  private nonisolated static let systemQueue = DispatchQueue(label: "HeadlessUIKit.system")

  /// Runs a completion handler of the system's on a background queue, as iOS calls the
  /// handlers of permission questions and of the notification centre: never on the main
  /// thread, and never before the method that takes it has returned.
  package nonisolated static func runInBackground(_ work: @escaping @Sendable () -> Void) {
    backgroundWork.enter()
    systemQueue.async {
      work()
      backgroundWork.leave()
    }
  }

  /// Waits until the handlers given to ``runInBackground(_:)`` have returned, or `timeout`
  /// seconds have passed (a handler that waits for the main queue, with `DispatchQueue.main
  /// .sync`, cannot return while the caller holds it); true when they all returned.
  @discardableResult
  package nonisolated static func waitForBackgroundWork(timeout: Double = 5) -> Bool {
    backgroundWork.wait(timeout: .now() + timeout) == .success
  }
}
