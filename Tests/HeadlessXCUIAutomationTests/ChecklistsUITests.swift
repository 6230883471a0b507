// Apple's UI-test API on the ported Checklists app, launched as a program of its own: the
// tests read as an Xcode UI-test target's.

import Foundation

@testable import HeadlessXCUIAutomation

final class ChecklistsUITests: UITestCase {
  /// Adds an item the way a user does: "+", type its name, Done.
  func addItem(_ name: String, in app: XCUIApplication, line: UInt = #line) {
    app.navigationBars.buttons["Add"].tap()
    XCTAssertTrue(app.navigationBars["Add Item"].waitForExistence(timeout: 5), line: line)
    app.textFields["Name of the Item"].typeText(name)
    app.navigationBars.buttons["Done"].tap()
  }

  func testLaunchOpensTheFirstListAndTerminateEndsTheApp() {
    let app = XCUIApplication()
    XCTAssertEqual(app.state, .notRunning)
    app.launch()
    XCTAssertEqual(app.state, .runningForeground)
    XCTAssertTrue(app.navigationBars["List"].exists, "the first launch opens the new list")
    XCTAssertEqual(app.navigationBars.element.identifier, "List")
    XCTAssertEqual(app.tables.cells.count, 0)
    XCTAssertTrue(app.navigationBars.buttons["Checklists"].exists, "the back button")
    app.terminate()
    XCTAssertEqual(app.state, .notRunning)
    XCTAssertFalse(app.navigationBars["List"].exists)
  }

  func testActivateLaunchesAnAppThatIsNotRunning() {
    let app = XCUIApplication()
    app.activate()
    XCTAssertEqual(app.state, .runningForeground)
    XCTAssertTrue(app.navigationBars["List"].exists)
    addItem("Buy milk", in: app)
    app.activate()
    XCTAssertEqual(app.cells.count, 1, "activating a running app does not launch it again")
  }

  func testAddingAnItemWithPlusTypingAndDone() {
    let app = XCUIApplication()
    app.launch()
    app.navigationBars.buttons["Add"].tap()
    XCTAssertTrue(app.navigationBars["Add Item"].waitForExistence(timeout: 5))
    let field = app.textFields["Name of the Item"]
    XCTAssertEqual(field.placeholderValue, "Name of the Item")
    XCTAssertEqual(field.value as? String, "Name of the Item", "an empty field's value")
    XCTAssertTrue(field.hasFocus, "the field takes the keyboard when the screen appears")
    XCTAssertFalse(app.buttons["Done"].isEnabled, "Done waits for a name")
    field.tap()
    XCTAssertTrue(field.hasFocus, "a tap on the field keeps the keyboard in it")
    field.typeText("Buy milk")
    XCTAssertEqual(field.value as? String, "Buy milk")
    XCTAssertTrue(app.buttons["Done"].isEnabled)
    app.buttons["Done"].tap()

    XCTAssertTrue(app.navigationBars["List"].waitForExistence(timeout: 5))
    XCTAssertEqual(app.tables.cells.count, 1)
    XCTAssertTrue(app.staticTexts["Buy milk"].exists)
    XCTAssertEqual(app.cells.element(boundBy: 0).label, "Buy milk")
  }

