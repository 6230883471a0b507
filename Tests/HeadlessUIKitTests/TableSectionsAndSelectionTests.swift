// Table views: section updates checked like row updates, multiple selection, and what the
// table asks its delegate for each row it shows (height, indentation, willDisplay).

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct TableSectionsAndSelectionTests {
  static func path(_ section: Int, _ row: Int) -> IndexPath {
    IndexPath(row: row, section: section)
  }

  @Test func reloadSectionsAsksAgainForThatSectionOnly() {
    let dataSource = SectionedDataSource([["A", "B"], ["C"]])
    let (table, window) = dataSource.tableOnScreen()
    dataSource.sections = [["A", "B"], ["X", "Y", "Z"]]
    table.reloadSections(IndexSet(integer: 1), with: .automatic)
    #expect(table.visibleTextsBySection == [["A", "B"], ["X", "Y", "Z"]])
    #expect(
      dataSource.calls.filter { $0.hasPrefix("cellForRowAt") }
        == ["cellForRowAt 1-0", "cellForRowAt 1-1", "cellForRowAt 1-2"])
    #expect(window.isKeyWindow)
  }

  @Test func insertingAndDeletingSectionsMovesTheOtherSectionsRows() {
    let dataSource = SectionedDataSource([["A"], ["B"], ["C"]])
    let (table, window) = dataSource.tableOnScreen()
    dataSource.sections = [["New"], ["A"], ["C"]]
    table.performBatchUpdates {
      table.deleteSections(IndexSet(integer: 1), with: .automatic)
      table.insertSections(IndexSet(integer: 0), with: .automatic)
    }
    #expect(table.visibleTextsBySection == [["New"], ["A"], ["C"]])
    #expect(table.numberOfSections == 3)
    #expect(window.isKeyWindow)
  }

  @Test func aSectionCountThatDoesNotAddUpFailsWithUIKitsMessage() {
    let dataSource = SectionedDataSource([["A"], ["B"]])
    let (table, window) = dataSource.tableOnScreen()
    dataSource.sections = [["A"], ["B"], ["C"]]
    let recorder = UIKitRecorder()
    recorder.record { table.reloadSections(IndexSet(integer: 0), with: .automatic) }
    #expect(
      recorder.reason
        == "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (3) must be equal to the number of sections contained in "
        + "the table view before the update (2), plus or minus the number of sections inserted "
        + "or deleted (0 inserted, 0 deleted).")
    #expect(window.isKeyWindow)
  }

  @Test func nothingSelectedIsNilNotAnEmptyArray() throws {
    let dataSource = SectionedDataSource([["A", "B", "C"]])
    let (table, window) = dataSource.tableOnScreen()
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.indexPathForSelectedRow == nil)
    try table.simulateTap(on: Self.path(0, 2))
    try table.simulateTap(on: Self.path(0, 0))
    #expect(table.indexPathsForSelectedRows == [Self.path(0, 0)], "one row at a time")
    #expect(dataSource.calls == ["didSelect 0-2", "didDeselect 0-2", "didSelect 0-0"])
    #expect(window.isKeyWindow)
  }

  @Test func withMultipleSelectionATapOnASelectedRowDeselectsIt() throws {
    let dataSource = SectionedDataSource([["A", "B", "C"]])
    let (table, window) = dataSource.tableOnScreen()
    table.allowsMultipleSelection = true
    try table.simulateTap(on: Self.path(0, 2))
    try table.simulateTap(on: Self.path(0, 0))
    #expect(table.indexPathsForSelectedRows == [Self.path(0, 0), Self.path(0, 2)])
    #expect(table.indexPathForSelectedRow == Self.path(0, 0), "the first in order")
    try table.simulateTap(on: Self.path(0, 2))
    #expect(table.indexPathsForSelectedRows == [Self.path(0, 0)])
    #expect(dataSource.calls == ["didSelect 0-2", "didSelect 0-0", "didDeselect 0-2"])
    table.deselectRow(at: Self.path(0, 0), animated: false)
    #expect(dataSource.calls.count == 3, "deselecting in code tells nobody")
    #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    #expect(window.isKeyWindow)
  }

  @Test func eachRowShownIsAskedItsHeightAndIndentationThenAnnounced() {
    let dataSource = SectionedDataSource([["A", "B"]])
    dataSource.heights = { $0.row == 0 ? 80 : UITableView.automaticDimension }
    let (table, window) = dataSource.tableOnScreen()
    let first = table.cellForRow(at: Self.path(0, 0))
    let second = table.cellForRow(at: Self.path(0, 1))
    #expect(first?.frame.height == 80)
    #expect(second?.frame.height == 44, "an automatic height is 44 points here")
    #expect(first?.indentationLevel == 0)
    #expect(second?.indentationLevel == 1)
    dataSource.sections = [["A", "B", "C"]]
    table.insertRows(at: [Self.path(0, 2)], with: .automatic)
    #expect(dataSource.calls == ["cellForRowAt 0-2", "willDisplay 0-2 editing=false"])
    #expect(table.rowHeight == UITableView.automaticDimension)
    #expect(window.isKeyWindow)
  }

  @Test func theHeaderAndFooterViewsAreTheTablesSubviews() {
    let table = UITableView()
    let footer = UIView()
    table.tableFooterView = footer
    table.tableHeaderView = UILabel(text: "Header")
    #expect(footer.superview === table)
    table.tableFooterView = nil
    #expect(footer.superview == nil)
    #expect(table.tableHeaderView?.superview === table)
  }

  @Test func performBatchUpdatesRunsItsCompletionAfterTheUpdates() {
    let dataSource = SectionedDataSource([["A"]])
    let (table, window) = dataSource.tableOnScreen()
    var finished: Bool?
    dataSource.sections = [["A", "B"]]
    table.performBatchUpdates({
      table.insertRows(at: [Self.path(0, 1)], with: .automatic)
    }) { done in
      finished = done
      #expect(table.visibleTextsBySection == [["A", "B"]])
    }
    #expect(finished == true)
    #expect(window.isKeyWindow)
  }
}
