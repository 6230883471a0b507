// The all-lists screen driven through the simulated device, one story per test.

import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists05

@MainActor
@Suite struct AllListsScreenTests {
  /// The all-lists screen at the root of the navigation stack.
  func allLists(on device: Device) throws -> AllListsViewController {
    let navigationController = try #require(device.visibleNavigationController)
    return try #require(navigationController.viewControllers.first as? AllListsViewController)
  }

  @Test func launchShowsTheListsUnderTheTitleChecklists() throws {
    let device = try Device(app: Checklists05.app)
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                Checklists              + │
        ├──────────────────────────────────────────┤
        │ Birthdays                            ⓘ › │
        │ Groceries                            ⓘ › │
        │ Cool Apps                            ⓘ › │
        │ To Do                                ⓘ › │
        ╰──────────────────────────────────────────╯
        """)
  }

  @Test func tappingAListOpensItsItemsUnderItsName() throws {
    let device = try Device(app: Checklists05.app)
    try device.tapRow("Groceries")
    #expect(device.navigationStack == ["Checklists", "Groceries"])
    #expect(device.title == "Groceries")
    #expect(device.rowTexts == ["Milk", "Eggs"])
  }

  @Test func theShowChecklistSegueCarriesTheTappedChecklistAsItsSender() throws {
    let device = try Device(app: Checklists05.app)
    let groceries = try allLists(on: device).lists[1]
    try device.tapRow(1)
    #expect(
      device.transcript.lastGesture.contains("  performSegue(withIdentifier: \"ShowChecklist\")"))
    let items = try #require(device.visibleController as? ChecklistViewController)
    #expect(items.checklist === groceries)
  }

  @Test func goingBackShowsTheListsAgain() throws {
    let device = try Device(app: Checklists05.app)
    try device.tapRow("Groceries")
    try device.goBack()
    #expect(device.navigationStack == ["Checklists"])
    #expect(device.rowTexts == ["Birthdays", "Groceries", "Cool Apps", "To Do"])
  }

  @Test func eachListKeepsItsOwnItems() throws {
    let device = try Device(app: Checklists05.app)
    try device.tapRow("Groceries")
    try device.tap("+")
    try device.type("Bread")
    try device.tap("Done")
    try device.tapRow("Milk")
    try device.goBack()

    try device.tapRow("Birthdays")
    #expect(device.rowTexts == ["Buy a present for Anna"])
    try device.goBack()

    try device.tapRow("Groceries")
    #expect(device.rowTexts == ["Milk", "Eggs", "Bread"])
    #expect(device.rows.map(\.isChecked) == [true, false, false])
  }

  @Test func swipingAListDeletesIt() throws {
    let device = try Device(app: Checklists05.app)
    try device.deleteRow("Cool Apps")
    #expect(device.rowTexts == ["Birthdays", "Groceries", "To Do"])
    #expect(try allLists(on: device).lists.map(\.name) == ["Birthdays", "Groceries", "To Do"])
  }

  @Test func nothingIsSavedYetSoARelaunchStartsFromTheSampleListsAgain() throws {
    let device = try Device(app: Checklists05.app)
    try device.deleteRow("Cool Apps")
    try device.tapRow("Groceries")
    try device.deleteRow("Milk")
    try device.terminate()
    try device.relaunch()
    #expect(device.rowTexts == ["Birthdays", "Groceries", "Cool Apps", "To Do"])
    try device.tapRow("Groceries")
    #expect(device.rowTexts == ["Milk", "Eggs"])
  }
}
