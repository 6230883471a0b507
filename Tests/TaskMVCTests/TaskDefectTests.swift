// The four fixes, tested the way a learner writes it in Xcode: the storyboard's list given a
// data source, as the app delegate does; input sent as the keyboard, the picker and the
// button send it; the alert read; OK's pop done by hand.

import HeadlessUIKit
import Testing

@testable import TaskMVC

@MainActor
@Suite final class TaskDefectTests {
  /// The windows of the launches so far, kept as the app keeps its own.
  var windows: [UIWindow] = []

  /// The navigation controller of the last launch (an empty one before the first).
  var navigation = UINavigationController(rootViewController: UIViewController())

  /// A launch: the list gets a data source over `UserDefaults.standard` and a stopped Tokyo
  /// clock, as the app delegate hands them over. Returns the list.
  func launch() throws -> TaskListViewController {
    let window = UIWindow()
    window.rootViewController = MainStoryboard.make().instantiateInitialViewController()
    navigation = try #require(window.rootViewController as? UINavigationController)
    let list = try #require(navigation.topViewController as? TaskListViewController)
    list.dataSource = TaskDataSource(defaults: UserDefaults.standard)
    list.environment = TaskEnvironment(
      now: { TestClock.tokyoTime(2026, 11, 22, 9, 0) }, timeZone: TestClock.tokyo)
    window.makeKeyAndVisible()
    windows.append(window)
    return list
  }

  /// The first launch after installing: no saved tasks (the tests of a process share its
  /// preferences, as on iOS).
  func firstLaunch() throws -> TaskListViewController {
    UserDefaults.standard.removeObject(forKey: TaskDataSource.preferencesKey)
    return try launch()
  }

  /// Opens the create screen as "+" does (its segue) and returns its view.
  func openCreateScreen(from list: TaskListViewController) throws -> CreateTaskView {
    list.performSegue(withIdentifier: "CreateTask", sender: nil)
    let screen = try #require(navigation.topViewController as? CreateTaskViewController)
    screen.loadViewIfNeeded()
    return try #require(screen.view as? CreateTaskView)
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

  /// Picks a date on the wheels: the picker sends `.valueChanged`.
  func pick(_ date: Date, on picker: UIDatePicker) {
    picker.date = date
    picker.sendActions(for: .valueChanged)
  }

  /// Taps Save and returns the title of the alert it shows, then dismisses the alert, as
  /// its OK does.
  func save(_ view: CreateTaskView) throws -> String? {
    view.saveButton.sendActions(for: .touchUpInside)
    let screen = try #require(navigation.topViewController)
    let alert = try #require(screen.presentedViewController as? UIAlertController)
    screen.dismiss(animated: false)
    return alert.title
  }

  /// Creates a task: "+", the text, the deadline, Save, and OK, which goes back to the list.
  func createTask(_ text: String, on list: TaskListViewController) throws {
    let view = try openCreateScreen(from: list)
    type(text, into: view.taskField)
    pick(TestClock.christmasEve, on: view.datePicker)
    #expect(try save(view) == "保存しました")
    navigation.popViewController(animated: false)
  }

  /// What the list's rows show: the text label of each cell on screen.
  func rowTexts(of list: TaskListViewController) -> [String] {
    (0..<list.tableView.numberOfRows(inSection: 0)).map { row in
      list.tableView.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel?.text ?? ""
    }
  }

  // excerpt: every-keystroke
  @Test func everyKeystrokeIsSaved() throws {
    let list = try firstLaunch()
    let view = try openCreateScreen(from: list)
    type("牛乳をかう⌫⌫買う", into: view.taskField)
    pick(TestClock.christmasEve, on: view.datePicker)
    #expect(try save(view) == "保存しました")
    navigation.popViewController(animated: false)
    #expect(rowTexts(of: list) == ["牛乳を買う"])
  }
  // end excerpt

  // excerpt: each-task-once
  @Test func comingBackToTheListShowsEachTaskOnce() throws {
    let list = try firstLaunch()
    try createTask("牛乳を買う", on: list)
    for _ in 0..<2 {
      _ = try openCreateScreen(from: list)
      navigation.popViewController(animated: false)
    }
    #expect(rowTexts(of: list) == ["牛乳を買う"])
  }
  // end excerpt

  // excerpt: added-to-saved
  @Test func newTasksAreAddedToTheOnesSavedBefore() throws {
    try createTask("牛乳を買う", on: try firstLaunch())
    try createTask("卵を買う", on: try launch())
    // A crash runs no code; the next launch reads what was saved.
    #expect(rowTexts(of: try launch()) == ["牛乳を買う", "卵を買う"])
  }
  // end excerpt

  // excerpt: emptied-field
  @Test func anEmptiedFieldAsksForTheTask() throws {
    let view = try openCreateScreen(from: try firstLaunch())
    pick(TestClock.christmasEve, on: view.datePicker)
    type("牛⌫", into: view.taskField)
    #expect(try save(view) == "タスクを入力してください")
    // The clear button empties the field, which sends .editingChanged.
    type("卵", into: view.taskField)
    view.taskField.text = ""
    view.taskField.sendActions(for: .editingChanged)
    #expect(try save(view) == "タスクを入力してください")
    type("   ", into: view.taskField)
    #expect(try save(view) == "タスクを入力してください")
  }
  // end excerpt
}
