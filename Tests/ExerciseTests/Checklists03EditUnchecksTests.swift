// Exercise checklists-03/edit-unchecks: an item whose text changes starts again unchecked.

import Testing
import ViewHarness

@testable import Checklists03EditUnchecks

@MainActor
@Suite(.attachesTranscripts)
struct Checklists03EditUnchecksTests {
  @Test func changingACheckedItemsTextUnchecksIt() throws {
    let device = try launch(Checklists03.app)
    #expect(device.rows[1].isChecked)
    try device.tapAccessory(row: 1)
    try device.type(" twice")
    try device.tap("Done")
    #expect(device.rows[1].text == "Brush my teeth twice")
    #expect(device.rows[1].isChecked == false)
  }

  @Test func theUncheckedItemIsCheckedByTheNextTap() throws {
    let device = try launch(Checklists03.app)
    try device.tapAccessory(row: 1)
    try device.type(" twice")
    try device.tap("Done")
    try device.tapRow(1)
    #expect(device.rows[1].isChecked)
  }

  @Test func doneWithoutAChangeKeepsTheCheckmark() throws {
    let device = try launch(Checklists03.app)
    try device.tapAccessory(row: 1)
    try device.tap("Done")
    #expect(device.rows[1].text == "Brush my teeth")
    #expect(device.rows[1].isChecked)
  }

  @Test func theOtherRowsKeepTheirCheckmarks() throws {
    let device = try launch(Checklists03.app)
    try device.tapAccessory(row: 1)
    try device.type(" twice")
    try device.tap("Done")
    #expect(device.rows.map(\.isChecked) == [false, false, false, false, true])
  }
}
