// A table of 100,000 rows driven through the harness: only the rows on screen are ever asked
// for, and only about a screenful of cells is ever made (FIDELITY 5 and 6).

import Foundation
import HeadlessUIKitCore
import Testing

@testable import ViewHarness

/// An app whose one screen lists 100,000 numbered rows that toggle a checkmark on tap.
enum BigListApp {
  static let descriptor = AppDescriptor(
    id: "big-list", title: "Big List", summary: "100,000 rows.", chapter: "none",
    makeDelegate: { BigListDelegate() },
    makeStoryboard: {
      UIStoryboard(
        name: "Big", initialScene: "Nav",
        scenes: [
          .navigationController("Nav", root: "List"),
          .tableViewController(
            "List", BigListViewController.self, title: "Numbers",
            prototypes: [PrototypeCell("Row")]),
        ])
    })
}

@MainActor
final class BigListDelegate: UIApplicationDelegate {
  var window: UIWindow?
}

final class BigListViewController: UITableViewController {
  var checked = Set<Int>()
  var cellRequests = 0

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    100_000
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    cellRequests += 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    cell.accessoryType = checked.contains(indexPath.row) ? .checkmark : .none
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    if checked.remove(indexPath.row) == nil { checked.insert(indexPath.row) }
    tableView.reloadRows(at: [indexPath], with: .automatic)
    tableView.deselectRow(at: indexPath, animated: true)
  }
}

@MainActor
@Suite struct BigListTests {
  @Test func f06_tappingARowOfAHundredThousandAsksOnlyForThatRow() throws {
    let device = try Device(app: BigListApp.descriptor)
    // The harness's own consistency check also asks the data source for every visible row
    // after each gesture; switch it off to count only what UIKit asks.
    device.checksInvariants = false
    let list = try #require(device.visibleController as? BigListViewController)
    let table = try #require(device.visibleTable)
    #expect(table.cellRequestCount == table.visibleRowCapacity, "launch asks for one screenful")
    list.cellRequests = 0
    try device.tapRow(3)
    #expect(list.cellRequests == 1)
    #expect(device.rows[3].isChecked)
  }

  @Test func f05_scrollingToTheEndReusesAScreenfulOfCells() throws {
    let device = try Device(app: BigListApp.descriptor)
    device.checksInvariants = false
    let list = try #require(device.visibleController as? BigListViewController)
    let table = try #require(device.visibleTable)
    list.cellRequests = 0
    try device.tapRow(99_999)
    #expect(device.rows.last?.text == "Row 99999")
    #expect(device.rows.last?.isChecked == true)
    // A screenful for the rows scrolled into view, plus one for the reloaded row.
    #expect(list.cellRequests <= table.visibleRowCapacity + 1)
    #expect(table.createdCellCount <= table.visibleRowCapacity + 2)
    #expect(device.screen.contains("⋮ 99990 more above"))
  }

  @Test func theConsistencyCheckAsksOnlyForTheVisibleRowsToo() throws {
    let device = try Device(app: BigListApp.descriptor)
    let list = try #require(device.visibleController as? BigListViewController)
    let table = try #require(device.visibleTable)
    list.cellRequests = 0
    try device.tapRow(3)
    #expect(list.cellRequests == 1 + table.visibleRowCapacity)
    #expect(table.cellRequestCount == table.visibleRowCapacity + 1, "UIKit's own requests")
  }
}

@MainActor
@Suite struct ScrollCommandTests {
  @Test func scrollToRowBringsItOnScreenAndTheScreenSaysWhatIsAboveAndBelow() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let session = SimulatorSession(apps: [BigListApp.descriptor]) { _ in sandbox }
    let script = try Script(parsing: "launch big-list\nscroll to row 500\n")
    for line in script.lines { try session.perform(line.command) }

    let device = try #require(session.device)
    #expect(device.rows.contains { $0.indexPath.row == 500 })
    #expect(!device.rows.contains { $0.indexPath.row == 0 })
    #expect(device.screen.contains("⋮ 491 more above"))
    #expect(script.lines[1].command == .gesture(.scroll(toRow: 500)))
    #expect(device.transcript.lastGesture.first == "▶ scroll to row 500")
    let beyond = try #require(throws: SessionFailure.self) {
      try session.perform(.gesture(.scroll(toRow: 100_000)))
    }
    #expect(beyond.message == "there is no row 100000 (rows are 0 to 99999)")
  }
}
