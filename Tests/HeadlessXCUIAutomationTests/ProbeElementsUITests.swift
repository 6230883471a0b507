// Elements of kinds Checklists does not have, on the probe app: action sheets, secure text
// fields, sliders.

import Foundation

@testable import HeadlessXCUIAutomation

final class ProbeElementsUITests: UITestCase {
  override var appName: String { "ContainerProbe" }

  func testAnActionSheetIsASheetNotAnAlert() {
    let app = XCUIApplication()
    app.launch()
    app.buttons["Share"].tap()
    XCTAssertTrue(app.sheets["Share"].waitForExistence(timeout: 5))
    XCTAssertEqual(app.alerts.count, 0, "an action sheet is no alert")
    XCTAssertEqual(app.sheets.element.elementType, .sheet)
    XCTAssertTrue(app.sheets.staticTexts["What the probe found"].exists)
    XCTAssertEqual(app.sheets.buttons.count, 2)
    app.sheets.buttons["Copy"].tap()
    XCTAssertEqual(app.sheets.count, 0)
  }
}

extension ProbeElementsUITests {
  func testASecureTextFieldShowsABulletForEachCharacter() {
    let app = XCUIApplication()
    app.launch()
    XCTAssertEqual(app.textFields.count, 0, "a secure field is no plain text field")
    let password = app.secureTextFields["Password"]
    XCTAssertEqual(password.value as? String, "Password", "an empty field's placeholder")
    password.tap()
    XCTAssertTrue(password.hasFocus)
    password.typeText("s3cret")
    XCTAssertEqual(password.value as? String, "••••••")
    XCTAssertFalse(app.staticTexts["s3cret"].exists)
    let picture = String(decoding: app.screenshot().svg, as: UTF8.self)
    XCTAssertFalse(picture.contains("s3cret"), "the screen shows bullets")
  }
}

extension ProbeElementsUITests {
  // A UI test waits for the app to be idle before it looks: what the app's code put on the
  // main queue has run by then.
  func testWhatTheAppPutOnTheMainQueueHasRunBeforeTheNextLook() {
    let app = XCUIApplication()
    app.launch()
    app.buttons["Ask"].tap()
    XCTAssertTrue(app.buttons["Answered"].exists)
    XCTAssertFalse(app.buttons["Ask"].exists)
  }
}

extension ProbeElementsUITests {
  func testThePermissionAlertIsAnsweredByAnInterruptionMonitor() {
    let app = XCUIApplication()
    app.launch()
    var handled = 0
    addUIInterruptionMonitor(withDescription: "Notifications") { alert in
      handled += 1
      alert.buttons["Allow"].tap()
      return true
    }
    app.buttons["Remind me in a minute"].tap()
    let question = app.alerts["“Probe” Would Like to Send You Notifications"]
    XCTAssertTrue(question.waitForExistence(timeout: 5), "iOS asks the first time")
    XCTAssertTrue(question.buttons["Don’t Allow"].exists)
    XCTAssertEqual(handled, 0, "an alert is no interruption until it blocks a gesture")

    app.buttons["Share"].tap()
    XCTAssertEqual(handled, 1, "the alert blocked the tap: the monitor answered it")
    XCTAssertFalse(question.exists)
    XCTAssertTrue(app.sheets["Share"].waitForExistence(timeout: 5), "then the tap went through")
    app.sheets.buttons["Cancel"].tap()

    app.buttons["Remind me in a minute"].tap()
    XCTAssertEqual(app.alerts.count, 0, "the answer is remembered: iOS does not ask again")
  }
}

extension ProbeElementsUITests {
  func testASliderIsReadAndSlidToAPlaceAlongItsTrack() {
    let app = XCUIApplication()
    app.launch()
    let volume = app.sliders["Volume"]
    XCTAssertEqual(app.sliders.count, 1)
    XCTAssertEqual(volume.value as? String, "50%", "VoiceOver's value: a percentage")
    XCTAssertEqual(volume.normalizedSliderPosition, 0.5, accuracy: 0.001)

    volume.adjust(toNormalizedSliderPosition: 0.25)
    XCTAssertEqual(volume.value as? String, "25%")
    XCTAssertEqual(volume.normalizedSliderPosition, 0.25, accuracy: 0.001)
    XCTAssertTrue(app.staticTexts["Volume 25"].exists, "the slider's target heard of it")

    volume.adjust(toNormalizedSliderPosition: 3)
    XCTAssertEqual(volume.value as? String, "100%", "kept on the track")
    XCTAssertTrue(app.staticTexts["Volume 100"].exists)
  }

  func testOnlyASliderCanBeAdjustedToAPosition() {
    let app = XCUIApplication()
    app.launch()
    let failures = expectingFailures {
      app.buttons["Store"].adjust(toNormalizedSliderPosition: 0.5)
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures.first?.message.hasSuffix("only a slider can be adjusted to a position") == true,
      failures.first?.message ?? "")
  }
}
