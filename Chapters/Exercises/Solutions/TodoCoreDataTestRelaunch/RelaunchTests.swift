// Exercise todo-coredata/test-relaunch, the course's test: a new to-do, a checkmark and a
// delete are each saved at once, so that a new list screen, as the next launch makes, shows
// them.

import HeadlessCoreData
import HeadlessUIKit
import Testing

@testable import TodoCoreData

@MainActor
@Suite(.serialized) final class RelaunchTests {
  /// The windows of the launches so far, kept as the app keeps its own.
  var windows: [UIWindow] = []

  /// A launch: the storyboard's list screen, in a window made key and visible, with the
  /// to-dos its store holds.
  func launch() throws -> TodoListViewController {
    let window = UIWindow()
    window.rootViewController = UIStoryboard(name: "Main", bundle: nil)
      .instantiateInitialViewController()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    window.makeKeyAndVisible()
    windows.append(window)
    return try #require(navigation.topViewController as? TodoListViewController)
  }

  /// A launch whose store holds "Buy milk" and "Call mum", saved, and nothing else: the
  /// tests of a process share the app's store, as on iOS.
  func launchWithTwoTodos() throws -> TodoListViewController {
    let list = try launch()
    let context = list.store.context
    for todo in list.fetchedResultsController.fetchedObjects ?? [] {
      context.delete(todo)
    }
    // Made a minute and a second ago: a to-do added now goes below them.
    for (title, secondsAgo) in [("Buy milk", 60.0), ("Call mum", 1.0)] {
      let todo = TodoItem(context: context)
      todo.title = title
      todo.createdAt = Date(timeIntervalSinceNow: -secondsAgo)
    }
    try context.save()
    return list
  }

  /// What each row shows: its text, and " ✓" when it has a checkmark.
  func rows(of list: TodoListViewController) -> [String] {
    (0..<list.tableView.numberOfRows(inSection: 0)).map { row in
      let cell = list.tableView.cellForRow(at: IndexPath(row: row, section: 0))
      return (cell?.textLabel?.text ?? "") + (cell?.accessoryType == .checkmark ? " ✓" : "")
    }
  }

  @Test func aNewTodoIsKept() throws {
    let list = try launchWithTwoTodos()
    // OK's handler adds the typed title.
    list.insertTodo(titled: "Walk the dog")

    #expect(rows(of: try launch()) == ["Buy milk", "Call mum", "Walk the dog"])
  }

  @Test func aCheckmarkIsKept() throws {
    let list = try launchWithTwoTodos()
    list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))

    #expect(rows(of: try launch()) == ["Buy milk", "Call mum ✓"])
  }

  @Test func aDeleteIsKept() throws {
    let list = try launchWithTwoTodos()
    // A swipe's Delete button asks the data source to commit the deletion of its row.
    list.tableView(list.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))

    #expect(rows(of: try launch()) == ["Call mum"])
  }
}
