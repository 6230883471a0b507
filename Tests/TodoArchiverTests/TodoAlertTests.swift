// Adding and saving to-dos, tested the way a learner writes it in Xcode: the storyboard's list
// in a window, "+"'s alert read from presentedViewController, its field typed into.

import HeadlessUIKit
import Testing

@testable import TodoArchiver

@MainActor
@Suite final class TodoAlertTests {
  /// The windows of the launches so far, kept as the app keeps its own.
  var windows: [UIWindow] = []

  /// A launch: the storyboard's list, in a window made key and visible.
  func launch<List: TodoListViewController>(_ listType: List.Type) throws -> List {
    let window = UIWindow()
    window.rootViewController = MainStoryboard.make(listType: listType)
      .instantiateInitialViewController()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    window.makeKeyAndVisible()
    windows.append(window)
    return try #require(navigation.topViewController as? List)
  }

  /// The first launch after installing: nothing saved (the tests of a process share its
  /// preferences, as on iOS).
  func firstLaunch<List: TodoListViewController>(_ listType: List.Type) throws -> List {
    UserDefaults.standard.removeObject(forKey: TodoArchive.preferencesKey)
    return try launch(listType)
  }

  /// Taps "+" (its action) and returns the alert's OK action and text field.
  func openAddAlert(on list: TodoListViewController) throws -> (UIAlertAction, UITextField) {
    list.addButton()
    let alert = try #require(list.presentedViewController as? UIAlertController)
    let ok = try #require(alert.actions.first { $0.title == "OK" })
    let field = try #require(alert.textFields?.first)
    return (ok, field)
  }

  /// Types as the keyboard does: each key changes the text, then the field sends
  /// `.editingChanged`; a backspace is "⌫".
  func type(_ keys: String, into field: UITextField) {
    for key in keys {
      let text = field.text ?? ""
      field.text = key == "⌫" ? String(text.dropLast()) : text + String(key)
      field.sendActions(for: .editingChanged)
    }
  }

  // excerpt: ok-waits
  @Test func okStaysDisabledUntilTheFieldHasText() throws {
    let (ok, field) = try openAddAlert(on: try firstLaunch(TodoListViewController.self))
    #expect(ok.isEnabled == false)
    type("  ", into: field)
    #expect(ok.isEnabled == false)
    type("卵", into: field)
    #expect(ok.isEnabled)
    type("⌫⌫⌫", into: field)
    #expect(ok.isEnabled == false)
  }
  // end excerpt

  // excerpt: empty-todo
  @Test func asWrittenOKIsEnabledWithAnEmptyField() throws {
    let list = try firstLaunch(AsWrittenTodoListViewController.self)
    let (ok, field) = try openAddAlert(on: list)
    #expect(field.text ?? "" == "")
    // Nothing stops a tap on OK, whose handler inserts the field's text: an empty to-do.
    #expect(ok.isEnabled)
  }

  @Test func mainVersionOKWithAnEmptyFieldCannotBeTapped() throws {
    let (ok, _) = try openAddAlert(on: try firstLaunch(TodoListViewController.self))
    #expect(ok.isEnabled == false)
  }
  // end excerpt

  // excerpt: saved-before-crash
  @Test func everyChangeIsSavedBeforeACrash() throws {
    let list = try firstLaunch(TodoListViewController.self)
    // OK's handler inserts each new title at the top.
    for title in ["牛乳を買う", "卵を買う", "パンを買う"] {
      list.insertTodo(titled: title)
    }
    list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
    list.tableView(list.tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))

    // A crash runs no code: the next launch reads what each change saved.
    let relaunched = try launch(TodoListViewController.self)
    let cells = (0..<2).map { relaunched.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) }
    #expect(cells.map { $0?.textLabel?.text } == ["パンを買う", "牛乳を買う"])
    #expect(cells.map { $0?.accessoryType == .checkmark } == [false, true])
  }
  // end excerpt
}
