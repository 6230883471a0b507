// The update from todo-archiver, tested the way a learner writes it in Xcode: the old app's
// own model writes what it left in the preferences, and the new app's store reads it.

import HeadlessUIKit
import Testing

@testable import TodoArchiver
@testable import TodoCodable

@MainActor
@Suite struct UpdateTests {
  /// The app's Documents folder, where the new version keeps its file.
  var documents: URL {
    FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
  }

  // excerpt: update
  /// Leaves in the preferences what todo-archiver's saveTodoList() leaves there, with that
  /// app's own model; an update keeps the preferences, and the new version has no file yet.
  func updateFromTodoArchiver() throws {
    try? FileManager.default.removeItem(at: documents.appendingPathComponent("Todos.json"))
    let eggs = TodoData(title: "卵を買う")
    eggs.todoDone = true
    let oldList = [TodoData(title: "パンを買う"), eggs, TodoData(title: "牛乳を買う")]
    UserDefaults.standard.set(
      TodoArchive.data(from: oldList), forKey: TodoArchive.preferencesKey)
  }
  // end excerpt

  // excerpt: migration
  @Test func theOldListAppearsOnTheFirstLaunchAfterTheUpdate() throws {
    try updateFromTodoArchiver()
    let store = TodoStore(documentsDirectory: documents, defaults: UserDefaults.standard)
    let (todos, problem) = store.load()
    #expect(problem == nil)
    #expect(todos.map(\.title) == ["パンを買う", "卵を買う", "牛乳を買う"])
    #expect(todos.map(\.isDone) == [false, true, false])
  }
  // end excerpt
}