  /// Xcode's recorder writes a typed word as taps on the keyboard's keys: the keyboard is
  /// there while a field is being edited, its letter keys type, "shift" makes the next letter
  /// a capital, "more" shows the digits, "delete" and "Return" do what they say.
  func testTheKeyboardsKeysTypeIntoTheFieldBeingEdited() {
    let app = XCUIApplication()
    app.launch()
    XCTAssertFalse(app.keyboards.element.exists, "no field is being edited")
    app.navigationBars.buttons["Add"].tap()
    XCTAssertEqual(app.keyboards.count, 1, "the field takes the keyboard as the screen appears")
    app.buttons["shift"].tap()
    XCTAssertTrue(app.keys["M"].exists)
    XCTAssertFalse(app.keys["m"].exists, "shifted: capitals")
    app.keys["M"].tap()
    XCTAssertTrue(app.keys["i"].exists, "one capital, then small letters again")
    for letter in ["i", "l", "k", "x"] { app.keys[letter].tap() }
    app.keys["delete"].tap()
    app.keys["space"].tap()
    app.keys["more"].tap()
    XCTAssertFalse(app.keys["a"].exists, "the digits and signs instead")
    app.keys["2"].tap()
    app.keys["more"].tap()
    XCTAssertTrue(app.keys["a"].exists, "the letters again")
    let field = app.textFields["Name of the Item"]
    XCTAssertEqual(field.value as? String, "Milk 2")

    let returnKey = app.keyboards.buttons["done"]
    XCTAssertEqual(returnKey.label, "Return", "identified by the field's return key type")
    XCTAssertTrue(app.navigationBars.buttons["Done"].exists, "not taken for the screen's Done")
    returnKey.tap()
    XCTAssertTrue(app.navigationBars["List"].waitForExistence(timeout: 5))
    XCTAssertTrue(app.staticTexts["Milk 2"].exists)
    XCTAssertEqual(app.keys.count, 0, "no keyboard once no field is edited")
  }

  func testADisabledButtonTakesTheTapAndNothingHappens() {
    let app = XCUIApplication()
    app.launch()
    app.navigationBars.buttons["Add"].tap()
    XCTAssertTrue(app.buttons["Done"].isHittable)
    app.buttons["Done"].tap()
    XCTAssertTrue(app.navigationBars["Add Item"].exists, "still adding: Done was disabled")
    app.buttons["Cancel"].tap()
    XCTAssertTrue(app.navigationBars["List"].exists)
    XCTAssertEqual(app.cells.count, 0)
  }

  /// Xcode's recorder taps a row by its text: the touch lands on the cell, as on iOS.
  func testTappingARowsTextTapsTheRow() {
    let app = XCUIApplication()
    app.launch()
    addItem("Walk the dog", in: app)
    addItem("Buy milk", in: app)

    app.tables.staticTexts["Buy milk"].tap()

    XCTAssertTrue(app.cells.element(boundBy: 1).isSelected, "the row of the text is checked")
    XCTAssertFalse(app.cells.element(boundBy: 0).isSelected)
  }

  func testTappingARowChecksItAndSwipeToDeleteRemovesIt() {
    let app = XCUIApplication()
    app.launch()
    addItem("Walk the dog", in: app)
    addItem("Buy milk", in: app)
    XCTAssertEqual(app.tables.cells.count, 2)

    let first = app.cells.element(boundBy: 0)
    XCTAssertFalse(first.isSelected)
    first.tap()
    XCTAssertTrue(first.isSelected, "a checked row reads as selected")

    first.doubleTap()
    XCTAssertTrue(first.isSelected, "two taps check it off and on again")
    first.press(forDuration: 1)
    XCTAssertFalse(first.isSelected, "a press is a tap on the simulated device")
    first.staticTexts["Walk the dog"].swipeUp()
    XCTAssertEqual(app.cells.count, 2, "every row fits: a swipe up moves nothing")

    first.staticTexts["Walk the dog"].swipeLeft()
    XCTAssertTrue(
      app.buttons["Delete"].waitForExistence(timeout: 5), "a swipe on a cell's text swipes it")
    app.buttons["Delete"].tap()
    XCTAssertEqual(app.tables.cells.count, 1)
    XCTAssertFalse(app.staticTexts["Walk the dog"].exists)
    XCTAssertTrue(app.staticTexts["Buy milk"].exists)
  }

