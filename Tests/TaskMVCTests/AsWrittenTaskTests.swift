// The article's version, tested the way a learner writes it in Xcode: its list from its
// storyboard, its create screen pushed by "+", each keystroke asked of the field's delegate
// first, as the keyboard does.

import HeadlessUIKit
import Testing

@testable import TaskMVC

@MainActor
@Suite final class AsWrittenTaskTests {
  /// The windows of the launches so far, kept as the app keeps its own.
  var windows: [UIWindow] = []

  /// The navigation controller of the last launch (an empty one before the first).
  var navigation = UINavigationController(rootViewController: UIViewController())

  /// A launch of the article's app: its list makes its own data source.
  func launch() throws -> AsWrittenTaskListViewController {
    let window = UIWindow()
    window.rootViewController = AsWrittenStoryboard.make().instantiateInitialViewController()
    navigation = try #require(window.rootViewController as? UINavigationController)
    window.makeKeyAndVisible()
    windows.append(window)
    return try #require(navigation.topViewController as? AsWrittenTaskListViewController)
  }

  /// The first launch after installing: no saved tasks.
  func firstLaunch() throws -> AsWrittenTaskListViewController {
    UserDefaults.standard.removeObject(forKey: TaskDataSource.preferencesKey)
    return try launch()
  }

  /// Creates a task as the user does: "+", each key of the text, the deadline, Save, OK.
  func createTask(_ text: String, on list: AsWrittenTaskListViewController) throws {
    list.addTask()
    let screen = try #require(navigation.topViewController as? AsWrittenCreateTaskViewController)
    screen.loadViewIfNeeded()
    let view = try #require(screen.view.subviews.first as? AsWrittenCreateTaskView)
    for key in text {
      // A keystroke asks the field's delegate, the view, before the text changes.
      let field = view.taskField
      let length = (field.text ?? "").utf16.count
      let range = NSRange(location: length, length: 0)
      if view.textField(field, shouldChangeCharactersIn: range, replacementString: String(key)) {
        field.text = (field.text ?? "") + String(key)
        field.sendActions(for: .editingChanged)
      }
    }
    view.datePicker.date = TestClock.christmasEve
    view.datePicker.sendActions(for: .valueChanged)
    view.saveButton.sendActions(for: .touchUpInside)
    let alert = try #require(screen.presentedViewController as? UIAlertController)
    #expect(alert.title == "保存しました")
    // OK closes the alert and goes back to the list.
    screen.dismiss(animated: false)
    navigation.popViewController(animated: false)
  }

  /// What the list's rows show: the text label of each cell on screen.
  func rowTexts(of list: AsWrittenTaskListViewController) -> [String] {
    (0..<list.tableView.numberOfRows(inSection: 0)).map { row in
      list.tableView.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel?.text ?? ""
    }
  }

  // excerpt: lost-keystroke
  @Test func asWrittenLosesTheLastKeystroke() throws {
    let list = try firstLaunch()
    try createTask("牛乳を買う", on: list)
    #expect(rowTexts(of: list) == ["牛乳を買"])
  }
  // end excerpt

  // excerpt: overwrites
  @Test func asWrittenFreshDataSourceOverwritesTheSavedTasks() throws {
    let list = try firstLaunch()
    try createTask("牛乳を買う", on: list)
    try createTask("卵を買う", on: list)
    // The list looks right: it appended what the create screen saved to what it held.
    #expect(rowTexts(of: list) == ["牛乳を買", "卵を買"])
    // But the create screen's new data source saved only its own task.
    #expect(rowTexts(of: try launch()) == ["卵を買"])
  }
  // end excerpt
}
