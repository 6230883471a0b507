// Exercise todo-codable/missing-done-key: to-dos saved without "isDone" read as not done.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TodoCodableMissingDoneKey

@MainActor
@Suite(.attachesTranscripts)
struct TodoCodableMissingDoneKeyTests {
  /// Launches with `Documents/Todos.json` holding `json`, as an earlier version left it.
  func start(withSavedFile json: String) throws -> Device {
    try launch(TodoCodable.app) { sandbox in
      let url = sandbox.documentsDirectory.appendingPathComponent("Todos.json")
      try Data(json.utf8).write(to: url)
    }
  }

  /// The files in the sandbox's Documents folder.
  func documents(on device: Device) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: device.sandbox.documentsDirectory.path)
      .sorted()
  }

  @Test func aToDoWithoutIsDoneIsReadAsNotDone() throws {
    let device = try start(
      withSavedFile: #"[{"title": "Milk"}, {"title": "Eggs", "isDone": true}]"#)
    #expect(device.alert == nil)
    #expect(device.rowTexts == ["Milk", "Eggs"])
    #expect(device.rows.map(\.isChecked) == [false, true])
  }

  @Test func theFileIsNotTakenForDamaged() throws {
    let device = try start(withSavedFile: #"[{"title": "Milk"}]"#)
    #expect(try documents(on: device) == ["Todos.json"])
  }

  @Test func theNextSaveWritesIsDoneForEveryToDo() throws {
    let device = try start(withSavedFile: #"[{"title": "Milk"}, {"title": "Eggs"}]"#)
    try device.tapRow("Milk")
    let url = device.sandbox.documentsDirectory.appendingPathComponent("Todos.json")
    let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]]
    #expect(saved?.map { $0["isDone"] as? Bool } == [true, false])
  }

  @Test func aToDoWithoutATitleStillMakesTheFileUnreadable() throws {
    let device = try start(withSavedFile: #"[{"isDone": true}]"#)
    #expect(device.alert?.title == "保存されたtodoを読み込めませんでした")
    #expect(device.rows.isEmpty)
  }
}
