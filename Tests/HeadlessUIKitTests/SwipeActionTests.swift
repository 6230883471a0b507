// Swipe actions (iOS 11): a trailing configuration replaces the standard Delete, nil keeps it
// (FIDELITY 9), no actions turns the swipe off; full swipes and leading actions.

import Foundation
import HeadlessUIKit
import Testing

/// A list whose delegate may give swipe actions, recording what ran.
final class SwipeListController: UITableViewController {
  var rows = ["Milk", "Eggs", "Bread"]
  var log: [String] = []
  var trailing: ((SwipeListController, IndexPath) -> UISwipeActionsConfiguration?)?
  var deleteTitle: String?

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }

  override func tableView(
    _ tableView: UITableView,
    commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    log.append("commit \(indexPath.row)")
    rows.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    trailing?(self, indexPath)
  }

  override func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
      log.append("flag \(indexPath.row)")
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [flag])
  }

  override func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    deleteTitle
  }

  /// Trailing actions: a destructive Remove that deletes the row, and a Share.
  static func removeAndShare(_ controller: SwipeListController, _ indexPath: IndexPath)
    -> UISwipeActionsConfiguration
  {
    let remove = UIContextualAction(style: .destructive, title: "Remove") { _, _, done in
      controller.log.append("remove \(indexPath.row)")
      controller.rows.remove(at: indexPath.row)
      controller.tableView.deleteRows(at: [indexPath], with: .automatic)
      done(true)
    }
    let share = UIContextualAction(style: .normal, title: "Share") { _, _, done in
      controller.log.append("share \(indexPath.row)")
      done(false)
    }
    return UISwipeActionsConfiguration(actions: [remove, share])
  }
}

@MainActor
@Suite struct SwipeActionTests {
  static let second = IndexPath(row: 1, section: 0)

  @Test func f09_withoutSwipeActionsTheSwipeOffersDeleteAndCallsCommit() throws {
    let controller = SwipeListController(style: .plain)
    let window = show(controller)
    #expect(controller.tableView.swipeActionTitles(on: Self.second, edge: .trailing) == ["Delete"])
    controller.deleteTitle = "Remove"
    #expect(controller.tableView.swipeActionTitles(on: Self.second, edge: .trailing) == ["Remove"])
    try controller.tableView.simulateSwipeAction(on: Self.second, edge: .trailing, title: "Remove")
    #expect(controller.log == ["commit 1"])
    #expect(controller.rows == ["Milk", "Bread"])
    #expect(window.isKeyWindow)
  }

  @Test func aTrailingConfigurationReplacesDeleteAndCommitIsNotCalled() throws {
    let controller = SwipeListController(style: .plain)
    controller.trailing = SwipeListController.removeAndShare
    let window = show(controller)
    let table = controller.tableView
    #expect(table.swipeActionTitles(on: Self.second, edge: .trailing) == ["Remove", "Share"])
    try table.simulateSwipeAction(on: Self.second, edge: .trailing, title: "Share")
    #expect(controller.log == ["share 1"])
    try table.simulateSwipeToDelete(on: Self.second)
    #expect(controller.log == ["share 1", "remove 1"], "delete runs the destructive action")
    #expect(controller.rows == ["Milk", "Bread"])
    #expect(throws: SwipeRefusal.noSuchAction) {
      try table.simulateSwipeAction(on: Self.second, edge: .trailing, title: "Delete")
    }
    #expect(window.isKeyWindow)
  }

  @Test func aFullSwipeRunsTheFirstActionUnlessTheConfigurationSaysNo() throws {
    let controller = SwipeListController(style: .plain)
    var fullSwipe = true
    controller.trailing = { controller, indexPath in
      let configuration = SwipeListController.removeAndShare(controller, indexPath)
      configuration.performsFirstActionWithFullSwipe = fullSwipe
      return configuration
    }
    let window = show(controller)
    try controller.tableView.simulateFullSwipe(on: IndexPath(row: 0, section: 0), edge: .trailing)
    #expect(controller.rows == ["Eggs", "Bread"])
    fullSwipe = false
    #expect(throws: SwipeRefusal.noFullSwipe) {
      try controller.tableView.simulateFullSwipe(on: IndexPath(row: 0, section: 0), edge: .trailing)
    }
    #expect(window.isKeyWindow)
  }

  @Test func noActionsTurnsTheSwipeOff() {
    let controller = SwipeListController(style: .plain)
    controller.trailing = { _, _ in UISwipeActionsConfiguration(actions: []) }
    let window = show(controller)
    #expect(controller.tableView.swipeActionTitles(on: Self.second, edge: .trailing).isEmpty)
    #expect(throws: TableGestureRefusal.swipeNotOffered) {
      try controller.tableView.simulateSwipeToDelete(on: Self.second)
    }
    #expect(controller.log.isEmpty)
    #expect(window.isKeyWindow)
  }

  @Test func theLeadingEdgeShowsItsOwnActions() throws {
    let controller = SwipeListController(style: .plain)
    let window = show(controller)
    #expect(controller.tableView.swipeActionTitles(on: Self.second, edge: .leading) == ["Flag"])
    try controller.tableView.simulateSwipeAction(on: Self.second, edge: .leading, title: "Flag")
    #expect(controller.log == ["flag 1"])
    #expect(controller.rows.count == 3)
    #expect(window.isKeyWindow)
  }

  @Test func aContextualActionsColourFollowsItsStyleUnlessSet() {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
      done(true)
    }
    #expect(delete.backgroundColor == .systemRed)
    delete.backgroundColor = .systemOrange
    #expect(delete.backgroundColor == .systemOrange)
    delete.backgroundColor = nil
    #expect(delete.backgroundColor == .systemRed)
    #expect(UISwipeActionsConfiguration(actions: [delete]).performsFirstActionWithFullSwipe)
  }

  @Test func anEditingStyleOfNoneAlsoTurnsOffTheSwipesDelete() {
    let dataSource = SectionedDataSource([["A", "B"]])
    dataSource.style = { _ in .none }
    let (table, window) = dataSource.tableOnScreen()
    #expect(throws: TableGestureRefusal.swipeNotOffered) {
      try table.simulateSwipeToDelete(on: Self.second)
    }
    #expect(table.swipeActionTitles(on: Self.second, edge: .trailing).isEmpty)
    #expect(window.isKeyWindow)
  }
}
