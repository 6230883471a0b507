// The article's version, as written, shows each of its four defects.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TaskMVC

/// Each test fails against the main version and passes against the article's: it names the
/// defect it shows.
@MainActor
@Suite struct AsWrittenDefectTests {
  @Test func asWrittenLosesTheLastKeystroke() throws {
    let device = try Device(app: TaskMVC.asWritten)
    try device.tap("+")
    try device.type("牛乳を買う")
    try device.pickDate(TestClock.christmasEve)
    try device.tap("保存する")
    try device.tap("OK")
    #expect(device.rowTexts == ["牛乳を買"])
  }

  @Test func asWrittenDuplicatesTheListOnEveryReturn() throws {
    let device = try Device(app: TaskMVC.asWritten)
    try device.createTask("牛乳を買う")
    #expect(device.rows.count == 1)
    try device.tap("+")
    try device.goBack()
    #expect(device.rows.count == 2)
    try device.tap("+")
    try device.goBack()
    #expect(device.rowTexts == ["牛乳を買", "牛乳を買", "牛乳を買"])
  }

  @Test func asWrittenFreshDataSourceOverwritesTheSavedTasks() throws {
    let device = try Device(app: TaskMVC.asWritten)
    try device.createTask("牛乳を買う")
    try device.createTask("卵を買う")
    // The list looks right: it appended what the create screen saved to what it held.
    #expect(device.rowTexts == ["牛乳を買", "卵を買"])
    try device.relaunch()
    // But the create screen's new data source saved only its own task.
    #expect(device.rowTexts == ["卵を買"])
  }

  @Test func asWrittenSavesATaskWithEmptyText() throws {
    let device = try Device(app: TaskMVC.asWritten)
    try device.tap("+")
    try device.type("牛")
    try device.pickDate(TestClock.christmasEve)
    try device.tap("保存する")
    // The one keystroke reported "" (the text before it), and only a missing text is refused.
    #expect(device.alert?.title == "保存しました")
    try device.tap("OK")
    #expect(device.rows.map(\.text) == [""])
  }

  @Test func asWrittenSavesAnEmptiedField() throws {
    let device = try Device(app: TaskMVC.asWritten)
    try device.tap("+")
    try device.type("牛")
    try device.backspace()
    try device.pickDate(TestClock.christmasEve)
    try device.tap("保存する")
    // The field is empty, yet the task is saved, with the text reported before the
    // backspace. Fixing only the lost keystroke would save "" here instead: the check must
    // refuse an empty text, not only a missing one.
    #expect(device.fields.first?.text == "")
    #expect(device.alert?.title == "保存しました")
    try device.tap("OK")
    #expect(device.rowTexts == ["牛"])
  }
}