  func testQueriesByTypeIdentifierAndContents() {
    let app = XCUIApplication()
    app.launch()
    addItem("Walk the dog", in: app)
    addItem("Buy milk", in: app)

    XCTAssertEqual(app.tables.children(matching: .cell).count, 2)
    XCTAssertEqual(app.children(matching: .cell).count, 0, "cells are not the app's children")
    XCTAssertEqual(app.tables.cells.staticTexts.count, 2)
    XCTAssertEqual(app.cells.containing(.staticText, identifier: "Buy milk").count, 1)
    XCTAssertEqual(
      app.cells.containing(.staticText, identifier: "Buy milk").element.label, "Buy milk")
    XCTAssertEqual(app.cells.matching(identifier: "Walk the dog").count, 1)
    XCTAssertEqual(app.navigationBars.buttons.matching(.button, identifier: "Add").count, 1)
    XCTAssertEqual(app.descendants(matching: .any).matching(identifier: "Buy milk").count, 2)
    XCTAssertEqual(app.cells.firstMatch.label, "Walk the dog")
    XCTAssertEqual(app.cells.allElementsBoundByIndex.map(\.label), ["Walk the dog", "Buy milk"])
    XCTAssertEqual(app.cells.element(boundBy: 1).elementType, .cell)
    XCTAssertFalse(app.cells.element(boundBy: 2).exists)
    XCTAssertTrue(app.buttons["Add"].exists)
    XCTAssertEqual(app.otherElements.count, 0)
  }

  func testAnElementMissingFailsAtTheCallersLine() {
    let app = XCUIApplication()
    app.launch()
    var line = 0
    let failures = expectingFailures {
      line = #line + 1
      app.buttons["Nowhere"].tap()
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, line)
    XCTAssertTrue(
      failures.first?.message.contains("Failed to tap: No matches found for") == true,
      failures.first?.message ?? "")
    XCTAssertFalse(app.buttons["Nowhere"].exists)
  }

  func testSeveralMatchesFailAnElementThatMustBeOne() {
    let app = XCUIApplication()
    app.launch()
    addItem("Walk the dog", in: app)
    addItem("Buy milk", in: app)
    let failures = expectingFailures { app.cells.element.tap() }
    XCTAssertTrue(
      failures.first?.message.contains("Multiple matching elements found") == true,
      failures.first?.message ?? "")
    XCTAssertTrue(app.cells.element.exists, "it exists all the same")
  }

