// Every change is saved in the Core Data store before the app can die.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TodoCoreData

@MainActor
@Suite struct SavingTests {
  /// How the app stops before it is launched again.
  enum Ending: String, CaseIterable, CustomTestStringConvertible {
    case relaunch, crash
    var testDescription: String { rawValue }
  }

  @Test(arguments: Ending.allCases)
  func addingTogglingAndDeletingAreKept(_ ending: Ending) throws {
    let device = try Device(app: TodoCoreData.app)
    try device.addTodo("牛乳を買う")
    try device.addTodo("卵を買う")
    try device.addTodo("パンを買う")
    try device.tapRow("牛乳を買う")
    try device.deleteRow("卵を買う")
    switch ending {
    case .relaunch: try device.relaunch()
    case .crash:
      try device.crash()
      try device.relaunch()
    }
    #expect(device.alert == nil)
    #expect(device.rowTexts == ["牛乳を買う", "パンを買う"])
    #expect(device.rows.map(\.isChecked) == [true, false])
  }

  @Test func theListIsACoreDataStoreInApplicationSupport() throws {
    let device = try Device(app: TodoCoreData.app)
    try device.addTodo("牛乳を買う")
    let sandbox = device.sandbox
    #expect(FileManager.default.fileExists(atPath: sandbox.storeURL.path))
    #expect(try sandbox.names(in: sandbox.documentsDirectory).isEmpty)
    let store = try String(contentsOf: sandbox.storeURL, encoding: .utf8)
    #expect(store.contains("牛乳を買う"))
  }

  @Test func aFailedSaveIsReportedAndTheNextChangeSavesEverything() throws {
    let device = try Device(app: TodoCoreData.app)
    try device.addTodo("牛乳を買う")
    let saved = try Data(contentsOf: device.sandbox.storeURL)
    let blocker = try WriteBlocker(file: device.sandbox.storeURL)
    try device.addTodo("卵を買う")
    #expect(device.alert?.title == "保存できませんでした")
    #expect(device.alert?.message == "次に変更したときにもう一度保存します。")
    try device.tap("OK")
    #expect(device.rowTexts == ["牛乳を買う", "卵を買う"])
    try blocker.remove()
    #expect(try Data(contentsOf: device.sandbox.storeURL) == saved)
    try device.tapRow("牛乳を買う")
    #expect(device.alert == nil)
    try device.crash()
    try device.relaunch()
    #expect(device.rows.map(\.description) == ["牛乳を買う ✓", "卵を買う"])
  }
}
