// Editing mode: the user reorders rows (the table moves them first, then tells the data
// source), deletes from the editing control; moveRow in code; FIDELITY 1–3 with moves.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct TableEditingTests {
  static func path(_ section: Int, _ row: Int) -> IndexPath {
    IndexPath(row: row, section: section)
  }

  @Test func settingEditingTellsTheCellsOnScreenAndTheOnesThatComeLater() {
    let dataSource = SectionedDataSource([(0..<20).map { "Row \($0)" }])
    let (table, window) = dataSource.tableOnScreen()
    #expect(!table.isEditing)
    table.setEditing(true, animated: true)
    #expect(table.visibleCells.allSatisfy { $0.isEditing })
    #expect(table.visibleCells.allSatisfy { $0.editingStyle == .delete })
    table.scrollToRow(at: Self.path(0, 19), at: .bottom, animated: false)
    #expect(table.visibleCells.allSatisfy { $0.isEditing }, "cells coming on screen are editing")
    #expect(dataSource.calls.contains("willDisplay 0-19 editing=true"))
    table.isEditing = false
    #expect(table.visibleCells.allSatisfy { !$0.isEditing && $0.editingStyle == .none })
    #expect(window.isKeyWindow)
  }

  @Test func theUserMovesARowTheTableMovesItFirstThenTellsTheDataSource() throws {
    let dataSource = SectionedDataSource([["A", "B", "C", "D"]])
    let (table, window) = dataSource.tableOnScreen()
    let movedCell = table.cellForRow(at: Self.path(0, 0))
    table.setEditing(true, animated: false)
    try table.simulateMove(from: Self.path(0, 0), to: Self.path(0, 2))
    #expect(dataSource.calls == ["moveRowAt 0-0 to 0-2, table rows [4]"])
    #expect(dataSource.sections == [["B", "C", "A", "D"]])
    #expect(table.visibleTextsBySection == [["B", "C", "A", "D"]], "no cell was asked for")
    #expect(table.cellForRow(at: Self.path(0, 2)) === movedCell, "the cell moved with its row")
    #expect(window.isKeyWindow)
  }

  @Test func aMoveAcrossSectionsChangesBothSectionsCounts() throws {
    let dataSource = SectionedDataSource([["A", "B"], ["C"]])
    let (table, window) = dataSource.tableOnScreen()
    table.setEditing(true, animated: false)
    try table.simulateMove(from: Self.path(0, 1), to: Self.path(1, 1))
    #expect(dataSource.calls == ["moveRowAt 0-1 to 1-1, table rows [1, 2]"])
    #expect(table.visibleTextsBySection == [["A"], ["C", "B"]])
    #expect(table.believedRowCounts == [1, 2])
    #expect(window.isKeyWindow)
  }

  @Test func aTableViewControllerReordersThroughItsOverrides() throws {
    let controller = ReorderingListController(style: .plain)
    let window = show(controller)
    #expect(controller.editButtonItem.simulateUserTap())
    try controller.tableView.simulateMove(from: Self.path(0, 0), to: Self.path(0, 2))
    #expect(controller.items == ["Eggs", "Bread", "Milk"])
    #expect(throws: TableMoveRefusal.reorderNotOffered) {
      try controller.tableView.simulateMove(from: Self.path(0, 2), to: Self.path(0, 0))
    }
    #expect(window.isKeyWindow)
  }

  @Test func theDelegateCanRetargetTheDrop() throws {
    let dataSource = SectionedDataSource([["A", "B"], ["C"]])
    dataSource.retarget = { source, proposed in
      proposed.section == source.section ? proposed : IndexPath(row: 1, section: source.section)
    }
    let (table, window) = dataSource.tableOnScreen()
    table.setEditing(true, animated: false)
    try table.simulateMove(from: Self.path(0, 0), to: Self.path(1, 0))
    #expect(dataSource.sections == [["B", "A"], ["C"]])
    #expect(window.isKeyWindow)
  }

  @Test func droppingARowWhereItWasTellsNobody() throws {
    let dataSource = SectionedDataSource([["A", "B"]])
    let (table, window) = dataSource.tableOnScreen()
    table.setEditing(true, animated: false)
    try table.simulateMove(from: Self.path(0, 1), to: Self.path(0, 1))
    #expect(dataSource.calls.isEmpty)
    #expect(window.isKeyWindow)
  }

  @Test func reorderingNeedsEditingMoveRowAtAndCanMoveRowAt() {
    let dataSource = SectionedDataSource([["A", "B", "C"]])
    dataSource.movable = { $0.row != 2 }
    let (table, window) = dataSource.tableOnScreen()
    #expect(throws: TableMoveRefusal.notEditing) {
      try table.simulateMove(from: Self.path(0, 0), to: Self.path(0, 1))
    }
    table.setEditing(true, animated: false)
    #expect(throws: TableMoveRefusal.reorderNotOffered) {
      try table.simulateMove(from: Self.path(0, 2), to: Self.path(0, 0))
    }
    #expect(throws: TableMoveRefusal.noSuchRow) {
      try table.simulateMove(from: Self.path(0, 0), to: Self.path(0, 3))
    }
    #expect(dataSource.sections == [["A", "B", "C"]])

    let controller = AccessoryListController(accessory: .none)
    let otherWindow = show(controller)
    controller.setEditing(true, animated: false)
    #expect(throws: TableMoveRefusal.reorderNotOffered) {
      try controller.tableView.simulateMove(from: Self.path(0, 0), to: Self.path(0, 1))
    }
    #expect(
      controller.tableView.visibleCells.map { $0.textLabel?.text ?? "" }
        == ["Row 0", "Row 1", "Row 2"],
      "a refused move leaves the rows where they were")
    #expect(window.isKeyWindow && otherWindow.isKeyWindow)
  }

  @Test func moveRowInCodeAsksNothingAndKeepsTheTablesRowsInStep() {
    let dataSource = SectionedDataSource([["A", "B", "C"]])
    let (table, window) = dataSource.tableOnScreen()
    dataSource.sections = [["C", "A", "B"]]
    table.moveRow(at: Self.path(0, 2), to: Self.path(0, 0))
    #expect(dataSource.calls.isEmpty, "moveRow asks the data source for nothing")
    #expect(table.visibleTextsBySection == [["C", "A", "B"]])
    #expect(window.isKeyWindow)
  }

  @Test func f01_aMoveAcrossSectionsTheModelDidNotMakeFailsWithUIKitsMessage() {
    let dataSource = SectionedDataSource([["A", "B"], ["C"]])
    let (table, window) = dataSource.tableOnScreen()
    let recorder = UIKitRecorder()
    recorder.record {
      table.moveRow(at: Self.path(0, 0), to: Self.path(1, 0))
    }
    #expect(
      recorder.reason
        == "Invalid update: invalid number of rows in section 0. The number of rows contained "
        + "in an existing section after the update (2) must be equal to the number of rows "
        + "contained in that section before the update (2), plus or minus the number of rows "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 1 moved out).")
    #expect(window.isKeyWindow)
  }

  @Test func f02_aBatchMixesMovesWithInsertionsAndDeletions() {
    let dataSource = SectionedDataSource([["A", "B", "C", "D"]])
    let (table, window) = dataSource.tableOnScreen()
    dataSource.sections = [["D", "B", "New", "C"]]
    table.performBatchUpdates {
      table.deleteRows(at: [Self.path(0, 0)], with: .automatic)
      table.moveRow(at: Self.path(0, 3), to: Self.path(0, 0))
      table.insertRows(at: [Self.path(0, 2)], with: .automatic)
    }
    #expect(table.visibleTextsBySection == [["D", "B", "New", "C"]])
    #expect(dataSource.calls == ["cellForRowAt 0-2", "willDisplay 0-2 editing=false"])
    #expect(window.isKeyWindow)
  }

  @Test func f03_movingToARowThatCannotExistFails() {
    let dataSource = SectionedDataSource([["A", "B"]])
    let (table, window) = dataSource.tableOnScreen()
    let recorder = UIKitRecorder()
    recorder.record {
      table.moveRow(at: Self.path(0, 0), to: Self.path(0, 2))
    }
    #expect(
      recorder.reason
        == "attempt to move row 2 into section 0, but there are only 2 rows in section 0 "
        + "after the update")
    #expect(window.isKeyWindow)
  }

  @Test func inEditingModeTheRedMinusThenDeleteCommitsTheDeletion() throws {
    let dataSource = SectionedDataSource([["A", "B"]])
    dataSource.style = { $0.row == 0 ? .insert : .delete }
    let (table, window) = dataSource.tableOnScreen()
    table.setEditing(true, animated: false)
    #expect(table.cellForRow(at: Self.path(0, 0))?.editingStyle == .insert)
    try table.simulateEditingControlTap(on: Self.path(0, 1))
    #expect(dataSource.calls.first == "commit delete 0-1")
    #expect(dataSource.sections == [["A"]])
    try table.simulateEditingControlTap(on: Self.path(0, 0))
    #expect(dataSource.calls.contains("commit insert 0-0"))
    #expect(throws: TableGestureRefusal.swipeNotOffered) {
      try table.simulateSwipeToDelete(on: Self.path(0, 0))
    }
    #expect(table.isEditing, "the table stays in editing mode")
    #expect(window.isKeyWindow)
  }

  @Test func rowsAreNotSelectableInEditingModeUnlessAllowed() throws {
    let dataSource = SectionedDataSource([["A", "B"]])
    let (table, window) = dataSource.tableOnScreen()
    table.setEditing(true, animated: false)
    #expect(throws: TableGestureRefusal.selectionNotAllowed) {
      try table.simulateTap(on: Self.path(0, 0))
    }
    table.allowsSelectionDuringEditing = true
    try table.simulateTap(on: Self.path(0, 0))
    #expect(dataSource.calls == ["didSelect 0-0"])
    #expect(window.isKeyWindow)
  }
}

/// A list written as a UIKit table view controller that lets the user reorder its rows,
/// except the last.
final class ReorderingListController: UITableViewController {
  var items = ["Milk", "Eggs", "Bread"]

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = editButtonItem
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = items[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    indexPath.row < items.count - 1
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let item = items.remove(at: sourceIndexPath.row)
    items.insert(item, at: destinationIndexPath.row)
  }
}
