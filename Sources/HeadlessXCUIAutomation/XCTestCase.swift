// XCTest's test case as a UI-test target sees it: Linux's, with what Xcode's adds for UI tests.

@_exported import XCTest

/// XCTest's test case, as a file of a UI-test target sees it: Linux's XCTest's
/// (`XCTest::XCTestCase`), with what Xcode's XCTest adds and Linux's lacks — attachments
/// (``add(_:)``), UI interruption monitors
/// (``addUIInterruptionMonitor(withDescription:handler:)``), performance metrics
/// (``measure(metrics:block:)``) and ``runsForEachTargetApplicationUIConfiguration``.
///
/// A UI-test file imports `HeadlessXCUIAutomation` in place of `XCTest`: the module brings
/// all of XCTest's names, and its `XCTestCase` shadows Linux's, so that Xcode's UI-test
/// template compiles as it is. (Importing both modules makes `XCTestCase` ambiguous.)
open class XCTestCase: XCTest::XCTestCase {
  /// The test running now, which ``XCTContext``, ``XCTExpectFailure(_:enabled:strict:)`` and
  /// interruption monitors report to; nil between tests.
  nonisolated(unsafe) static var current: XCTestCase?

  /// The attachments added while the test runs, in order.
  var attachments: [XCTAttachment] = []

  /// The interruption monitors added while the test runs, oldest first.
  var interruptionMonitors: [InterruptionMonitor] = []

  /// What the test's performance measurements recorded, in order.
  var measurements: [Measurement] = []

  /// The failures the test expects, innermost last.
  var expectedFailures: [ExpectedFailure] = []

  /// Whether each test of the class runs once for each UI configuration the target app
  /// supports (appearance, orientation, language), as Xcode's does when it is true. The
  /// simulated device has one configuration (light, portrait, the app's language), so each
  /// test runs once either way. False unless a subclass overrides it.
  open class var runsForEachTargetApplicationUIConfiguration: Bool { false }

  /// Runs the test with this test case as the current one; then keeps the attachments that
  /// are to be kept and reports the expected failures that did not happen.
  override open func invokeTest() {
    Self.current = self
    defer { Self.current = nil }
    if let naming = Self.self as? any TargetApplicationNaming.Type {
      setenv(TargetExecutable.variable, naming.targetApplicationName, 1)
    }
    super.invokeTest()
    reportUnfulfilledExpectedFailures()
    keepAttachments(testSucceeded: (testRun?.totalFailureCount ?? 0) == 0)
    interruptionMonitors = []
  }

  /// Takes a failure as expected when the test expects one (the innermost expectation takes
  /// it); otherwise records it as XCTest does.
  override open func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    guard !expectedFailures.isEmpty else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      return
    }
    expectedFailures[expectedFailures.count - 1].isFulfilled = true
    let reason = expectedFailures[expectedFailures.count - 1].reason.map { " (\($0))" } ?? ""
    print("\(filePath):\(lineNumber): expected failure: \(description)\(reason)")
  }

  /// Adds an attachment to the test's results: kept when its ``XCTAttachment/lifetime`` is
  /// `.keepAlways`, or when the test fails; see ``XCTAttachment``.
  open func add(_ attachment: XCTAttachment) {
    attachments.append(attachment)
  }
}

/// Something a test's attachments can be added to: the test itself, or an activity of it
/// (``XCTContext/runActivity(named:block:)``).
public protocol XCTActivity {
  /// The activity's name.
  var name: String { get }
  /// Adds an attachment to the activity.
  func add(_ attachment: XCTAttachment)
}

extension XCTestCase: XCTActivity {}
