// FIDELITY 4–6 and 10: dequeueing, reuse, visible rows only, and viewWithTag.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct TableCellTests {
  @Test func f04_dequeueingAnUnregisteredIdentifierWithIndexPathFails() {
    let table = UITableView()
    let recorder = UIKitRecorder()
    recorder.record {
      _ = table.dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
    }
    #expect(
      recorder.reason
        == "unable to dequeue a cell with identifier Missing - must register a nib or a class "
        + "for the identifier or connect a prototype cell in a storyboard")
  }

  @Test func f04_dequeueingWithoutIndexPathIsNilOnlyWhenNothingIsRegistered() {
    let table = UITableView()
    #expect(table.dequeueReusableCell(withIdentifier: "Cell") == nil)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    #expect(table.dequeueReusableCell(withIdentifier: "Cell") != nil)
  }

  @Test func f05_aCellThatScrollsOffComesBackWithItsOldContentAfterPrepareForReuse() {
    let dataSource = CountingDataSource(count: 30)
    dataSource.checked = [0]
    let screen = TableOnScreen(dataSource: dataSource)
    let table = screen.table
    let firstCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    dataSource.dequeued = []
    table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    let reused = table.visibleCells.contains { $0 === firstCell }
    #expect(reused, "the first cell went to the queue and came out for another row")
    // Handed out again, after prepareForReuse, it still shows row 0's text and checkmark
    // until cellForRowAt sets them: prepareForReuse does not clear content.
    let handedOut = dataSource.dequeued.first { $0.cell === firstCell }
    #expect(handedOut?.text == "Item 0")
    #expect(handedOut?.accessory == .checkmark)
  }

  @Test func f05_aCellForRowAtThatDoesNotResetTheAccessoryShowsAStaleCheckmark() {
    let dataSource = CountingDataSource(count: 30)
    dataSource.resetsAccessory = false
    dataSource.checked = [0]
    let screen = TableOnScreen(dataSource: dataSource)
    // Row 0's cell scrolls off, goes to the reuse queue, and comes back for row 10 or later
    // still showing row 0's checkmark, because cellForRowAt never sets .none.
    screen.table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
    let stale = screen.table.visibleCells.filter { $0.accessoryType == .checkmark }
    #expect(stale.count == 1)
    #expect(stale.first?.textLabel?.text != "Item 0")
  }

  @Test func f05_prepareForReuseRunsBeforeAQueuedCellIsHandedOut() {
    let table = UITableView()
    table.register(ReuseCountingCell.self, forCellReuseIdentifier: "Cell")
    let dataSource = CountingDataSource(count: 40)
    table.dataSource = dataSource
    let window = show(hosting: table)
    table.scrollToRow(at: IndexPath(row: 39, section: 0), at: .bottom, animated: false)
    let reuses = table.visibleCells.compactMap { ($0 as? ReuseCountingCell)?.reuseCount }
    #expect(reuses.allSatisfy { $0 == 1 })
    #expect(table.createdCellCount == table.visibleRowCapacity)
    #expect(window.isKeyWindow)
  }

  @Test func f06_aHundredThousandRowsAskOnlyForTheRowsOnScreen() {
    let screen = TableOnScreen(count: 100_000)
    let table = screen.table
    #expect(screen.dataSource.cellRequests.count == table.visibleRowCapacity)
    screen.dataSource.cellRequests = []
    screen.dataSource.checked = [5]
    table.reloadRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
    #expect(screen.dataSource.cellRequests == [IndexPath(row: 5, section: 0)])
    table.scrollToRow(at: IndexPath(row: 99_999, section: 0), at: .bottom, animated: false)
    table.scrollToRow(at: IndexPath(row: 50_000, section: 0), at: .middle, animated: false)
    #expect(table.createdCellCount <= table.visibleRowCapacity + 2)
  }

  @Test func f06_rowsOffScreenAreNeverAskedFor() {
    let screen = TableOnScreen(count: 50)
    let asked = Set(screen.dataSource.cellRequests.map(\.row))
    #expect(asked == Set(0..<10))
    #expect(screen.table.indexPathsForVisibleRows.map(\.row) == Array(0..<10))
  }

  @Test func f10_viewWithTagSearchesTheViewItselfThenSubviewsDepthFirst() {
    let root = UIView()
    root.tag = 7
    let branch = UIView()
    let deep = UILabel(text: "deep", tag: 1000)
    let shallowLater = UILabel(text: "later", tag: 1000)
    branch.addSubview(deep)
    root.addSubview(branch)
    root.addSubview(shallowLater)
    #expect(root.viewWithTag(7) === root)
    #expect(
      root.viewWithTag(1000) === deep, "depth first: the branch is searched before later siblings")
    #expect(root.viewWithTag(42) == nil)
  }
}

/// A cell that counts how often it was prepared for reuse.
final class ReuseCountingCell: UITableViewCell {
  var reuseCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

@MainActor
private func show(hosting table: UITableView) -> UIWindow {
  let controller = UIViewController()
  controller.view.addSubview(table)
  let window = show(controller)
  table.layoutIfNeeded()
  return window
}
