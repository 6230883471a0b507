// UI interruption monitors: what a test does about an alert that blocks its next gesture.

import Foundation

/// A handler the test added for interruptions, with its description.
final class InterruptionMonitor: NSObject {
  let handlerDescription: String
  let handler: (XCUIElement) -> Bool

  init(handlerDescription: String, handler: @escaping (XCUIElement) -> Bool) {
    self.handlerDescription = handlerDescription
    self.handler = handler
  }
}

extension XCTestCase {
  /// Adds a handler for an interruption — an alert the test did not expect that blocks the
  /// element a gesture of the test is for — and returns the token that removes it.
  ///
  /// When the element a tap is for is covered by an alert, the monitors are called with the
  /// alert, newest first, until one returns true (it handled the alert, say by tapping one
  /// of its buttons); then the tap goes ahead. They are not called for an alert the tap is
  /// for, nor when nothing blocks it. A test's monitors end with it. (Xcode tries them for
  /// every interaction; the simulated device, for taps, double taps and presses.)
  ///
  /// On the simulated device the interruptions are the app's own alerts and action sheets
  /// (the kit shows no system alerts yet: the permission to notify is answered without one).
  @discardableResult
  public func addUIInterruptionMonitor(
    withDescription handlerDescription: String, handler: @escaping (XCUIElement) -> Bool
  ) -> any NSObjectProtocol {
    let monitor = InterruptionMonitor(handlerDescription: handlerDescription, handler: handler)
    interruptionMonitors.append(monitor)
    return monitor
  }

  /// Removes the handler the token stands for, as
  /// ``addUIInterruptionMonitor(withDescription:handler:)`` returned it.
  public func removeUIInterruptionMonitor(_ monitor: any NSObjectProtocol) {
    interruptionMonitors.removeAll { $0 === monitor }
  }

  /// Calls the monitors with the alert, newest first, until one handles it; whether one did.
  func handleInterruption(_ alert: XCUIElement) -> Bool {
    for monitor in interruptionMonitors.reversed() {
      print("    t = Handle interruption: \(monitor.handlerDescription)")
      if monitor.handler(alert) { return true }
    }
    return false
  }
}

extension XCUIElement {
  /// When an alert covers the element (the element is not in the alert's window), lets the
  /// current test's interruption monitors handle it; the element's match after that.
  func handlingInterruption(of match: TreeMatch) -> TreeMatch? {
    guard let tree = application.currentTree(), let test = XCTestCase.current,
      let window = tree.children.indices.dropFirst().last,
      tree.children[window].children.contains(where: { $0.kind == .alert || $0.kind == .sheet }),
      match.path.first != window
    else { return match }
    let kind: ElementType = tree.children[window].children[0].kind == .sheet ? .sheet : .alert
    let alert = application.descendants(matching: kind).firstMatch
    guard test.handleInterruption(alert) else { return match }
    guard case .success(let current) = snapshot() else { return nil }
    return current
  }
}
