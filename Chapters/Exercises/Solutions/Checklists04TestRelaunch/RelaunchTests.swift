// Exercise checklists-04/test-relaunch, the course's test: a checkmark, an edit and a delete
// are each still there after the app stops without warning and starts again.

import Testing
import ViewHarness

@testable import Checklists04

@MainActor
@Suite struct RelaunchTests {
  /// A device whose app has saved two items.
  func deviceWithTwoItems() throws -> Device {
    let device = try Device(app: Checklists04.app)
    for text in ["Buy milk", "Call mum"] {
      try device.tap("+")
      try device.type(text)
      try device.tap("Done")
    }
    return device
  }

  /// Stops the app as a crash would (only what was saved is left) and starts it again.
  func relaunch(_ device: Device) throws {
    try device.crash()
    try device.relaunch()
  }

  @Test func aCheckmarkIsKept() throws {
    let device = try deviceWithTwoItems()
    try device.tapRow(1)
    try relaunch(device)

    #expect(device.rowTexts == ["Buy milk", "Call mum"])
    #expect(device.rows.map(\.isChecked) == [false, true])
  }

  @Test func anEditIsKept() throws {
    let device = try deviceWithTwoItems()
    try device.tapAccessory(row: 0)
    try device.clear()
    try device.type("Buy oat milk")
    try device.tap("Done")
    try relaunch(device)

    #expect(device.rowTexts == ["Buy oat milk", "Call mum"])
  }

  @Test func aDeleteIsKept() throws {
    let device = try deviceWithTwoItems()
    try device.deleteRow(0)
    try relaunch(device)

    #expect(device.rowTexts == ["Call mum"])
  }
}
