// Exercise checklists-02/new-items-first: a new item goes to the top of the list.

import Testing
import ViewHarness

@testable import Checklists02NewItemsFirst

@MainActor
@Suite(.attachesTranscripts)
struct Checklists02NewItemsFirstTests {
  /// Adds an item through the Add Item screen.
  func add(_ text: String, on device: Device) throws {
    try device.tap("+")
    try device.type(text)
    try device.tap("Done")
  }

  @Test func aNewItemIsTheFirstRow() throws {
    let device = try launch(Checklists02.app)
    try add("Buy milk", on: device)
    #expect(
      device.rowTexts == [
        "Buy milk", "Walk the dog", "Brush my teeth", "Learn iOS development", "Soccer practice",
        "Eat ice cream",
      ])
  }

  @Test func theNewestItemComesFirst() throws {
    let device = try launch(Checklists02.app)
    try add("Buy milk", on: device)
    try add("Call Mum", on: device)
    #expect(device.rowTexts.prefix(3) == ["Call Mum", "Buy milk", "Walk the dog"])
  }

  @Test func everyRowKeepsItsCheckmark() throws {
    let device = try launch(Checklists02.app)
    try add("Buy milk", on: device)
    #expect(device.rows.map(\.isChecked) == [false, false, true, false, false, true])
  }

  @Test func tappingTheNewRowChecksTheNewItem() throws {
    let device = try launch(Checklists02.app)
    try add("Buy milk", on: device)
    try device.tapRow(0)
    #expect(device.rows[0].text == "Buy milk")
    #expect(device.rows[0].isChecked)
    #expect(device.rows[1].isChecked == false)
  }
}