  func testTypingWithoutTheKeyboardFails() {
    let app = XCUIApplication()
    app.launch()
    let failures = expectingFailures { app.typeText("Milk") }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures.first?.message.hasSuffix(
        "Failed to synthesize event: Neither element nor any descendant has keyboard focus.")
        == true, failures.first?.message ?? "")
  }

  func testWaitForExistenceWaitsAtMostItsTimeout() {
    let app = XCUIApplication()
    app.launch()
    XCTAssertTrue(app.navigationBars["List"].waitForExistence(timeout: 5))
    let start = Date()
    XCTAssertFalse(app.staticTexts["Never there"].waitForExistence(timeout: 0.5))
    let waited = Date().timeIntervalSince(start)
    XCTAssertGreaterThanOrEqual(waited, 0.5)
    XCTAssertLessThan(waited, 5)
  }

  func testWaitForNonExistenceSeesAScreenGoAndWaitsAtMostItsTimeout() {
    let app = XCUIApplication()
    app.launch()
    app.navigationBars.buttons["Add"].tap()
    let addItem = app.navigationBars["Add Item"]
    XCTAssertTrue(addItem.waitForExistence(timeout: 5))
    let start = Date()
    XCTAssertFalse(addItem.waitForNonExistence(timeout: 0.5), "the screen is still there")
    let waited = Date().timeIntervalSince(start)
    XCTAssertGreaterThanOrEqual(waited, 0.5)
    XCTAssertLessThan(waited, 5)
    app.navigationBars.buttons["Cancel"].tap()
    XCTAssertTrue(addItem.waitForNonExistence(timeout: 5), "Cancel closes it")
    XCTAssertTrue(app.staticTexts["Never there"].waitForNonExistence(timeout: 0))
  }

  func testTheContainerPersistsAcrossLaunchesInTheRun() {
    let app = XCUIApplication()
    app.launch()
    addItem("Buy milk", in: app)
    app.terminate()
    app.launch()
    XCTAssertTrue(app.navigationBars["List"].waitForExistence(timeout: 5))
    XCTAssertTrue(app.staticTexts["Buy milk"].exists, "the saved item is back")
    XCTAssertEqual(XCUIApplication().cells.count, 1, "another instance is the same app")
  }

  func testDebugDescriptionPrintsTheElementTree() {
    let app = XCUIApplication()
    app.launch()
    addItem("Buy milk", in: app)
    let tree = app.debugDescription
    XCTAssertTrue(tree.hasPrefix("Attributes: Application, label: 'Checklists'"), tree)
    for line in [
      "Element subtree:", " →Application, label: 'Checklists'",
      "    Window (Main), {{0.0, 0.0}, {390.0, 844.0}}",
      "      NavigationBar, {{0.0, 47.0}, {390.0, 44.0}}, identifier: 'List'",
      "        Button, {{0.0, 47.0}, {44.0, 44.0}}, label: 'Add'", "      Table, ",
      "        Cell, ", "label: 'Buy milk'",
    ] {
      XCTAssertTrue(tree.contains(line), "\(line) in\n\(tree)")
    }
    let cell = app.cells.element.debugDescription
    XCTAssertTrue(cell.hasPrefix("Attributes: Cell, "), cell)
    XCTAssertTrue(cell.contains(" →Cell, "), cell)
    XCTAssertTrue(cell.contains("  StaticText, "), cell)
  }

  func testTheChannelRefusesItsOwnCommandWithWordsAfterIt() throws {
    let app = XCUIApplication()
    app.launch()
    let running = try XCTUnwrap(XCUIApplication.running)
    let reply = try XCTUnwrap(running.send("accessibility please"))
    XCTAssertEqual(reply.refusal, "accessibility takes nothing after it, not please")
    XCTAssertNotNil(running.send("accessibility")?.accessibility)
  }
}

final class LaunchUITests: UITestCase {
  override var appName: String { "ContainerProbe" }

  func testLaunchArgumentsAndEnvironmentReachTheApp() {
    let app = XCUIApplication()
    app.launchArguments = ["-resetForUITests"]
    app.launchEnvironment = ["PROBE_GREETING": "hello"]
    app.launch()
    app.buttons["Launch"].tap()
    let alert = app.alerts["Launch"]
    XCTAssertTrue(alert.waitForExistence(timeout: 5))
    XCTAssertTrue(alert.staticTexts["reset: yes, greeting: hello"].exists, app.debugDescription)
    // As on iOS, an alert's title and message are texts in a scroll view of it.
    XCTAssertTrue(alert.scrollViews.otherElements.staticTexts["Launch"].exists)
    alert.buttons["OK"].tap()
    XCTAssertEqual(app.alerts.count, 0)

    app.launchArguments = []
    app.launchEnvironment = [:]
    app.launch()
    app.buttons["Launch"].tap()
    XCTAssertTrue(app.alerts.staticTexts["reset: no, greeting: none"].exists)
  }
}

extension LaunchUITests {
  /// As on iOS, a button's title is a static text inside it, and a tap on the text taps the
  /// button (Xcode's recorder writes `app.staticTexts["Sign In"].tap()`).
  func testAButtonsTitleIsATextInsideItThatTapsIt() {
    let app = XCUIApplication()
    app.launch()
    let title = app.buttons["Launch"].staticTexts["Launch"]
    XCTAssertTrue(title.exists, app.debugDescription)
    app.staticTexts["Launch"].tap()
    XCTAssertTrue(app.alerts["Launch"].waitForExistence(timeout: 5))
  }

