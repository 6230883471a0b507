// The UI-test files Xcode's template writes into a new UI-test target, as it writes them:
// only the import line differs (HeadlessXCUIAutomation in place of XCTest).

import HeadlessXCUIAutomation

final class TemplateUITests: XCTestCase {

  override func setUpWithError() throws {
    // Stop at the first failure: the app's state after it would mislead the next steps.
    continueAfterFailure = false
  }

  override func tearDownWithError() throws {
  }

  func testExample() throws {
    // A UI test launches the app it tests.
    let app = XCUIApplication()
    app.launch()
  }

  func testLaunchPerformance() throws {
    if #available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 7.0, *) {
      // How long the app takes to launch.
      measure(metrics: [XCTApplicationLaunchMetric()]) {
        XCUIApplication().launch()
      }
    }
  }
}

final class TemplateUITestsLaunchTests: XCTestCase {

  override class var runsForEachTargetApplicationUIConfiguration: Bool {
    true
  }

  override func setUpWithError() throws {
    continueAfterFailure = false
  }

  func testLaunch() throws {
    let app = XCUIApplication()
    app.launch()

    // Steps after the launch and before the screenshot go here.

    let attachment = XCTAttachment(screenshot: app.screenshot())
    attachment.name = "Launch Screen"
    attachment.lifetime = .keepAlways
    add(attachment)
  }
}
