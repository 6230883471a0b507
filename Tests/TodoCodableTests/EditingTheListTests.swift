// The user adds, checks off and deletes to-dos, exactly as in todo-archiver.

import Testing
import ViewHarness

@testable import TodoCodable

@MainActor
@Suite struct EditingTheListTests {
  @Test func plusAsksForATitleInAnAlert() throws {
    let device = try Device(app: TodoCodable.app)
    #expect(device.title == "todoリスト")
    #expect(device.rows.isEmpty)
    try device.tap("+")
    let alert = try #require(device.alert)
    #expect(alert.title == "todoを追加")
    #expect(alert.message == "todoを入力してください")
    #expect(alert.actions.map(\.title) == ["OK", "cancel"])
    #expect(alert.fields.count == 1)
  }

  @Test func okInsertsAtTheTopAndCancelAddsNothing() throws {
    let device = try Device(app: TodoCodable.app)
    try device.addTodo("牛乳を買う")
    try device.addTodo("卵を買う")
    try device.tap("+")
    try device.type("パンを買う")
    try device.tap("cancel")
    #expect(device.rowTexts == ["卵を買う", "牛乳を買う"])
  }

  @Test func okStaysDisabledForAnEmptyTitle() throws {
    let device = try Device(app: TodoCodable.app)
    try device.tap("+")
    #expect(throws: GestureError.self) { try device.tap("OK") }
    try device.type(" ")
    #expect(throws: GestureError.self) { try device.tap("OK") }
    try device.tap("cancel")
    #expect(device.rows.isEmpty)
  }

  @Test func tappingTogglesTheCheckmarkAndSwipingDeletes() throws {
    let device = try Device(app: TodoCodable.app)
    try device.addTodo("牛乳を買う")
    try device.addTodo("卵を買う")
    try device.tapRow("牛乳を買う")
    #expect(device.rows.map(\.isChecked) == [false, true])
    try device.tapRow("牛乳を買う")
    #expect(device.rows.map(\.isChecked) == [false, false])
    try device.deleteRow("卵を買う")
    #expect(device.rowTexts == ["牛乳を買う"])
  }
}