  /// A date picker's wheels, as iOS shows them in English; turning one changes the picker's
  /// date, and its target hears of it.
  func testADatePickersWheelsShowItsDateAndTurnToAValue() {
    let app = XCUIApplication()
    app.launch()
    let wheels = app.datePickers.pickerWheels
    XCTAssertEqual(wheels.count, 4, app.debugDescription)
    XCTAssertEqual(
      wheels.allElementsBoundByIndex.map { $0.value as? String },
      ["Sat, Jun 1", "6", "30", "PM"])
    wheels.element(boundBy: 0).adjust(toPickerWheelValue: "Tue, Jun 4")
    wheels.element(boundBy: 1).adjust(toPickerWheelValue: "9")
    wheels.element(boundBy: 2).adjust(toPickerWheelValue: "05")
    wheels.element(boundBy: 3).adjust(toPickerWheelValue: "AM")
    XCTAssertTrue(app.staticTexts["Due 2030-06-04 09:05"].exists, app.debugDescription)
    XCTAssertEqual(wheels.element(boundBy: 0).value as? String, "Tue, Jun 4")

    let failures = expectingFailures {
      wheels.element(boundBy: 1).adjust(toPickerWheelValue: "13")
      app.buttons["Launch"].adjust(toPickerWheelValue: "9")
    }
    XCTAssertEqual(failures.count, 2, "\(failures)")
    XCTAssertTrue(
      failures.first?.message.hasPrefix("failed - Unable to find value '13'") == true,
      "\(failures)")
    XCTAssertTrue(app.staticTexts["Due 2030-06-04 09:05"].exists, "nothing turned")
  }

  /// A picker of times alone shows the hour, the minute and "AM" or "PM"; turning them
  /// changes the time of day, and the day the picker holds stays.
  func testAPickerOfTimesAloneTurnsItsTimeAndKeepsItsDay() {
    let app = XCUIApplication()
    app.launchArguments = ["-timeOnly"]
    app.launch()
    let wheels = app.datePickers.pickerWheels
    XCTAssertEqual(
      wheels.allElementsBoundByIndex.map { $0.value as? String }, ["6", "30", "PM"],
      app.debugDescription)
    wheels.element(boundBy: 0).adjust(toPickerWheelValue: "9")
    wheels.element(boundBy: 1).adjust(toPickerWheelValue: "45")
    wheels.element(boundBy: 2).adjust(toPickerWheelValue: "AM")
    XCTAssertTrue(app.staticTexts["Due 2030-06-01 09:45"].exists, app.debugDescription)
    XCTAssertEqual(wheels.element(boundBy: 0).value as? String, "9")
  }

  func testIdentifiersAndLabelsTheAppSetsFindItsViews() {
    let app = XCUIApplication()
    app.launch()
    let launch = app.buttons["launchButton"]
    XCTAssertEqual(launch.identifier, "launchButton")
    XCTAssertEqual(launch.label, "Launch", "the title stays the label")
    XCTAssertEqual(app.buttons["Remind me in a minute"].identifier, "")
    XCTAssertFalse(app.buttons["Remind"].exists, "a label the app set replaces the title")
    launch.tap()
    XCTAssertTrue(app.alerts["Launch"].waitForExistence(timeout: 5))
  }

  func testIdentifiersAndLabelsTheStoryboardGivesFindItsViews() {
    let app = XCUIApplication()
    app.launch()
    XCTAssertEqual(app.staticTexts["status"].label, "Nothing found")
    XCTAssertEqual(app.switches["loudSwitch"].elementType, .switch, "the switch, not its row")
    XCTAssertEqual(app.switches["loudSwitch"].value as? String, "0")
    let refresh = app.navigationBars.buttons["refreshButton"]
    XCTAssertEqual(refresh.label, "Look again")
    XCTAssertTrue(app.navigationBars.buttons["Look again"].exists)
    XCTAssertFalse(app.navigationBars.buttons["Refresh"].exists, "the label replaces the title")
  }
}

