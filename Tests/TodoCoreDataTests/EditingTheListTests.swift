// The user adds, checks off and deletes to-dos on the same screen as todo-codable's.

import Testing
import ViewHarness

@testable import TodoCoreData

@MainActor
@Suite struct EditingTheListTests {
  @Test func plusAsksForATitleInAnAlert() throws {
    let device = try Device(app: TodoCoreData.app)
    #expect(device.title == "todoリスト")
    #expect(device.rows.isEmpty)
    try device.tap("+")
    let alert = try #require(device.alert)
    #expect(alert.title == "todoを追加")
    #expect(alert.message == "todoを入力してください")
    #expect(alert.actions.map(\.title) == ["OK", "cancel"])
    #expect(alert.fields.count == 1)
  }

  @Test func okAddsAtTheBottomAndCancelAddsNothing() throws {
    let device = try Device(app: TodoCoreData.app)
    try device.addTodo("牛乳を買う")
    try device.addTodo("卵を買う")
    try device.tap("+")
    try device.type("パンを買う")
    try device.tap("cancel")
    #expect(device.rowTexts == ["牛乳を買う", "卵を買う"])
  }

  @Test func okStaysDisabledForAnEmptyTitle() throws {
    let device = try Device(app: TodoCoreData.app)
    try device.tap("+")
    #expect(throws: GestureError.self) { try device.tap("OK") }
    try device.type(" ")
    #expect(throws: GestureError.self) { try device.tap("OK") }
    try device.tap("cancel")
    #expect(device.rows.isEmpty)
  }

  @Test func tappingTogglesTheCheckmarkAndSwipingDeletes() throws {
    let device = try Device(app: TodoCoreData.app)
    try device.addTodo("牛乳を買う")
    try device.addTodo("卵を買う")
    try device.tapRow("牛乳を買う")
    #expect(device.rows.map(\.isChecked) == [true, false])
    try device.tapRow("牛乳を買う")
    #expect(device.rows.map(\.isChecked) == [false, false])
    try device.deleteRow("牛乳を買う")
    #expect(device.rowTexts == ["卵を買う"])
  }
}
