// Work the system does for an app on a queue of its own, such as answering a permission
// question, kept track of so that the simulated user waits for it as a real one would.

import Dispatch

extension UIKitRuntime {
  /// The system's work for apps that has not finished yet.
  private nonisolated static let backgroundWork = DispatchGroup()

  /// Runs a completion handler of the system's on a background queue, as iOS calls the
  /// handlers of permission questions and of the notification centre: never on the main
  /// thread, and never before the method that takes it has returned.
  package nonisolated static func runInBackground(_ work: @escaping @Sendable () -> Void) {
    backgroundWork.enter()
    DispatchQueue.global().async {
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
