// A store file the app cannot read is kept aside, the user is told, and a new store begins.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TodoCoreData

@MainActor
@Suite struct DamagedStoreTests {
  @Test func aDamagedStoreIsKeptAsideTheUserIsToldAndTheNextChangeIsSaved() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let folder = sandbox.storeURL.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let damaged = Data("{\"format\": \"Stepwise Core Data store\", \"versi".utf8)
    try damaged.write(to: sandbox.storeURL)
    let device = try Device(app: TodoCoreData.app, sandbox: sandbox)
    let keptName = try #require(
      try sandbox.names(in: folder).first { $0.hasPrefix("TodoList.damaged-") })
    #expect(keptName.hasSuffix(".sqlite"))
    #expect(device.alert?.title == "保存されたtodoを読み込めませんでした")
    #expect(device.alert?.message == "元のファイルは「\(keptName)」として残してあります。")
    try device.tap("OK")
    #expect(device.rows.isEmpty)
    try device.addTodo("卵を買う")
    try device.crash()
    try device.relaunch()
    #expect(device.alert == nil)
    #expect(device.rowTexts == ["卵を買う"])
    let kept = folder.appendingPathComponent(keptName)
    #expect(FileManager.default.contents(atPath: kept.path) == damaged)
  }

  @Test func aDamagedStoreAndADamagedOldFileAreToldInOneAlert() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    try FileManager.default.createDirectory(
      at: sandbox.storeURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("not a store".utf8).write(to: sandbox.storeURL)
    try Data("not a list".utf8).write(to: sandbox.oldFileURL)
    let device = try Device(app: TodoCoreData.app, sandbox: sandbox)
    let alert = try #require(device.alert)
    #expect(alert.title == "保存されたデータを読み込めませんでした")
    let paragraphs = alert.message?.components(separatedBy: "\n\n") ?? []
    #expect(paragraphs.count == 2)
    #expect(paragraphs.first?.contains("TodoList.damaged-") == true)
    #expect(paragraphs.last?.contains("Todos.damaged-") == true)
  }
}
