// The harness itself: impossible gestures, crashes, the consistency check, the app's life.

import Foundation
import HeadlessUIKitCore
import Testing

@testable import AppTestSupport
@testable import ViewHarness

@MainActor
@Suite struct HarnessTests {
  @Test func anImpossibleGestureSaysWhatIsOnScreenInstead() throws {
    let device = try Device(app: FruitApp.descriptor)
    let error = try #require(throws: GestureError.self) { try device.tap("Done") }
    #expect(error.kind == .impossible)
    #expect(error.message == "there is no button \"Done\" on screen (it shows \"Clear\", \"+\")")
    #expect(error.description.contains("│ Apple"))
  }

  @Test func tappingADisabledBarButtonFails() throws {
    let device = try Device(app: FruitApp.descriptor)
    try device.tap("+")
    let error = try #require(throws: GestureError.self) { try device.tap("Done") }
    #expect(error.message == "\"Done\" is disabled")
  }

  @Test func aRowThatDoesNotExistCannotBeTapped() throws {
    let device = try Device(app: FruitApp.descriptor)
    let error = try #require(throws: GestureError.self) { try device.tapRow(7) }
    #expect(error.message == "there is no row 7 (rows are 0 to 2)")
    let byText = try #require(throws: GestureError.self) { try device.tapRow("Kiwi") }
    #expect(
      byText.message
        == "no row on screen shows \"Kiwi\" (rows: \"Apple\", \"Banana\", \"Cherry\")")
  }

  @Test func typingWithNoFocusedFieldFails() throws {
    let device = try Device(app: FruitApp.descriptor)
    let error = try #require(throws: GestureError.self) { try device.type("x") }
    #expect(error.message == "no text field has the keyboard")
  }

  @Test func aUIKitExceptionStopsTheAppAndFailsTheGesture() throws {
    let device = try Device(app: FruitApp.descriptor)
    let list = try #require(device.visibleController as? FruitListViewController)
    list.fruit.append(Fruit(name: "Ghost"))
    // The model changed without the table being told; the next update is inconsistent.
    device.checksInvariants = false
    var echoed: [String] = []
    Device.exceptionEcho = { echoed.append($0.reason) }
    defer { Device.exceptionEcho = nil }
    let error = try #require(throws: GestureError.self) { try device.deleteRow(0) }
    guard case .crashed(let exception) = error.kind else {
      Issue.record("expected a crash, got \(error.kind)")
      return
    }
    #expect(exception.reason.hasPrefix("Invalid update: invalid number of rows in section 0."))
    #expect(!device.isRunning)
    #expect(device.transcript.description.contains("*** Terminating app due to uncaught exception"))
    #expect(!device.transcript.description.contains("*** ***"), "the line is marked once")
    #expect(echoed == [exception.reason], "heard the moment it was raised")
    let next = try #require(throws: GestureError.self) { try device.tapRow(0) }
    #expect(next.kind == .notRunning)
  }

  @Test func theConsistencyCheckCatchesAModelChangedWithoutTellingTheTable() throws {
    let device = try Device(app: FruitApp.descriptor)
    let list = try #require(device.visibleController as? FruitListViewController)
    list.fruit.append(Fruit(name: "Ghost"))
    let error = try #require(throws: GestureError.self) { try device.tap("+") }
    #expect(error.kind == .inconsistent)
    #expect(
      error.message
        == "the table shows 3 rows in section 0 but its data source reports 4: the model "
        + "changed and the table was not told (insertRows, deleteRows or reloadData)")
  }

  @Test func theConsistencyCheckCatchesACellChangedWithoutTheModel() throws {
    let device = try Device(app: FruitApp.descriptor)
    let list = try #require(device.visibleController as? FruitListViewController)
    list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType = .checkmark
    let error = try #require(throws: GestureError.self) { try device.tapRow(2) }
    #expect(error.kind == .inconsistent)
    #expect(error.message.hasPrefix("row 0 shows \"Apple ✓\" but its data source says \"Apple\""))
  }

  @Test func theConsistencyCheckCatchesALabelChangedWithoutTheModel() throws {
    let device = try Device(app: FruitApp.descriptor)
    let list = try #require(device.visibleController as? FruitListViewController)
    let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    (cell.viewWithTag(1000) as? UILabel)?.text = "Blueberry"
    let error = try #require(throws: GestureError.self) { try device.tapRow(2) }
    #expect(
      error.message
        == "row 1 shows \"Blueberry ✓\" but its data source says \"Banana ✓\": the cell and "
        + "the model disagree")
  }

  @Test func anEmptyLabelAddedToACellShowsNothingTheCheckWouldCatch() throws {
    let device = try Device(app: FruitApp.descriptor)
    let list = try #require(device.visibleController as? FruitListViewController)
    let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    cell.contentView.addSubview(UILabel(text: ""))
    try device.tapRow(2)
    #expect(device.rows[1].text == "Banana")
  }

  @Test func theTranscriptShowsTheGestureAndTheCallsItCaused() throws {
    let device = try Device(app: FruitApp.descriptor)
    try device.tapRow(1)
    #expect(
      device.transcript.lastGesture == [
        "▶ tap row 1",
        "  tableView(_:willSelectRowAt: [0, 1])",
        "  tableView(_:didSelectRowAt: [0, 1])",
        "  reloadRows(at: [[0, 1]])",
        "  tableView(_:cellForRowAt: [0, 1])",
        "    dequeue: reusing a queued \"Fruit\" cell",
      ])
  }

  @Test func backgroundThenTerminateTellTheDelegateAndCrashTellsNothing() throws {
    let device = try Device(app: FruitApp.descriptor)
    let defaultsFile = try #require(device.application?.defaults.fileURL)
    try device.background()
    try device.terminate()
    try device.launch()
    let defaults = try #require(device.application?.defaults)
    #expect(defaults.integer(forKey: "BackgroundEvents") == 2)
    #expect(defaults.bool(forKey: "Terminated"))
    defaults.removeObject(forKey: "Terminated")
    try device.crash()
    try device.launch()
    #expect(device.application?.defaults.bool(forKey: "Terminated") == false)
    #expect(FileManager.default.fileExists(atPath: defaultsFile.path))
  }

  /// An app in the background has no screen to touch: a gesture on it is refused, with
  /// what to do, and changes nothing; back in the foreground, the same gesture is made.
  @Test func anAppInTheBackgroundTakesNoGestureUntilItComesBack() throws {
    let device = try Device(app: FruitApp.descriptor)
    try device.background()

    let tap = try #require(throws: GestureError.self) { try device.tapRow(0) }
    #expect(tap.message == "fruit is in the background: say foreground to come back to it first")
    #expect(tap.kind == .impossible)
    #expect(throws: GestureError.self) { try device.tap("+") }
    #expect(!device.transcript.description.contains("didSelectRowAt"))

    try device.foreground()
    try device.tapRow(0)
    #expect(device.transcript.lastGesture.contains("  tableView(_:didSelectRowAt: [0, 0])"))
  }

  @Test func relaunchMakesNewObjectsInTheSameSandbox() throws {
    let device = try Device(app: FruitApp.descriptor)
    let before = device.visibleController
    try device.deleteRow(0)
    try device.relaunch()
    #expect(device.visibleController !== before)
    #expect(device.rowTexts == ["Banana", "Cherry"], "the list saved when it was terminated")
  }

  @Test func aTemporarySandboxIsDeletedWithItsDevice() throws {
    var device: Device? = try Device(app: FruitApp.descriptor)
    let root = try #require(device?.sandbox.root)
    #expect(FileManager.default.fileExists(atPath: root.path))
    device = nil
    #expect(!FileManager.default.fileExists(atPath: root.path))
  }
}

