// An import whose save fails keeps the old file, tells the user, and runs again next launch.

import Foundation
import Testing

@testable import HeadlessCoreData
@testable import TodoCoreData

@MainActor
@Suite struct ImportFailureTests {
  struct DiskFull: Error {}

  @Test func anImportThatCannotBeSavedKeepsTheOldFileAndTriesAgainNextLaunch() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ImportFailureTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let oldFileURL = folder.appendingPathComponent("Todos.json")
    let oldList = [LegacyTodo(title: "パンを買う"), LegacyTodo(title: "牛乳を買う", isDone: true)]
    try JSONEncoder().encode(oldList).write(to: oldFileURL)
    let oldFile = try Data(contentsOf: oldFileURL)
    func makeContainer() -> NSPersistentContainer {
      let container = NSPersistentContainer(name: "TodoList")
      container.persistentStoreDescriptions = [
        NSPersistentStoreDescription(url: folder.appendingPathComponent("TodoList.sqlite"))
      ]
      return container
    }
    let request: NSFetchRequest<TodoItem> = TodoItem.fetchRequest()
    request.sortDescriptors = [NSSortDescriptor(key: "createdAt", ascending: true)]

    // The kit's hook: every save of this container's store fails, as on a full disk.
    let failing = makeContainer()
    failing.persistentStoreCoordinator.beforeReplacing = { _ in throw DiskFull() }
    let store = TodoStore(container: failing, documentsDirectory: folder)
    #expect(store.load() == [.importNotSaved])
    #expect(try store.context.fetch(request).isEmpty)
    #expect(!store.context.hasChanges)
    #expect(FileManager.default.contents(atPath: oldFileURL.path) == oldFile)

    let relaunched = TodoStore(container: makeContainer(), documentsDirectory: folder)
    #expect(relaunched.load().isEmpty)
    let todos = try relaunched.context.fetch(request)
    #expect(todos.map(\.title) == ["パンを買う", "牛乳を買う"])
    #expect(todos.map(\.isDone) == [false, true])
    #expect(!FileManager.default.fileExists(atPath: oldFileURL.path))
  }
}