final class TargetExecutableTests: XCTestCase {
  func folder(with names: [String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("target-executable-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    for name in names {
      let url = folder.appendingPathComponent(name)
      try Data("#!/bin/sh\n".utf8).write(to: url)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
    try Data().write(to: folder.appendingPathComponent("notes"))
    return folder
  }

  func testTheOnlyExecutableIsTheApp() throws {
    let folder = try folder(with: ["MyApp", "libThing.so"])
    let url = try TargetExecutable.locate(environment: [:], productsFolder: folder)
    XCTAssertEqual(url.lastPathComponent, "MyApp")
  }

  func testSeveralExecutablesAskForTheVariable() throws {
    let folder = try folder(with: ["MyApp", "OtherApp"])
    XCTAssertThrowsError(try TargetExecutable.locate(environment: [:], productsFolder: folder)) {
      let message = String(describing: $0)
      XCTAssertTrue(message.contains("several executables (MyApp, OtherApp)"), message)
      XCTAssertTrue(message.contains("STEPWISE_UI_TEST_APP"), message)
    }
    let named = try TargetExecutable.locate(
      environment: ["STEPWISE_UI_TEST_APP": "OtherApp"], productsFolder: folder)
    XCTAssertEqual(named.lastPathComponent, "OtherApp")
  }

  func testAMissingExecutableSaysSo() throws {
    let folder = try folder(with: [])
    XCTAssertThrowsError(
      try TargetExecutable.locate(
        environment: ["STEPWISE_UI_TEST_APP": "Gone"], productsFolder: folder)
    ) {
      XCTAssertTrue(String(describing: $0).contains("is not an executable"))
    }
    XCTAssertThrowsError(try TargetExecutable.locate(environment: [:], productsFolder: folder)) {
      XCTAssertTrue(String(describing: $0).contains("no executable in"))
    }
  }

  func testTheContainerFolderStartsEmptyInANewTestProcess() throws {
    let stale = TestContainer.root(forProcess: 999_999)
    try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
    try Data("old".utf8).write(to: stale.appendingPathComponent("Checklists.plist"))
    let fresh = TestContainer.makeRoot(forProcess: 999_999)
    defer { try? FileManager.default.removeItem(at: fresh) }
    XCTAssertEqual(fresh.standardizedFileURL.path, stale.standardizedFileURL.path)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fresh.path), [])
  }
}

extension ChecklistsUITests {
  func testTheHomeButtonSendsTheAppToTheBackgroundAndActivateBringsItBack() {
    let app = XCUIApplication()
    app.launch()
    addItem("Buy milk", in: app)
    XCUIDevice.shared.press(.home)
    XCTAssertEqual(app.state, .runningBackground)
    XCTAssertEqual(
      XCUIApplication.running?.lastReply.transcript.contains("  sceneDidEnterBackground(_:)"),
      true, "the app is told")
    XCTAssertFalse(app.staticTexts["Buy milk"].exists, "the home screen is on screen")
    app.activate()
    XCTAssertEqual(app.state, .runningForeground)
    XCTAssertEqual(
      XCUIApplication.running?.lastReply.transcript.contains("  sceneWillEnterForeground(_:)"),
      true, "the app is told")
    XCTAssertTrue(app.staticTexts["Buy milk"].exists, "the same app, not launched again")
    app.terminate()
    XCUIDevice.shared.press(.home)
    XCTAssertEqual(app.state, .notRunning, "with no app on screen, the press does nothing")
  }
}

extension ChecklistsUITests {
  func testSwipingUpAndDownScrollsALongTable() {
    let app = XCUIApplication()
    app.launch()
    for number in 0..<16 { addItem("Item \(number)", in: app) }
    let shown = app.cells.count
    XCTAssertLessThan(shown, 16, "the table shows the rows that fit")
    XCTAssertFalse(app.staticTexts["Item 15"].exists)
    app.tables.element.swipeUp()
    app.tables.element.swipeUp()
    XCTAssertTrue(app.staticTexts["Item 15"].exists, "the last rows came into view")
    XCTAssertFalse(app.staticTexts["Item 0"].exists)
    app.cells.firstMatch.swipeDown()
    app.cells.firstMatch.swipeDown()
    XCTAssertTrue(app.staticTexts["Item 0"].exists, "back at the top")
  }
}
