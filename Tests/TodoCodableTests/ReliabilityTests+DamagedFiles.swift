// Damaged files of the Codable to-do list: kept aside, the user told, nothing lost.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TodoCodable

extension ReliabilityTests {
  /// `Documents/Todos.json`.
  static func todoFile(_ sandbox: AppSandbox) -> URL {
    sandbox.todoFileURL
  }

  /// The preferences file, where the previous version kept its archive.
  static func preferencesFile(_ sandbox: AppSandbox) -> URL {
    sandbox.preferencesDirectory.appendingPathComponent(
      "\(TodoCodable.app.bundleIdentifier).plist")
  }

  @Test func aDamagedPreferencesFileIsKeptAsideAndTheUserIsTold() throws {
    // Found by the damaged-file tests: the system moved the file aside, but the app said
    // nothing, although before the move to Codable the user's list lived in that file.
    let trial = try DamageTrial(
      app: TodoCodable.app, damage: .randomBytes, file: Self.preferencesFile
    ) { device in
      try device.addTodo("牛乳を買う")
    }
    let device = trial.device
    let keptName = try #require(
      try FileManager.default.contentsOfDirectory(atPath: trial.sandbox.preferencesDirectory.path)
        .first { $0.contains(".damaged-") })
    #expect(device.alert?.title == "設定を読み込めませんでした")
    #expect(device.alert?.message == "元のファイルは「\(keptName)」として残してあります。")
    try device.tap("OK")
    #expect(device.rowTexts == ["牛乳を買う"])
    #expect(trial.keptAside)
  }

  @Test func bothFilesDamagedAreToldInOneAlert() throws {
    let trial = try DamageTrial(
      app: TodoCodable.app, damage: .empty, file: Self.preferencesFile
    ) { device in
      try device.addTodo("牛乳を買う")
      let saved = try Data(contentsOf: Self.todoFile(device.sandbox))
      try FileDamageCase.truncated.apply(to: Self.todoFile(device.sandbox), good: saved)
    }
    let alert = try #require(trial.device.alert)
    #expect(alert.title == "保存されたデータを読み込めませんでした")
    let paragraphs = alert.message?.components(separatedBy: "\n\n") ?? []
    #expect(paragraphs.count == 2)
    #expect(paragraphs.first?.contains("org.stepwise.todo-codable.damaged-") == true)
    #expect(paragraphs.last?.contains("Todos.damaged-") == true)
  }
}
