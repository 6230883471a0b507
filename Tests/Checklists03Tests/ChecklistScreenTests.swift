// The checklist screen driven through the simulated device, one story per test.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists03

@MainActor
@Suite struct ChecklistScreenTests {
  /// The list screen of a running device, to read its model after a gesture.
  func checklist(on device: Device) throws -> ChecklistViewController {
    try #require(device.visibleController as? ChecklistViewController)
  }

  @Test func launchShowsTheSampleItemsWithCheckmarkLabelsAndEditButtons() throws {
    let device = try Device(app: Checklists03.app)
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                Checklists              + │
        ├──────────────────────────────────────────┤
        │   Walk the dog                       ⓘ › │
        │ √ Brush my teeth                     ⓘ › │
        │   Learn iOS development              ⓘ › │
        │   Soccer practice                    ⓘ › │
        │ √ Eat ice cream                      ⓘ › │
        ╰──────────────────────────────────────────╯
        """)
    #expect(device.rows.map(\.isChecked) == [false, true, false, false, true])
    #expect(device.rows.allSatisfy { $0.accessory == .detailDisclosureButton })
    let cell = try #require(device.visibleTable?.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect((cell.viewWithTag(1001) as? UILabel)?.text == "√")
    #expect((cell.viewWithTag(1000) as? UILabel)?.text == "Brush my teeth")
  }

  @Test func tappingAnUncheckedRowChecksItsItemThenItsRow() throws {
    let device = try Device(app: Checklists03.app)
    try device.tapRow("Walk the dog")
    #expect(try checklist(on: device).items[0].checked)
    #expect(device.rows[0].isChecked)

    try device.tapRow("Walk the dog")
    #expect(try checklist(on: device).items[0].checked == false)
    #expect(device.rows[0].isChecked == false)
  }

  @Test func tappingARowChangesOnlyThatRowsCell() throws {
    let device = try Device(app: Checklists03.app)
    let table = try #require(device.visibleTable)
    let cellsBefore = table.visibleCells
    let requestsBefore = table.cellRequestCount

    try device.tapRow(2)

    #expect(table.cellRequestCount == requestsBefore)
    #expect(zip(table.visibleCells, cellsBefore).allSatisfy { $0 === $1 })
    #expect(device.rows.map(\.isChecked) == [false, true, true, false, true])
  }

  @Test func swipingARowDeletesItsItemThenItsRow() throws {
    let device = try Device(app: Checklists03.app)
    try device.deleteRow("Soccer practice")
    #expect(try checklist(on: device).items.map(\.text).contains("Soccer practice") == false)
    #expect(
      device.rowTexts == [
        "Walk the dog", "Brush my teeth", "Learn iOS development", "Eat ice cream",
      ]
    )
    #expect(device.transcript.lastGesture.contains("  deleteRows(at: [[0, 3]])"))
  }
}
