// The first launch after the update moves todo-archiver's archive into the JSON file.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TodoArchiver
@testable import TodoCodable

/// On a phone, the App Store replaces the app and keeps its container, bundle identifier and
/// preferences file. Here the old and new versions are two targets with two bundle
/// identifiers, so a test plays the update: it runs todo-archiver, then gives its preferences
/// file the new app's name in the same sandbox, and launches todo-codable there.
@MainActor
@Suite struct MigrationTests {
  /// Uses todo-archiver in a sandbox like a user, then "updates" the app there.
  func updateFromTodoArchiver(in sandbox: AppSandbox) throws {
    let oldVersion = try Device(app: TodoArchiver.app, sandbox: sandbox)
    try oldVersion.addTodo("牛乳を買う")
    try oldVersion.addTodo("卵を買う")
    try oldVersion.addTodo("パンを買う")
    try oldVersion.tapRow("卵を買う")
    try oldVersion.terminate()
    let preferences = sandbox.preferencesDirectory
    try FileManager.default.copyItem(
      at: preferences.appendingPathComponent("\(TodoArchiver.app.bundleIdentifier).plist"),
      to: preferences.appendingPathComponent("\(TodoCodable.app.bundleIdentifier).plist"))
  }

  @Test func theOldListAppearsOnTheFirstLaunchAfterTheUpdate() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    try updateFromTodoArchiver(in: sandbox)
    let device = try Device(app: TodoCodable.app, sandbox: sandbox)
    #expect(device.alert == nil)
    #expect(device.rowTexts == ["パンを買う", "卵を買う", "牛乳を買う"])
    #expect(device.rows.map(\.isChecked) == [false, true, false])
  }

  @Test func theMigrationMovesTheListOutOfThePreferencesOnce() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    try updateFromTodoArchiver(in: sandbox)
    let device = try Device(app: TodoCodable.app, sandbox: sandbox)
    #expect(sandbox.preferences(of: TodoCodable.app).object(forKey: "todoList") == nil)
    #expect(try sandbox.savedTodos().map(\.title) == ["パンを買う", "卵を買う", "牛乳を買う"])
    try device.deleteRow("パンを買う")
    try device.relaunch()
    #expect(device.rowTexts == ["卵を買う", "牛乳を買う"])
  }

  @Test func aCrashRightAfterTheMigrationLosesNothing() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    try updateFromTodoArchiver(in: sandbox)
    let device = try Device(app: TodoCodable.app, sandbox: sandbox)
    try device.crash()
    try device.relaunch()
    #expect(device.rowTexts == ["パンを買う", "卵を買う", "牛乳を買う"])
  }

  @Test func anEmptyOldListMigratesToAnEmptyFile() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    sandbox.preferences(of: TodoCodable.app)
      .set(TodoArchive.data(from: []), forKey: "todoList")
    let device = try Device(app: TodoCodable.app, sandbox: sandbox)
    #expect(device.rows.isEmpty)
    #expect(try sandbox.savedTodos().isEmpty)
  }
}