@MainActor
@Suite struct LaunchOrderTests {
  @Test func launchFollowsUIKitsOrder() throws {
    let device = try Device(app: FruitApp.descriptor)
    #expect(
      device.transcript.lines == [
        "▶ launch fruit",
        "  storyboard instantiates \"Navigation\"",
        "  storyboard instantiates \"Fruit\"",
        "  application(_:didFinishLaunchingWithOptions:)",
        "  UINavigationController.viewDidLoad()",
        "  UINavigationController.viewWillAppear(_:)",
        "  FruitListViewController.viewDidLoad()",
        "  FruitListViewController.viewWillAppear(_:)",
        "  tableView(_:cellForRowAt: [0, 0])",
        "    dequeue: creating a new \"Fruit\" cell",
        "  tableView(_:cellForRowAt: [0, 1])",
        "    dequeue: creating a new \"Fruit\" cell",
        "  tableView(_:cellForRowAt: [0, 2])",
        "    dequeue: creating a new \"Fruit\" cell",
        "  UINavigationController.viewDidAppear(_:)",
        "  FruitListViewController.viewDidAppear(_:)",
      ])
  }
}

@MainActor
@Suite struct RowMessageTests {
  @Test func aMissingRowOfAOneRowTableNamesTheOnlyRow() throws {
    let device = try Device(app: FruitApp.descriptor)
    try device.deleteRow(0)
    try device.deleteRow(0)
    let error = try #require(throws: GestureError.self) { try device.tapRow(1) }
    #expect(error.message == "there is no row 1 (the only row is 0)")
    try device.deleteRow(0)
    let empty = try #require(throws: GestureError.self) { try device.tapRow(0) }
    #expect(empty.message == "there is no row 0 (the table is empty)")
  }
}

@MainActor
@Suite struct SharedRowTextTests {
  @Test func aTextThatSeveralRowsShowNamesNoRowAndTheMessageSaysWhichRowsShowIt() throws {
    let device = try Device(app: FruitApp.descriptor)
    try device.add("Apple")
    #expect(device.rowTexts == ["Apple", "Banana", "Cherry", "Apple"])

    let tap = try #require(throws: GestureError.self) { try device.tapRow("Apple") }
    #expect(
      tap.message
        == "rows 0 and 3 all show \"Apple\": name the one you mean by its number, such as row 0")
    #expect(device.rows.allSatisfy { !$0.isChecked || $0.text == "Banana" }, "nothing was tapped")
    #expect(throws: GestureError.self) { try device.deleteRow("Apple") }
    #expect(
      Expectation.rowChecked(.text("Apple"), false).mismatch(on: device)
        == "rows 0 and 3 all show \"Apple\": name the one you mean by its number, such as row 0")
    try device.tapRow(3)
    #expect(device.rows[3].isChecked)
  }
}

@MainActor
@Suite struct CallSiteTests {
  @Test func aGestureErrorNamesTheLineThatAskedForTheGesture() throws {
    let device = try Device(app: FruitApp.descriptor)
    let directLine = #line + 1
    let direct = try #require(throws: GestureError.self) { try device.tap("Done") }
    let performLine = #line + 1
    let viaPerform = try #require(throws: GestureError.self) { try device.perform(.tapRow(9)) }

    #expect(direct.callSite?.line == directLine)
    #expect(direct.callSite?.file.hasSuffix("HarnessTests.swift") == true)
    #expect(
      direct.description.hasPrefix("\(direct.callSite?.description ?? "?"): there is no button"))
    #expect(viaPerform.callSite?.line == performLine, "the outer call's line, not the inner one's")
  }
}
