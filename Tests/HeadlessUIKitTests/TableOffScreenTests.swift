// cellForRow(at:) on a table that is not in a window, as a unit test asks it: answered when
// the table has a size, as on iOS.

import HeadlessUIKit
import Testing

@MainActor
@Suite struct TableOffScreenTests {
  /// A table fed by a counting data source, with its cell class registered.
  static func fed(_ table: UITableView, rows: Int) -> CountingDataSource {
    let dataSource = CountingDataSource(count: rows)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = dataSource
    return dataSource
  }

  @Test func aTableViewControllersTableGivesTheCellOfAVisibleRowOutsideAWindow() {
    let controller = UITableViewController()
    let dataSource = Self.fed(controller.tableView, rows: 30)

    let cell = controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))

    #expect(cell?.textLabel?.text == "Item 1")
    #expect(controller.tableView.window == nil)
    #expect(
      controller.tableView.cellForRow(at: IndexPath(row: 25, section: 0)) == nil,
      "a row below the viewport has no cell, as on screen")
    #expect(dataSource.cellRequests.count == controller.tableView.visibleRowCapacity)
  }

  @Test func aTableMadeWithAFrameAnswersAndOneWithNoSizeDoesNot() {
    let sized = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let sizedSource = Self.fed(sized, rows: 3)
    let unsized = UITableView()
    let unsizedSource = Self.fed(unsized, rows: 3)

    #expect(sized.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Item 2")
    #expect(unsized.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
    #expect(unsizedSource.cellRequests.isEmpty)
    #expect(sizedSource.items.count == 3)
  }

  @Test func aStoryboardTableAnswersAfterReloadData() throws {
    let storyboard = UIStoryboard(
      name: "Main", initialScene: "List",
      scenes: [.tableViewController("List", UITableViewController.self)])
    let list = try #require(
      storyboard.instantiateInitialViewController() as? UITableViewController)
    let dataSource = Self.fed(list.tableView, rows: 2)
    #expect(
      list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Item 0")

    dataSource.items = ["Changed"]
    list.tableView.reloadData()

    #expect(
      list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Changed")
    #expect(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) == nil)
  }
}
