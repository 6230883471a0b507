// Every change is written to Documents/Todos.json before the app can die.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TodoCodable

@MainActor
@Suite struct SavingTests {
  @Test func everyChangeIsSavedBeforeACrash() throws {
    let device = try Device(app: TodoCodable.app)
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

  @Test func aTitleSpelledLikeTheArchiveNullMarkerSurvivesARelaunch() throws {
    let device = try Device(app: TodoCodable.app)
    try device.addTodo("$null")
    try device.relaunch()
    #expect(device.rowTexts == ["$null"])
  }

  @Test func theListIsAJSONFileInDocumentsNotAPreference() throws {
    let device = try Device(app: TodoCodable.app)
    try device.addTodo("牛乳を買う")
    try device.tapRow(0)
    #expect(try device.sandbox.documentNames() == ["Todos.json"])
    #expect(try device.sandbox.savedTodos() == [Todo(title: "牛乳を買う", isDone: true)])
    let text = try String(contentsOf: device.sandbox.todoFileURL, encoding: .utf8)
    #expect(text.contains("\"title\" : \"牛乳を買う\""))
    #expect(device.sandbox.preferences(of: TodoCodable.app).object(forKey: "todoList") == nil)
  }

  @Test func aFailedSaveIsReportedAndTheNextChangeSavesEverything() throws {
    let device = try Device(app: TodoCodable.app)
    try device.addTodo("牛乳を買う")
    let documents = device.sandbox.documentsDirectory
    try FileManager.default.removeItem(at: documents)
    try device.addTodo("卵を買う")
    #expect(device.alert?.title == "保存できませんでした")
    try device.tap("OK")
    try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
    try device.tapRow("卵を買う")
    try device.crash()
    try device.relaunch()
    #expect(device.rowTexts == ["卵を買う", "牛乳を買う"])
    #expect(device.rows.map(\.isChecked) == [true, false])
  }
}
