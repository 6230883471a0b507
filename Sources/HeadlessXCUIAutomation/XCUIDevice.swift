// The simulated device as a UI test works it: its hardware buttons.

import XCTest

/// The device the app runs on, as a UI test works it: its hardware buttons.
///
/// The simulated device has a home button and nothing else a test can press; it has no
/// orientation (the kit has no `UIDeviceOrientation`: every screen is portrait), so
/// Xcode's `orientation` is not here.
public final class XCUIDevice {
  /// The hardware buttons a test can press.
  public enum Button: Int, Sendable {
    /// The home button (on a phone without one, the swipe up from the bottom edge).
    case home = 1
  }

  /// The device the tests run on.
  nonisolated(unsafe) public static let shared = XCUIDevice()

  private init() {}

  /// Presses a hardware button. The home button sends the app on screen to the background,
  /// where it keeps running (its delegate is told it entered the background); the app's
  /// elements are off screen until `activate()` brings it back. With no app on screen,
  /// nothing happens.
  public func press(_ button: Button, file: StaticString = #filePath, line: UInt = #line) {
    let app = XCUIApplication()
    guard app.state == .runningForeground, let running = XCUIApplication.running else { return }
    app.perform("background", failing: "Failed to press the home button", file, line)
    running.isInBackground = true
  }
}
