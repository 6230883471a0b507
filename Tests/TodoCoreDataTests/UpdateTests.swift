// The first launch after the update imports todo-codable's JSON file, once.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TodoCodable
@testable import TodoCoreData

/// On a phone, the App Store replaces the app and keeps its container. Here the old and new
/// versions are two targets, so a test plays the update: it uses todo-codable in a sandbox
/// like a user, then launches todo-coredata in the same sandbox, where `Documents/Todos.json`
/// is waiting.
@MainActor
@Suite struct UpdateTests {
  /// Uses todo-codable in a sandbox: three to-dos, the middle one checked.
  func useTodoCodable(in sandbox: AppSandbox) throws {
    let oldVersion = try Device(app: TodoCodable.app, sandbox: sandbox)
    try oldVersion.addTodo("牛乳を買う")
    try oldVersion.addTodo("卵を買う")
    try oldVersion.addTodo("パンを買う")
    try oldVersion.tapRow("卵を買う")
    #expect(oldVersion.rowTexts == ["パンを買う", "卵を買う", "牛乳を買う"])
    try oldVersion.terminate()
  }

  @Test func theOldListAppearsAsItWasOnTheFirstLaunchAfterTheUpdate() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    try useTodoCodable(in: sandbox)
    let device = try Device(app: TodoCoreData.app, sandbox: sandbox)
    #expect(device.alert == nil)
    #expect(device.rowTexts == ["パンを買う", "卵を買う", "牛乳を買う"])
    #expect(device.rows.map(\.isChecked) == [false, true, false])
    #expect(!FileManager.default.fileExists(atPath: sandbox.oldFileURL.path))
  }

  @Test(arguments: SavingTests.Ending.allCases)
  func theOldListIsImportedOnlyOnce(_ ending: SavingTests.Ending) throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    try useTodoCodable(in: sandbox)
    let device = try Device(app: TodoCoreData.app, sandbox: sandbox)
    try device.addTodo("バターを買う")
    if ending == .crash { try device.crash() }
    try device.relaunch()
    #expect(device.rowTexts == ["パンを買う", "卵を買う", "牛乳を買う", "バターを買う"])
  }

  @Test func aCrashBeforeTheOldFileIsRemovedImportsNothingTwice() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    try useTodoCodable(in: sandbox)
    // What the file is before the import: a crash right after the import's save leaves it so.
    let oldFile = try Data(contentsOf: sandbox.oldFileURL)
    let attributes = try FileManager.default.attributesOfItem(atPath: sandbox.oldFileURL.path)
    let device = try Device(app: TodoCoreData.app, sandbox: sandbox)
    try device.crash()
    try oldFile.write(to: sandbox.oldFileURL)
    try FileManager.default.setAttributes(
      [.modificationDate: try #require(attributes[.modificationDate])],
      ofItemAtPath: sandbox.oldFileURL.path)
    try device.relaunch()
    #expect(device.alert == nil)
    #expect(device.rowTexts == ["パンを買う", "卵を買う", "牛乳を買う"])
    #expect(!FileManager.default.fileExists(atPath: sandbox.oldFileURL.path))
  }

  @Test func anEmptyOldListImportsNothingAndGoes() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    try sandbox.writeOldList([])
    let device = try Device(app: TodoCoreData.app, sandbox: sandbox)
    #expect(device.alert == nil)
    #expect(device.rows.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: sandbox.oldFileURL.path))
  }

  @Test func aDamagedOldFileIsKeptAsideAndTheUserIsTold() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let damaged = Data("[{\"title\": \"牛乳を買う\", \"isDone\": tru".utf8)
    try damaged.write(to: sandbox.oldFileURL)
    let device = try Device(app: TodoCoreData.app, sandbox: sandbox)
    let keptName = try #require(
      try sandbox.names(in: sandbox.documentsDirectory).first { $0.hasPrefix("Todos.damaged-") })
    #expect(keptName.hasSuffix(".json"))
    #expect(device.alert?.title == "以前のtodoを読み込めませんでした")
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
