// What the UI tests share: the app they launch, a fresh container, failures caught.

import Foundation

@testable import HeadlessXCUIAutomation

/// A UI test of one of the package's apps, launched as its own program, with the failures
/// the API reports caught for the tests that expect them.
class UITestCase: XCTestCase {
  /// The executable the test launches.
  var appName: String { "PortedChecklists" }

  /// The failures recorded while ``expectingFailures(_:)`` runs, with their lines.
  private var caught: [(message: String, line: Int)]?

  override func setUp() {
    super.setUp()
    continueAfterFailure = false
    setenv(TargetExecutable.variable, appName, 1)
    // Each test starts from an installed, never-launched app.
    XCUIApplication.stopRunning()
    try? FileManager.default.removeItem(at: TestContainer.folder(for: appName))
  }

  override func tearDown() {
    XCUIApplication.stopRunning()
    super.tearDown()
  }

  /// Runs `body` and returns the failures it recorded (which do not fail the test).
  func expectingFailures(_ body: () -> Void) -> [(message: String, line: Int)] {
    let wasContinuing = continueAfterFailure
    continueAfterFailure = true
    caught = []
    body()
    let result = caught ?? []
    caught = nil
    continueAfterFailure = wasContinuing
    return result
  }

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if caught != nil {
      caught?.append((description, lineNumber))
      return
    }
    super.recordFailure(
      withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
  }
}
