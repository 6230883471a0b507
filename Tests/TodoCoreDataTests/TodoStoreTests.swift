// The store and its import, tested the way a learner writes it in Xcode: a container of the
// app's model in a folder of the test's own, and the list todo-codable left in Documents.

import HeadlessCoreData
import HeadlessUIKit
import Testing

@testable import TodoCoreData

@MainActor
@Suite final class TodoStoreTests {
  /// A new empty folder for one test: its Documents, and its store.
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("TodoStoreTests-\(UUID().uuidString)", isDirectory: true)

  /// The store's file in the test's folder.
  var storeURL: URL { folder.appendingPathComponent("TodoList.sqlite") }

  /// The file todo-codable left.
  var oldFileURL: URL { folder.appendingPathComponent("Todos.json") }

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// The app's container, its store in the test's folder, as a launch of the app would make it.
  func makeContainer() -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "TodoList")
    container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: storeURL)]
    return container
  }

  /// The to-dos in a context, in the order the screen shows them.
  func todos(in context: NSManagedObjectContext) throws -> [TodoItem] {
    let request: NSFetchRequest<TodoItem> = TodoItem.fetchRequest()
    request.sortDescriptors = [NSSortDescriptor(key: "createdAt", ascending: true)]
    return try context.fetch(request)
  }

  // excerpt: import
  @Test func theOldListIsImportedInItsOrderAndTheFileRemoved() throws {
    let oldList = [
      LegacyTodo(title: "パンを買う"), LegacyTodo(title: "卵を買う", isDone: true),
      LegacyTodo(title: "牛乳を買う"),
    ]
    try JSONEncoder().encode(oldList).write(to: oldFileURL)

    let store = TodoStore(container: makeContainer(), documentsDirectory: folder)
    #expect(store.load().isEmpty)
    let todos = try todos(in: store.context)
    #expect(todos.map(\.title) == ["パンを買う", "卵を買う", "牛乳を買う"])
    #expect(todos.map(\.isDone) == [false, true, false])
    #expect(!FileManager.default.fileExists(atPath: oldFileURL.path))
  }
  // end excerpt

  // excerpt: once
  @Test func anImportThatRunsAgainAfterACrashAddsNothing() throws {
    try JSONEncoder().encode([LegacyTodo(title: "牛乳を買う")]).write(to: oldFileURL)
    let oldFile = try Data(contentsOf: oldFileURL)
    let savedAt = try FileManager.default.attributesOfItem(atPath: oldFileURL.path)[
      .modificationDate]
    #expect(TodoStore(container: makeContainer(), documentsDirectory: folder).load().isEmpty)

    // The app was killed after the import's save, before it removed the file.
    try oldFile.write(to: oldFileURL)
    try FileManager.default.setAttributes(
      [.modificationDate: try #require(savedAt)], ofItemAtPath: oldFileURL.path)
    let relaunched = TodoStore(container: makeContainer(), documentsDirectory: folder)
    #expect(relaunched.load().isEmpty)
    #expect(try todos(in: relaunched.context).map(\.title) == ["牛乳を買う"])
    #expect(!FileManager.default.fileExists(atPath: oldFileURL.path))
  }
  // end excerpt

  @Test func aNewTodoIsSavedWithItsDateAndNotDone() throws {
    let store = TodoStore(container: makeContainer(), documentsDirectory: folder)
    #expect(store.load().isEmpty)
    let todo = TodoItem(context: store.context)
    todo.title = "牛乳を買う"
    todo.createdAt = Date()
    try store.save()

    let relaunched = TodoStore(container: makeContainer(), documentsDirectory: folder)
    #expect(relaunched.load().isEmpty)
    let saved = try todos(in: relaunched.context)
    #expect(saved.map(\.title) == ["牛乳を買う"])
    #expect(saved.map(\.isDone) == [false])
    #expect(saved.first?.createdAt == todo.createdAt)
  }

  @Test func aTodoWithoutATitleIsNotSaved() throws {
    let store = TodoStore(container: makeContainer(), documentsDirectory: folder)
    #expect(store.load().isEmpty)
    let todo = TodoItem(context: store.context)
    todo.createdAt = Date()
    #expect(throws: (any Error).self) { try store.save() }
  }
}
