// Data the app cannot read is kept aside, never overwritten, and the user is told.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TodoCodable

@MainActor
@Suite struct UnreadableDataTests {
  @Test(arguments: OldGarbage.allCases)
  func unreadableOldDataIsKeptAsideAndTheUserIsTold(_ garbage: OldGarbage) throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let value = try garbage.value()
    sandbox.preferences(of: TodoCodable.app).set(value, forKey: "todoList")
    let device = try Device(app: TodoCodable.app, sandbox: sandbox)
    #expect(device.alert?.title == "以前のtodoを読み込めませんでした")
    #expect(device.alert?.message == "元のデータは設定の「todoList.unreadable」に残してあります。")
    try device.tap("OK")
    #expect(device.rows.isEmpty)
    try device.addTodo("卵を買う")
    try device.relaunch()
    #expect(device.alert == nil)
    #expect(device.rowTexts == ["卵を買う"])
    let preferences = sandbox.preferences(of: TodoCodable.app)
    #expect(OldGarbage.isSame(preferences.object(forKey: "todoList.unreadable"), as: value))
    #expect(preferences.object(forKey: "todoList") == nil)
  }

  @Test func theCraftedArchiveItselfMigrates() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    sandbox.preferences(of: TodoCodable.app).set(CraftedArchive().data, forKey: "todoList")
    let device = try Device(app: TodoCodable.app, sandbox: sandbox)
    #expect(device.rowTexts == ["牛乳を買う"])
    #expect(device.rows.map(\.isChecked) == [true])
  }

  @Test func aDamagedFileIsMovedAsideAndTheUserIsTold() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let damaged = Data("[{\"title\": \"牛乳を買う\", \"isDone\": tru".utf8)
    try damaged.write(to: sandbox.todoFileURL)
    let device = try Device(app: TodoCodable.app, sandbox: sandbox)
    let keptName = try #require(
      try sandbox.documentNames().first { $0.hasPrefix("Todos.damaged-") })
    #expect(device.alert?.title == "保存されたtodoを読み込めませんでした")
    #expect(device.alert?.message == "元のファイルは「\(keptName)」として残してあります。")
    try device.tap("OK")
    #expect(device.rows.isEmpty)
    try device.addTodo("卵を買う")
    try device.relaunch()
    #expect(device.alert == nil)
    #expect(device.rowTexts == ["卵を買う"])
    let kept = sandbox.documentsDirectory.appendingPathComponent(keptName)
    #expect(FileManager.default.contents(atPath: kept.path) == damaged)
  }
}
