// Checklists06 opened on one list of a given size, ready for the user to tap its rows.

import Checklists06
import Foundation
import HeadlessUIKitCore
import ViewHarness

/// Checklists06 running on a simulated device, showing one list of `rows` items, scrolled to
/// its middle, with a ``CountingDataSource`` in front of the list's table.
@MainActor
final class ToggleRig {
  /// The device running the app.
  let device: Device
  /// The list's table.
  let table: UITableView
  /// Counts what the table and the harness ask the app's data source.
  let counter: CountingDataSource
  /// The first row on screen.
  let firstVisibleRow: Int
  /// How many rows are on screen.
  let visibleRows: Int
  /// Taps made so far.
  private(set) var toggles = 0

  /// Saves one list of `rows` items as the open list, launches the app (which reopens it),
  /// and scrolls to the middle row.
  init(rows: Int) throws {
    device = try Device(app: Checklists06.app, launch: false)
    let list = StoredChecklist.sample(count: 1, itemsPerList: rows)
    try ChecklistsSandbox.prepare(device.sandbox, lists: list, openList: 0)
    try device.launch()
    try device.scroll(toRow: rows / 2)
    guard let table = device.visibleTable, let dataSource = table.dataSource else {
      throw BenchmarkError.unexpectedScreen("the list's table", device.screen)
    }
    self.table = table
    counter = CountingDataSource(wrapping: dataSource)
    table.dataSource = counter
    firstVisibleRow = table.firstVisiblePosition
    visibleRows = table.indexPathsForVisibleRows.count
  }

  /// Taps `count` rows on screen, one after another, each toggling its checkmark.
  func toggle(_ count: Int) throws {
    for _ in 0..<count {
      try device.tapRow(firstVisibleRow + toggles % visibleRows)
      toggles += 1
    }
  }
}
