// Exercise checklists-01/sort-button: Sort puts the items in alphabetical order.

import Testing
import ViewHarness

@testable import Checklists01SortButton

@MainActor
@Suite(.attachesTranscripts)
struct Checklists01SortButtonTests {
  @Test func theBarHasSortOnTheLeftAndPlusOnTheRight() throws {
    let device = try launch(Checklists01.app)
    #expect(device.barButtons.map(\.title) == ["Sort", "+"])
  }

  @Test func tappingSortPutsTheRowsInAlphabeticalOrder() throws {
    let device = try launch(Checklists01.app)
    try device.tap("Sort")
    #expect(
      device.rowTexts == [
        "Brush my teeth", "Eat ice cream", "Learn iOS development", "Soccer practice",
        "Walk the dog",
      ])
  }

  @Test func eachItemKeepsItsCheckmarkWhenItMoves() throws {
    let device = try launch(Checklists01.app)
    try device.tap("Sort")
    #expect(device.rows.map(\.isChecked) == [true, true, false, false, false])
  }

  @Test func aTapAfterSortingTogglesTheItemTheRowShows() throws {
    let device = try launch(Checklists01.app)
    try device.tap("Sort")
    try device.tapRow(0)
    #expect(device.rows[0].text == "Brush my teeth")
    #expect(device.rows[0].isChecked == false)
    try device.tapRow("Walk the dog")
    #expect(device.rows[4].isChecked)
  }

  @Test func aNewItemFindsItsPlaceAtTheNextSort() throws {
    let device = try launch(Checklists01.app)
    try device.tap("+")
    #expect(device.rowTexts.last == "New item")
    try device.tap("Sort")
    #expect(device.rowTexts[3] == "New item")
  }
}
