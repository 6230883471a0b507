// The file, the old archive and the migration on their own, without any screen.

import Foundation
import HeadlessUIKit
import Testing

@testable import TodoArchiver
@testable import TodoCodable

@MainActor
@Suite struct ModelTests {
  @Test func todoArchiversArchiveReadsBackAsCodableValues() throws {
    let milk = TodoData(title: "牛乳を買う")
    milk.todoDone = true
    let data = TodoArchive.data(from: [TodoData(title: "卵を買う"), milk])
    #expect(
      try LegacyTodoArchive.todos(from: data) == [
        Todo(title: "卵を買う"), Todo(title: "牛乳を買う", isDone: true),
      ])
  }

  @Test func theFileReadsBackWhatWasWritten() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let file = TodoFile(documentsDirectory: sandbox.documentsDirectory)
    #expect(file.read() == .missing)
    try file.write([Todo(title: "牛乳を買う", isDone: true)])
    #expect(file.read() == .todos([Todo(title: "牛乳を買う", isDone: true)]))
  }

  @Test func theStoreMigratesOnceThenReadsTheFile() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let defaults = AppDefaults(sandbox: sandbox, bundleIdentifier: "org.stepwise.model-test")
    defaults.set(TodoArchive.data(from: [TodoData(title: "牛乳を買う")]), forKey: "todoList")
    let store = TodoStore(documentsDirectory: sandbox.documentsDirectory, defaults: defaults)
    let first = store.load()
    #expect(first.todos == [Todo(title: "牛乳を買う")])
    #expect(first.problem == nil)
    #expect(defaults.object(forKey: "todoList") == nil)
    try store.save([])
    #expect(store.load().todos.isEmpty)
  }
}
