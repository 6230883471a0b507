// The checklist screen driven through the simulated device, one story per test.

import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists01

@MainActor
@Suite struct ChecklistScreenTests {
  /// The list screen of a running device, to read its model after a gesture.
  func checklist(on device: Device) throws -> ChecklistViewController {
    try #require(device.visibleController as? ChecklistViewController)
  }

  @Test func launchShowsTheSampleItemsWithTheirCheckmarks() throws {
    let device = try Device(app: Checklists01.app)
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                Checklists              + │
        ├──────────────────────────────────────────┤
        │ Walk the dog                             │
        │ Brush my teeth                         ✓ │
        │ Learn iOS development                    │
        │ Soccer practice                          │
        │ Eat ice cream                          ✓ │
        ╰──────────────────────────────────────────╯
        """)
    #expect(device.rows.map(\.isChecked) == [false, true, false, false, true])
  }

  @Test func tappingAnUncheckedRowChecksItsItemThenItsRow() throws {
    let device = try Device(app: Checklists01.app)
    try device.tapRow("Walk the dog")
    #expect(try checklist(on: device).items[0].checked)
    #expect(device.rows[0].isChecked)

    try device.tapRow("Walk the dog")
    #expect(try checklist(on: device).items[0].checked == false)
    #expect(device.rows[0].isChecked == false)
  }

  @Test func tappingPlusAppendsAPlaceholderItemAndInsertsOneRowAtTheEnd() throws {
    let device = try Device(app: Checklists01.app)
    let table = try #require(device.visibleTable)
    let requestsBefore = table.cellRequestCount

    try device.tap("+")

    #expect(try checklist(on: device).items.count == 6)
    #expect(device.rowTexts.count == 6)
    #expect(device.rowTexts.last == "New item")
    #expect(device.rows.last?.isChecked == false)
    let updates = device.transcript.lastGesture.filter { $0.contains("Rows(at:") }
    #expect(updates == ["  insertRows(at: [[0, 5]])"])
    #expect(table.cellRequestCount == requestsBefore + 1)
  }

  @Test func checkmarksStayWithTheirItemsWhenCellsAreReused() throws {
    let device = try Device(app: Checklists01.app)
    for _ in 1...15 { try device.tap("+") }
    try device.tapRow("Walk the dog")

    // Twenty rows and room for ten: scrolling to the end hands row 0's cell to another row.
    try device.scroll(toRow: 19)
    let table = try #require(device.visibleTable)
    #expect(table.createdCellCount == 10)
    #expect(device.rows.allSatisfy { !$0.isChecked })

    try device.scroll(toRow: 0)
    #expect(device.rows.map(\.isChecked).prefix(5) == [true, true, false, false, true])
  }
}
