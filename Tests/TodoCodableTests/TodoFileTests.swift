// The JSON file, tested the way a learner writes it in Xcode: the list screen from the
// storyboard in a window, as a launch shows it; its store saves and loads the file.

import HeadlessUIKit
import Testing

@testable import TodoCodable

@MainActor
@Suite final class TodoFileTests {
  /// The windows of the launches so far, kept as the app keeps its own.
  var windows: [UIWindow] = []

  /// The app's Documents folder, where the list is saved.
  var documents: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
  }

  /// Empties the Documents folder and the old version's preferences, as a new install has
  /// none: the tests of a process share its container, as on iOS.
  func removeSavedData() throws {
    for name in try FileManager.default.contentsOfDirectory(atPath: documents.path) {
      try FileManager.default.removeItem(at: documents.appendingPathComponent(name))
    }
    UserDefaults.standard.removeObject(forKey: LegacyTodoArchive.preferencesKey)
  }

  /// A launch: the storyboard's list, in a window made key and visible.
  func launch() throws -> TodoListViewController {
    let window = UIWindow()
    window.rootViewController = MainStoryboard.make().instantiateInitialViewController()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    window.makeKeyAndVisible()
    windows.append(window)
    return try #require(navigation.topViewController as? TodoListViewController)
  }

  /// What the list's rows show: the text label of each cell on screen.
  func rowTexts(of list: TodoListViewController) -> [String] {
    (0..<list.tableView.numberOfRows(inSection: 0)).map { row in
      list.tableView.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel?.text ?? ""
    }
  }

  // excerpt: any-title
  @Test func aTitleSpelledLikeTheArchiveNullMarkerSurvivesARelaunch() throws {
    try removeSavedData()
    // OK's handler inserts the typed title.
    try launch().insertTodo(titled: "$null")
    #expect(rowTexts(of: try launch()) == ["$null"])
  }
  // end excerpt

  // excerpt: damaged-file
  @Test func aDamagedFileIsMovedAsideAndTheUserIsTold() throws {
    try removeSavedData()
    let damaged = Data("[{\"title\": \"牛乳を買う\", \"isDone\": tru".utf8)
    try damaged.write(to: documents.appendingPathComponent("Todos.json"))

    let list = try launch()
    let names = try FileManager.default.contentsOfDirectory(atPath: documents.path)
    let keptName = try #require(names.first { $0.hasPrefix("Todos.damaged-") })
    let alert = try #require(list.presentedViewController as? UIAlertController)
    #expect(alert.title == "保存されたtodoを読み込めませんでした")
    #expect(alert.message == "元のファイルは「\(keptName)」として残してあります。")
    list.dismiss(animated: false)
    #expect(rowTexts(of: list).isEmpty)

    list.insertTodo(titled: "卵を買う")
    let relaunched = try launch()
    #expect(relaunched.presentedViewController == nil)
    #expect(rowTexts(of: relaunched) == ["卵を買う"])
    let kept = documents.appendingPathComponent(keptName)
    #expect(FileManager.default.contents(atPath: kept.path) == damaged)
  }
  // end excerpt
}
