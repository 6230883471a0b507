// The user adds, checks off and deletes to-dos on the todo-archiver list.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TodoArchiver

@MainActor
@Suite struct AddingTodosTests {
  @Test func launchShowsAnEmptyListWithAnAddButton() throws {
    let device = try Device(app: TodoArchiver.app)
    #expect(device.title == "todoリスト")
    #expect(device.barButtons.map(\.title) == ["+"])
    #expect(device.rows.isEmpty)
  }

  @Test func tappingPlusShowsAnAlertWithOneFieldAndTwoButtons() throws {
    let device = try Device(app: TodoArchiver.app)
    try device.tap("+")
    let alert = try #require(device.alert)
    #expect(alert.title == "todoを追加")
    #expect(alert.message == "todoを入力してください")
    #expect(alert.actions.map(\.title) == ["OK", "cancel"])
    #expect(alert.fields.count == 1)
    #expect(alert.fields.first?.isEditing == true)
  }

  @Test func okInsertsTheNewTodoAtTheTop() throws {
    let device = try Device(app: TodoArchiver.app)
    try device.addTodo("牛乳を買う")
    #expect(device.alert == nil)
    #expect(device.rowTexts == ["牛乳を買う"])
    try device.addTodo("卵を買う")
    #expect(device.rowTexts == ["卵を買う", "牛乳を買う"])
    #expect(device.rows.allSatisfy { !$0.isChecked })
  }

  @Test func cancelAddsNothing() throws {
    let device = try Device(app: TodoArchiver.app)
    try device.tap("+")
    try device.type("牛乳を買う")
    try device.tap("cancel")
    #expect(device.alert == nil)
    #expect(device.rows.isEmpty)
    #expect(device.storedData == nil)
  }

  @Test func okStaysDisabledUntilTheFieldHasText() throws {
    let device = try Device(app: TodoArchiver.app)
    try device.tap("+")
    #expect(device.screen.contains("( OK ) [ cancel ]"))
    #expect(throws: GestureError.self) { try device.tap("OK") }
    try device.type("  ")
    #expect(throws: GestureError.self) { try device.tap("OK") }
    try device.type("卵")
    #expect(device.screen.contains("[ OK ] [ cancel ]"))
    try device.backspace(3)
    #expect(device.screen.contains("( OK ) [ cancel ]"))
    try device.type("卵")
    try device.tap("OK")
    #expect(device.rowTexts == ["卵"])
  }

  @Test func tappingARowTogglesItsCheckmark() throws {
    let device = try Device(app: TodoArchiver.app)
    try device.addTodo("牛乳を買う")
    try device.addTodo("卵を買う")
    try device.tapRow("牛乳を買う")
    #expect(device.rows.map(\.isChecked) == [false, true])
    #expect(device.rows[1].accessory == .checkmark)
    try device.tapRow("牛乳を買う")
    #expect(device.rows.map(\.isChecked) == [false, false])
  }

  @Test func swipingARowDeletesThatTodo() throws {
    let device = try Device(app: TodoArchiver.app)
    try device.addTodo("牛乳を買う")
    try device.addTodo("卵を買う")
    try device.addTodo("パンを買う")
    try device.deleteRow("卵を買う")
    #expect(device.rowTexts == ["パンを買う", "牛乳を買う"])
  }

  @Test func theScreenShowsTheListWithItsCheckmarks() throws {
    let device = try Device(app: TodoArchiver.app)
    try device.addTodo("牛乳を買う")
    try device.addTodo("卵を買う")
    try device.tapRow(1)
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                todoリスト              + │
        ├──────────────────────────────────────────┤
        │ 卵を買う                                 │
        │ 牛乳を買う                             ✓ │
        ╰──────────────────────────────────────────╯
        """)
  }
}
