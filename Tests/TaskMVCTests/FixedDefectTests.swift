// The main version does not have the article's four defects.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TaskMVC

@MainActor
@Suite struct FixedDefectTests {
  @Test func everyKeystrokeIsSaved() throws {
    let device = try Device(app: TestClock.app())
    try device.tap("+")
    try device.type("牛乳をかう")
    try device.backspace(2)
    try device.type("買う")
    try device.pickDate(TestClock.christmasEve)
    try device.tap("保存する")
    try device.tap("OK")
    #expect(device.rowTexts == ["牛乳を買う"])
  }

  @Test func comingBackToTheListShowsEachTaskOnce() throws {
    let device = try Device(app: TestClock.app())
    try device.createTask("牛乳を買う")
    try device.tap("+")
    try device.goBack()
    try device.tap("+")
    try device.goBack()
    #expect(device.rowTexts == ["牛乳を買う"])
  }

  @Test func newTasksAreAddedToTheOnesSavedBefore() throws {
    let device = try Device(app: TestClock.app())
    try device.createTask("牛乳を買う")
    try device.relaunch()
    try device.createTask("卵を買う")
    try device.crash()
    try device.relaunch()
    #expect(device.rowTexts == ["牛乳を買う", "卵を買う"])
  }

  @Test func anEmptiedFieldAsksForTheTask() throws {
    let device = try Device(app: TestClock.app())
    try device.tap("+")
    try device.pickDate(TestClock.christmasEve)
    try device.type("牛")
    try device.backspace()
    try device.tap("保存する")
    #expect(device.alert?.title == "タスクを入力してください")
    try device.tap("OK")
    try device.type("卵")
    try device.clear()
    try device.tap("保存する")
    #expect(device.alert?.title == "タスクを入力してください")
    try device.tap("OK")
    try device.type("   ")
    try device.tap("保存する")
    #expect(device.alert?.title == "タスクを入力してください")
  }

  @Test func twoDataSourcesDoNotOverwriteEachOther() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let defaults = AppDefaults(sandbox: sandbox, bundleIdentifier: "org.stepwise.tasks-model")
    let listSource = TaskDataSource(defaults: defaults)
    let createSource = TaskDataSource(defaults: defaults)
    listSource.setData(TaskItem(text: "牛乳を買う", deadline: TestClock.christmasEve))
    createSource.setData(TaskItem(text: "卵を買う", deadline: TestClock.christmasEve))
    listSource.loadData()
    listSource.loadData()
    #expect(listSource.tasks.map(\.text) == ["牛乳を買う", "卵を買う"])
  }
}
