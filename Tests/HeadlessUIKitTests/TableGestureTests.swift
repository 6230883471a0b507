// FIDELITY 7–9: selection asks willSelectRowAt, accessories respond only when they are
// buttons, and swiping is offered only when the data source can commit a deletion.

import Foundation
import HeadlessUIKit
import Testing

@MainActor
@Suite struct TableGestureTests {
  @Test func f07_willSelectReturningNilBlocksSelection() throws {
    let screen = TableOnScreen(count: 3)
    screen.dataSource.willSelect = { _ in nil }
    try screen.table.simulateTap(on: IndexPath(row: 1, section: 0))
    #expect(screen.dataSource.selections.isEmpty)
    #expect(screen.table.indexPathForSelectedRow == nil)
  }

  @Test func f07_willSelectCanRedirectTheSelection() throws {
    let screen = TableOnScreen(count: 3)
    screen.dataSource.willSelect = { _ in IndexPath(row: 2, section: 0) }
    try screen.table.simulateTap(on: IndexPath(row: 0, section: 0))
    #expect(screen.dataSource.selections == [IndexPath(row: 2, section: 0)])
    #expect(screen.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }

  @Test func f07_selectingInCodeCallsNoDelegateMethod() {
    let screen = TableOnScreen(count: 3)
    var asked = false
    screen.dataSource.willSelect = {
      asked = true; return $0
    }
    screen.table.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    #expect(!asked)
    #expect(screen.dataSource.selections.isEmpty)
    #expect(screen.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  @Test(arguments: [
    (UITableViewCell.AccessoryType.detailButton, true),
    (.detailDisclosureButton, true),
    (.disclosureIndicator, false),
    (.checkmark, false),
    (.none, false),
  ])
  func f08_onlyDetailButtonsReportAccessoryTaps(
    accessory: UITableViewCell.AccessoryType, responds: Bool
  ) {
    let controller = AccessoryListController(accessory: accessory)
    let window = show(controller)
    let result = Result {
      try controller.tableView.simulateAccessoryTap(on: IndexPath(row: 0, section: 0))
    }
    #expect(controller.accessoryTaps == (responds ? [IndexPath(row: 0, section: 0)] : []))
    #expect((try? result.get()) != nil || !responds)
    #expect(window.rootViewController === controller)
  }

  @Test func f08_anAccessorySegueGetsTheCellAsSender() throws {
    let storyboard = UIStoryboard(
      name: "Accessory", initialScene: "Nav",
      scenes: [
        .navigationController("Nav", root: "List"),
        .tableViewController(
          "List", AccessoryListController.self,
          prototypes: [
            PrototypeCell("Cell", accessory: .detailDisclosureButton, accessorySegue: "Detail")
          ],
          segues: [.show("Detail", to: "Detail")]),
        .viewController("Detail", UIViewController.self),
      ])
    let navigation = try #require(
      storyboard.instantiateInitialViewController() as? UINavigationController)
    let list = try #require(navigation.topViewController as? AccessoryListController)
    list.usesPrototype = true
    let window = show(navigation)
    try list.tableView.simulateAccessoryTap(on: IndexPath(row: 0, section: 0))
    #expect(list.preparedSender === list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(navigation.viewControllers.count == 2)
    #expect(window.isKeyWindow)
  }

  @Test func f09_swipeIsNotOfferedWithoutCommitEditingStyle() {
    let controller = AccessoryListController(accessory: .none)
    let window = show(controller)
    #expect(throws: TableGestureRefusal.swipeNotOffered) {
      try controller.tableView.simulateSwipeToDelete(on: IndexPath(row: 0, section: 0))
    }
    #expect(window.isKeyWindow)
  }

  @Test func f09_swipeCallsCommitWithDeleteWhenImplemented() throws {
    let controller = DeletingListController(accessory: .none)
    let window = show(controller)
    try controller.tableView.simulateSwipeToDelete(on: IndexPath(row: 1, section: 0))
    #expect(controller.rows == ["Row 0", "Row 2"])
    #expect(controller.tableView.visibleCells.count == 2)
    #expect(window.isKeyWindow)
  }

  @Test func f09_aSwipeWithoutCommitLeavesNoCommitCallInTheTranscript() {
    let controller = AccessoryListController(accessory: .none)
    let window = show(controller)
    var lines: [String] = []
    UIKitRuntime.withHooks(.init(trace: { line, _ in lines.append(line) })) {
      #expect(throws: TableGestureRefusal.swipeNotOffered) {
        try controller.tableView.simulateSwipeToDelete(on: IndexPath(row: 0, section: 0))
      }
      controller.setEditing(true, animated: false)
      #expect(throws: TableGestureRefusal.swipeNotOffered) {
        try controller.tableView.simulateEditingControlTap(on: IndexPath(row: 0, section: 0))
      }
    }
    #expect(!lines.contains { $0.contains("commit") }, "\(lines)")
    #expect(window.isKeyWindow)
  }

  @Test func f09_aCommitCallIsTracedBeforeWhatItsCodeDoes() throws {
    let controller = DeletingListController(accessory: .none)
    let window = show(controller)
    var lines: [String] = []
    try UIKitRuntime.withHooks(.init(trace: { line, _ in lines.append(line) })) {
      try controller.tableView.simulateSwipeToDelete(on: IndexPath(row: 1, section: 0))
    }
    let commit = try #require(lines.firstIndex { $0.hasPrefix("tableView(_:commit: .delete") })
    let delete = try #require(lines.firstIndex { $0.hasPrefix("deleteRows(") })
    #expect(commit < delete, "\(lines)")
    #expect(lines.filter { $0.contains("commit") }.count == 1)
    #expect(window.isKeyWindow)
  }

  @Test func f09_canEditRowAtFalseBlocksTheSwipe() {
    let controller = DeletingListController(accessory: .none)
    controller.editableRows = [0]
    let window = show(controller)
    #expect(throws: TableGestureRefusal.swipeNotOffered) {
      try controller.tableView.simulateSwipeToDelete(on: IndexPath(row: 2, section: 0))
    }
    #expect(controller.rows.count == 3)
    #expect(window.isKeyWindow)
  }
}

/// A table view controller with three rows, recording accessory taps and segue senders.
class AccessoryListController: UITableViewController {
  var rows = ["Row 0", "Row 1", "Row 2"]
  var accessory: UITableViewCell.AccessoryType = .none
  var accessoryTaps: [IndexPath] = []
  var preparedSender: AnyObject?
  var usesPrototype = false

  init(accessory: UITableViewCell.AccessoryType) {
    self.accessory = accessory
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      usesPrototype
      ? tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      : UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = rows[indexPath.row]
    if !usesPrototype { cell.accessoryType = accessory }
    return cell
  }

  override func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    accessoryTaps.append(indexPath)
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    preparedSender = sender as AnyObject?
  }
}

/// The same list, deleting rows by swipe, with optionally only some rows editable.
final class DeletingListController: AccessoryListController {
  var editableRows: Set<Int>?

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    editableRows?.contains(indexPath.row) ?? true
  }

  override func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    rows.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }
}
