// What Xcode's XCTest adds for UI tests and Linux's lacks: attachments, screenshots,
// activities, expected failures, launch metrics, UI configurations.

import Foundation

@testable import HeadlessXCUIAutomation

final class XCTestAdditionsUITests: UITestCase {
  func testAScreenshotDrawsTheScreenTheAppShows() throws {
    let app = XCUIApplication()
    app.launch()
    let picture = String(decoding: app.screenshot().svg, as: UTF8.self)
    XCTAssertTrue(picture.hasPrefix("<svg"), picture)
    XCTAssertTrue(picture.contains(">List<"), "the navigation bar's title is drawn")
    app.navigationBars.buttons["Add"].tap()
    let adding = String(decoding: app.screenshot().svg, as: UTF8.self)
    XCTAssertTrue(adding.contains("Name of the Item"), "the field's placeholder is drawn")
    XCTAssertEqual(XCUIScreen.main.screenshot().svg, app.screenshot().svg)
    XCTAssertEqual(app.cells.element(boundBy: 0).screenshot().svg.isEmpty, false)
    let attachment = XCTAttachment(screenshot: app.screenshot())
    XCTAssertEqual(attachment.uniformTypeIdentifier, "public.svg-image")
    XCTAssertEqual(attachment.lifetime, .deleteOnSuccess, "the default lifetime")
  }

  func testAttachmentsKeptAreTheKeepAlwaysOnesOrAllWhenTheTestFails() throws {
    let kept = XCTAttachment(string: "kept")
    kept.name = "Kept"
    kept.lifetime = .keepAlways
    let dropped = XCTAttachment(data: Data([1, 2]))
    dropped.name = "Dropped"
    add(kept)
    add(dropped)
    XCTAssertEqual(attachments.map(\.name), ["Kept", "Dropped"])
    let folder = TestContainer.attachments(ofTest: name)
    try? FileManager.default.removeItem(at: folder)

    keepAttachments(testSucceeded: true)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["Kept.txt"])
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("Kept.txt"), encoding: .utf8), "kept")
    XCTAssertTrue(attachments.isEmpty, "the test's attachments are handled once")

    add(dropped)
    keepAttachments(testSucceeded: false)
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("Dropped.data").path))
  }

  func testAnActivityRunsItsBlockAndItsAttachmentsAreTheTests() throws {
    let result = XCTContext.runActivity(named: "Add an item") { activity -> Int in
      XCTAssertEqual(activity.name, "Add an item")
      activity.add(XCTAttachment(string: "log"))
      return 42
    }
    XCTAssertEqual(result, 42)
    XCTAssertEqual(attachments.count, 1)
    struct Stop: Error {}
    XCTAssertThrowsError(try XCTContext.runActivity(named: "Fail") { _ in throw Stop() })
  }

  func testAnExpectedFailureDoesNotFailTheTest() {
    let value = XCTExpectFailure("a known issue") { () -> Int in
      XCTFail("the known issue")
      return 7
    }
    XCTAssertEqual(value, 7)
    XCTExpectFailure("known for the rest of the test")
    XCTAssertEqual(1, 2)
  }

  func testAStrictExpectedFailureThatDoesNotComeFails() {
    let failures = expectingFailures {
      XCTExpectFailure("should fail") {}
      XCTExpectFailure("not strict", strict: false) {}
      XCTExpectFailure("disabled", enabled: false) {}
    }
    XCTAssertEqual(failures.count, 1, "\(failures)")
    XCTAssertTrue(
      failures.first?.message.hasSuffix("Expected failure (should fail) was not recorded") == true,
      failures.first?.message ?? "")
  }

  func testLaunchMetricMeasuresEachLaunchButTheFirst() {
    let options = XCTMeasureOptions()
    options.iterationCount = 2
    var runs = 0
    measure(metrics: [XCTApplicationLaunchMetric(), XCTClockMetric()], options: options) {
      runs += 1
      XCUIApplication().launch()
    }
    XCTAssertEqual(runs, 3, "one run to warm up, then two measured")
    XCTAssertEqual(measurements.map(\.metric), ["Duration (AppLaunch)", "Clock Monotonic Time"])
    XCTAssertEqual(measurements.first?.values.count, 2)
    XCTAssertTrue(measurements.first?.values.allSatisfy { $0 > 0 } == true)
  }

  /// Xcode 12's template measures the launch with a signpost metric: it records the launches.
  func testTheSignpostLaunchMetricOfXcode12sTemplateMeasuresTheLaunches() {
    let options = XCTMeasureOptions()
    options.iterationCount = 1
    measure(metrics: [XCTOSSignpostMetric.applicationLaunch], options: options) {
      XCUIApplication().launch()
    }
    XCTAssertEqual(measurements.map(\.metric), ["Duration (AppLaunch)"])
    XCTAssertEqual(measurements.first?.values.count, 1)
  }

  func testOnlyAClassThatSaysSoRunsForEachUIConfiguration() {
    XCTAssertFalse(XCTestAdditionsUITests.runsForEachTargetApplicationUIConfiguration)
    XCTAssertTrue(TemplateUITestsLaunchTests.runsForEachTargetApplicationUIConfiguration)
  }
}

final class InterruptionMonitorUITests: UITestCase {
  override var appName: String { "ContainerProbe" }

  func testMonitorsHandleABlockingAlertNewestFirstUntilOneDoes() {
    let app = XCUIApplication()
    app.launch()
    var called: [String] = []
    addUIInterruptionMonitor(withDescription: "OK taps") { alert in
      called.append("OK taps")
      alert.buttons["OK"].tap()
      return true
    }
    let declining = addUIInterruptionMonitor(withDescription: "Declines") { _ in
      called.append("Declines")
      return false
    }
    app.buttons["Launch"].tap()
    XCTAssertTrue(app.alerts["Launch"].waitForExistence(timeout: 5))
    XCTAssertEqual(called, [], "an alert is no interruption until it blocks a gesture")
    app.alerts.buttons["OK"].tap()
    XCTAssertEqual(called, [], "a gesture on the alert itself is not blocked")

    app.buttons["Launch"].tap()
    app.buttons["Launch"].tap()
    XCTAssertEqual(called, ["Declines", "OK taps"])
    XCTAssertTrue(app.alerts["Launch"].exists, "the blocked tap went ahead after the monitor")

    removeUIInterruptionMonitor(declining)
    called = []
    app.buttons["Launch"].tap()
    XCTAssertEqual(called, ["OK taps"])
  }

  func testABlockingAlertNoMonitorHandlesFailsTheGesture() {
    let app = XCUIApplication()
    app.launch()
    addUIInterruptionMonitor(withDescription: "Declines") { _ in false }
    app.buttons["Launch"].tap()
    let failures = expectingFailures { app.buttons["Launch"].tap() }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(app.alerts["Launch"].exists)
  }
}
