// The course's own test for checklists-09/03t-test-keep-due-date: the picked date goes into
// the item on Done, not on Cancel, and comes back when the item is edited, after a relaunch
// too.

import Testing
import ViewHarness

@testable import Checklists

@MainActor
@Suite struct DueDateTests {
  /// What the Due Date row of the item screen shows.
  func dueDate(on device: Device) -> String? {
    device.rows.first { $0.text == "Due Date" }?.detail
  }

  @Test func theDueDateIsKeptByDoneNotByCancelAndAfterARelaunch() throws {
    // A first launch opens the list named "List".
    let device = try Device(app: AppDelegate.self)
    try device.tap("+")
    try device.type("Call Mum")
    try device.tapRow("Due Date")
    try device.pickDate(minute: "2030-06-01 18:30")
    try device.tap("Done")

    try device.tapAccessory(row: .text("Call Mum"))
    #expect(device.title == "Edit Item")
    #expect(dueDate(on: device) == "1 Jun 2030, 18:30")
    try device.tapRow("Due Date")
    try device.pickDate(minute: "2030-06-02 07:00")
    try device.tap("Cancel")

    try device.relaunch()
    try device.tapAccessory(row: .text("Call Mum"))
    #expect(dueDate(on: device) == "1 Jun 2030, 18:30", "Cancel kept the date; so did the file")
    try device.tap("Cancel")
    let list = try #require(device.visibleController as? ChecklistViewController)
    #expect(list.checklist?.items.map(\.text) == ["Call Mum"])
    #expect(device.inconsistency() == nil)
  }
}
