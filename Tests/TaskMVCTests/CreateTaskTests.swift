// The user creates tasks on the create screen and finds them on the list.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TaskMVC

@MainActor
@Suite struct CreateTaskTests {
  @Test func launchShowsAnEmptyTaskListWithAnAddButton() throws {
    let device = try Device(app: TestClock.app())
    #expect(device.title == "タスク一覧")
    #expect(device.barButtons.map(\.title) == ["+"])
    #expect(device.rows.isEmpty)
  }

  @Test func plusPushesTheCreateScreenWhoseViewIsItsOwnClass() throws {
    let device = try Device(app: TestClock.app())
    try device.tap("+")
    #expect(device.navigationStack == ["タスク一覧", "タスク作成"])
    #expect(device.visibleController?.view is CreateTaskView)
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │ ‹ タスク一覧   タスク作成                │
        ├──────────────────────────────────────────┤
        │ [▌‹タスク内容を入力してください›       ] │
        │ [‹締切時間を入力してください›          ] │
        │ ◷ 2026-11-22 09:00                       │
        │ [ 保存する ]                             │
        ╰──────────────────────────────────────────╯
        """)
  }

  @Test func pickingADateFillsTheDeadlineField() throws {
    let device = try Device(app: TestClock.app())
    try device.tap("+")
    try device.pickDate(TestClock.christmasEve)
    #expect(device.fields.map(\.text) == ["", "2026/12/24 18:30"])
    #expect(device.focusedField?.placeholder == "タスク内容を入力してください")
  }

  @Test func savingWithoutTextAsksForTheTask() throws {
    let device = try Device(app: TestClock.app())
    try device.tap("+")
    try device.pickDate(TestClock.christmasEve)
    try device.tap("保存する")
    #expect(device.alert?.title == "タスクを入力してください")
    #expect(device.alert?.actions.map(\.title) == ["OK"])
    try device.tap("OK")
    #expect(device.title == "タスク作成")
    try device.goBack()
    #expect(device.rows.isEmpty)
  }

  @Test func savingWithoutDeadlineAsksForTheDeadline() throws {
    let device = try Device(app: TestClock.app())
    try device.tap("+")
    try device.type("牛乳を買う")
    try device.tap("保存する")
    #expect(device.alert?.title == "締切日を入力してください")
    try device.tap("OK")
    #expect(device.title == "タスク作成")
  }

  @Test func savingShowsSavedAndOKGoesBackToTheList() throws {
    let device = try Device(app: TestClock.app())
    try device.tap("+")
    try device.type("牛乳を買う")
    try device.pickDate(TestClock.christmasEve)
    try device.tap("保存する")
    #expect(device.alert?.title == "保存しました")
    #expect(device.title == "タスク作成")
    try device.tap("OK")
    #expect(device.navigationStack == ["タスク一覧"])
    #expect(device.rows.map(\.text) == ["牛乳を買う"])
    #expect(device.rows.map(\.detail) == ["2026/12/24 18:30"])
  }

  @Test func theListShowsEachTasksTextAndDeadline() throws {
    let device = try Device(app: TestClock.app())
    try device.createTask("牛乳を買う")
    try device.createTask("年賀状を書く", deadline: TestClock.tokyoTime(2026, 12, 28, 21, 0))
    #expect(
      device.screen == """
        ╭──────────────────────────────────────────╮
        │                タスク一覧              + │
        ├──────────────────────────────────────────┤
        │ 牛乳を買う                               │
        │   2026/12/24 18:30                       │
        │ 年賀状を書く                             │
        │   2026/12/28 21:00                       │
        ╰──────────────────────────────────────────╯
        """)
  }

  @Test func deadlinesArePickedAndShownInTheDevicesTimeZone() throws {
    let utc = TimeZone(identifier: "UTC") ?? .current
    let device = try Device(app: TestClock.app(timeZone: utc))
    try device.createTask("牛乳を買う")
    #expect(device.rows.map(\.detail) == ["2026/12/24 09:30"])
  }

  @Test func theJapaneseTitlesAnswerToTheirEnglishWords() throws {
    let device = try Device(app: TestClock.app())
    #expect(Expectation.title("Task List").mismatch(on: device) == nil)
    try device.tap("+")
    try device.type("Buy milk")
    try device.pickDate(TestClock.christmasEve)
    #expect(device.isEnabled("Save") == true)
    try device.tap("Save")

    #expect(device.alert?.title == "保存しました")
    #expect(Expectation.alert(title: "Saved").mismatch(on: device) == nil)
    #expect(Expectation.text("Saved").mismatch(on: device) == nil)
    #expect(
      Expectation.alert(title: "Sav").mismatch(on: device) == "the alert's title is \"保存しました\"")
    try device.tap("OK")
    #expect(device.rowTexts == ["Buy milk"])
  }
}
