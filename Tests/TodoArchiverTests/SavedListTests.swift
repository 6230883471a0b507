// The list survives crashes and relaunches, and whatever is stored cannot crash the app.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TodoArchiver

@MainActor
@Suite struct SavedListTests {
  @Test func everyChangeIsSavedBeforeACrash() throws {
    let device = try Device(app: TodoArchiver.app)
    try device.addTodo("牛乳を買う")
    try device.addTodo("卵を買う")
    try device.addTodo("パンを買う")
    try device.tapRow("牛乳を買う")
    try device.deleteRow("卵を買う")
    try device.crash()
    try device.relaunch()
    #expect(device.rowTexts == ["パンを買う", "牛乳を買う"])
    #expect(device.rows.map(\.isChecked) == [false, true])
  }

  @Test func uncheckingIsSavedToo() throws {
    let device = try Device(app: TodoArchiver.app)
    try device.addTodo("牛乳を買う")
    try device.tapRow(0)
    try device.tapRow(0)
    try device.crash()
    try device.relaunch()
    #expect(device.rows.map(\.isChecked) == [false])
  }

  @Test func deletingTheLastTodoSavesAnEmptyList() throws {
    let device = try Device(app: TodoArchiver.app)
    try device.addTodo("牛乳を買う")
    try device.deleteRow(0)
    try device.crash()
    try device.relaunch()
    #expect(device.rows.isEmpty)
  }

  @Test func theWholeListIsOneKeyedArchiveUnderOneKey() throws {
    let device = try Device(app: TodoArchiver.app)
    try device.addTodo("牛乳を買う")
    try device.addTodo("卵を買う")
    try device.tapRow(0)
    #expect(Array(device.storedPreferences.keys) == ["todoList"])
    let data = try #require(device.storedData)
    let todoList = try TodoArchive.todoList(from: data)
    #expect(todoList.map(\.todoTitle) == ["卵を買う", "牛乳を買う"])
    #expect(todoList.map(\.todoDone) == [true, false])
  }

  #if os(Linux)
    /// Linux's `NSKeyedUnarchiver` reads every string `$null` in an archive as nil, not only
    /// the null marker the archiver puts first, so a to-do with that title comes back untitled.
    /// todo-codable's JSON has no such marker. (Apple's Foundation is not checked here.)
    @Test func aTitleSpelledLikeTheNullMarkerComesBackUntitled() throws {
      let device = try Device(app: TodoArchiver.app)
      try device.addTodo("$null")
      #expect(device.rowTexts == ["$null"])
      try device.relaunch()
      #expect(device.rowTexts == [""])
    }
  #endif

  @Test(arguments: StoredGarbage.allCases)
  func unreadableDataUnderTheKeyStartsAnEmptyListInsteadOfCrashing(_ garbage: StoredGarbage)
    throws
  {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    sandbox.storePreference(try garbage.value(), forKey: "todoList", of: TodoArchiver.app)
    let device = try Device(app: TodoArchiver.app, sandbox: sandbox)
    #expect(device.isRunning)
    #expect(device.rows.isEmpty)
    try device.addTodo("牛乳を買う")
    #expect(device.rowTexts == ["牛乳を買う"])
  }

  @Test func unreadableDataIsReplacedByTheNextChange() throws {
    // This version only promises not to crash: the next save overwrites what it could not
    // read. todo-codable keeps such data aside instead.
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    sandbox.storePreference(Data("not an archive".utf8), forKey: "todoList", of: TodoArchiver.app)
    let device = try Device(app: TodoArchiver.app, sandbox: sandbox)
    try device.addTodo("牛乳を買う")
    try device.relaunch()
    #expect(device.rowTexts == ["牛乳を買う"])
  }
}
