// The inline date picker: a row inserted below Due Date, as tall as its wheels, indented as
// its section, with the keyboard out of its way; the storyboard alone would stop the app.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists09

@MainActor
@Suite struct DatePickerCellTests {
  /// The Add Item screen of a first launch, on the test clock.
  static func addItemScreen() throws -> Device {
    let device = try Device(app: Checklists09.app)
    try device.tap("+")
    return device
  }

  /// The item screen the device shows.
  static func controller(of device: Device) throws -> ItemDetailViewController {
    try #require(device.visibleController as? ItemDetailViewController)
  }

  @Test func aNewItemIsDueNowWithNoReminder() throws {
    try TestClock.run {
      let device = try Self.addItemScreen()
      #expect(device.rowTexts == ["", "Remind Me", "Due Date"])
      #expect(device.rows.last?.detail == "1 Jan 2026, 09:00")
      #expect(device.rows[1].toggle?.isOn == false)
    }
  }

  @Test func tappingDueDateInsertsThePickerBelowItAndHidesTheKeyboard() throws {
    try TestClock.run {
      let device = try Self.addItemScreen()
      #expect(device.focusedField != nil)
      try device.tapRow("Due Date")
      #expect(device.focusedField == nil, "the keyboard would cover the wheels")
      let table = try #require(device.visibleTable)
      #expect(table.numberOfRows(inSection: 1) == 3)
      let pickerRow = IndexPath(row: 2, section: 1)
      let controller = try Self.controller(of: device)
      let cell = try #require(table.cellForRow(at: pickerRow))
      #expect(cell === controller.datePickerCell)
      #expect(cell.frame.size.height == 217)
      #expect(cell.indentationLevel == 0)
      #expect(device.rows.last?.content == .datePicker("2026-01-01 09:00"))
      #expect(device.inconsistency() == nil)
    }
  }

  @Test func pickingADateShowsItInTheDueDateRowAndTappingAgainClosesThePicker() throws {
    try TestClock.run {
      let device = try Self.addItemScreen()
      try device.tapRow("Due Date")
      try device.pickDate(TestClock.minute("2026-12-24 18:30"))
      #expect(device.rows.first { $0.text == "Due Date" }?.detail == "24 Dec 2026, 18:30")
      try device.tapRow("Due Date")
      #expect(device.rowTexts == ["", "Remind Me", "Due Date"])
      #expect(try Self.controller(of: device).datePickerCell != nil, "kept for next time")

      try device.tapRow("Due Date")
      #expect(device.rows.last?.content == .datePicker("2026-12-24 18:30"))
    }
  }

  @Test func typingInTheFieldClosesThePicker() throws {
    try TestClock.run {
      let device = try Self.addItemScreen()
      try device.tapRow("Due Date")
      try device.tapField("Name of the Item")
      #expect(device.rowTexts == ["", "Remind Me", "Due Date"])
      try device.type("Milk")
      #expect(device.isDoneEnabled)
    }
  }

  @Test func theScreenAnswersForThePickerRowWhichTheStoryboardLacks() throws {
    // The storyboard knows its own rows only: a static table asked for the height of the
    // inserted row raises UIKit's range exception, which the screen's override prevents.
    try TestClock.run {
      let device = try Self.addItemScreen()
      let controller = try Self.controller(of: device)
      let table = try #require(device.visibleTable)
      var raised: [UIKitException] = []
      let hooks = UIKitRuntime.Hooks(exception: { raised.append($0) })
      UIKitRuntime.withHooks(hooks) {
        _ = controller.tableView(table, heightForRowAt: IndexPath(row: 2, section: 1))
        _ = controller.tableView(table, indentationLevelForRowAt: IndexPath(row: 2, section: 1))
      }
      #expect(raised.isEmpty, "the screen answers for the picker row itself")
      controller.datePickerVisible = true
      UIKitRuntime.withHooks(hooks) {
        _ = controller.tableView(table, heightForRowAt: IndexPath(row: 3, section: 1))
      }
      #expect(raised.map(\.name) == [.range])
    }
  }
}
