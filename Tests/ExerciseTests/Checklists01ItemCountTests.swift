// Exercise checklists-01/item-count: the title says how many items the list holds.

import Testing
import ViewHarness

@testable import Checklists01ItemCount

@MainActor
@Suite(.attachesTranscripts)
struct Checklists01ItemCountTests {
  @Test func theTitleCountsTheSampleItemsAtLaunch() throws {
    let device = try launch(Checklists01.app)
    #expect(device.title == "Checklists (5)")
  }

  @Test func tappingPlusCountsTheNewItem() throws {
    let device = try launch(Checklists01.app)
    try device.tap("+")
    #expect(device.rows.count == 6)
    #expect(device.title == "Checklists (6)")
  }

  @Test func swipingRowsAwayCountsThemOut() throws {
    let device = try launch(Checklists01.app)
    try device.deleteRow("Soccer practice")
    #expect(device.title == "Checklists (4)")
    try device.deleteRow(0)
    #expect(device.title == "Checklists (3)")
  }

  @Test func checkingARowLeavesTheCountAlone() throws {
    let device = try launch(Checklists01.app)
    try device.tapRow("Walk the dog")
    #expect(device.rows[0].isChecked)
    #expect(device.title == "Checklists (5)")
  }
}
