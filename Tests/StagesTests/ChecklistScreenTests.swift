// The checklist screen as every early stage has it, one story per test, run on each stage.

import Testing
import ViewHarness

@MainActor
@Suite struct ChecklistScreenTests {
  @Test(arguments: Stage.firstScreenIsTheList)
  func tappingARowChecksItsItemThenItsRowAndBack(stage: Stage) throws {
    let device = try Device(app: stage.app)
    try device.tapRow("Walk the dog")
    #expect(stage.items(device)?.first?.checked == true)
    #expect(device.rows[0].isChecked)

    try device.tapRow("Walk the dog")
    #expect(stage.items(device)?.first?.checked == false)
    #expect(device.rows[0].isChecked == false)
  }

  @Test(arguments: Stage.firstScreenIsTheList)
  func tappingARowChangesOnlyThatRowsCell(stage: Stage) throws {
    let device = try Device(app: stage.app)
    let table = try #require(device.visibleTable)
    let cellsBefore = table.visibleCells
    let requestsBefore = table.cellRequestCount

    try device.tapRow(2)

    // The tapped row's own cell was updated in place: the table asked its data source for
    // no cell at all, every row keeps its cell, and only row 2 changed.
    #expect(table.cellRequestCount == requestsBefore)
    #expect(zip(table.visibleCells, cellsBefore).allSatisfy { $0 === $1 })
    #expect(device.rows.map(\.isChecked) == [false, true, true, false, true])
    #expect(!device.transcript.lastGesture.contains { $0.contains("cellForRowAt") })
  }

  @Test(arguments: Stage.firstScreenIsTheList)
  func swipingARowDeletesItsItemThenItsRow(stage: Stage) throws {
    let device = try Device(app: stage.app)
    try device.deleteRow("Soccer practice")
    #expect(stage.items(device)?.map(\.text).contains("Soccer practice") == false)
    #expect(
      device.rowTexts == [
        "Walk the dog", "Brush my teeth", "Learn iOS development", "Eat ice cream",
      ])
    #expect(device.transcript.lastGesture.contains("  deleteRows(at: [[0, 3]])"))
  }
}
