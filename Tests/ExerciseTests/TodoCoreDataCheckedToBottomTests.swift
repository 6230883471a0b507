// Exercise todo-coredata/checked-to-bottom: checked to-dos sink below the ones still to do.

import HeadlessCoreData
import HeadlessUIKit
import Testing

@testable import TodoCoreDataCheckedToBottom

/// The list screen from the storyboard in a window, as a launch shows it. The tests of a
/// process share the app's container, as on iOS, so each test starts by deleting every
/// saved to-do, and they run one at a time.
@MainActor
@Suite(.serialized) final class TodoCoreDataCheckedToBottomTests {
  /// The windows of the launches so far, kept as the app keeps its own.
  var windows: [UIWindow] = []

  /// A launch: the storyboard's list, in a window made key and visible.
  func launch() throws -> TodoListViewController {
    let window = UIWindow()
    window.rootViewController = MainStoryboard.make().instantiateInitialViewController()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    window.makeKeyAndVisible()
    windows.append(window)
    return try #require(navigation.topViewController as? TodoListViewController)
  }

  /// A launch with the to-dos A, B and C added in that order, after deleting every saved one.
  func launchWithThreeTodos() throws -> TodoListViewController {
    let list = try launch()
    for todo in list.fetchedResultsController.fetchedObjects ?? [] {
      list.store.context.delete(todo)
    }
    try list.store.save()
    for title in ["A", "B", "C"] {
      list.insertTodo(titled: title)
    }
    #expect(rows(of: list) == ["A", "B", "C"])
    return list
  }

  /// What each row on screen shows: its text, and " ✓" when it has a checkmark.
  func rows(of list: TodoListViewController) -> [String] {
    (0..<list.tableView.numberOfRows(inSection: 0)).map { row in
      let cell = list.tableView.cellForRow(at: IndexPath(row: row, section: 0))
      return (cell?.textLabel?.text ?? "") + (cell?.accessoryType == .checkmark ? " ✓" : "")
    }
  }

  /// Taps the row showing a title, as the user does.
  func tap(_ title: String, in list: TodoListViewController) throws {
    let row = try #require(rows(of: list).firstIndex { $0.hasPrefix(title) })
    list.tableView(list.tableView, didSelectRowAt: IndexPath(row: row, section: 0))
  }

  @Test func aCheckedTodoGoesBelowTheOnesStillToDo() throws {
    let list = try launchWithThreeTodos()
    try tap("A", in: list)
    #expect(rows(of: list) == ["B", "C", "A ✓"])
  }

  @Test func checkedTodosStayInTheOrderTheyWereAdded() throws {
    let list = try launchWithThreeTodos()
    try tap("B", in: list)
    try tap("A", in: list)
    #expect(rows(of: list) == ["C", "A ✓", "B ✓"])
  }

  @Test func anUncheckedTodoGoesBackAmongTheOnesStillToDo() throws {
    let list = try launchWithThreeTodos()
    try tap("A", in: list)
    try tap("B", in: list)
    try tap("A", in: list)
    #expect(rows(of: list) == ["A", "C", "B ✓"])
  }

  @Test func theOrderComesBackAfterARelaunch() throws {
    let list = try launchWithThreeTodos()
    try tap("A", in: list)
    #expect(rows(of: try launch()) == ["B", "C", "A ✓"])
  }

  @Test func aNewTodoGoesAboveTheCheckedOnes() throws {
    let list = try launchWithThreeTodos()
    try tap("A", in: list)
    list.insertTodo(titled: "D")
    #expect(rows(of: list) == ["B", "C", "D", "A ✓"])
  }
}
