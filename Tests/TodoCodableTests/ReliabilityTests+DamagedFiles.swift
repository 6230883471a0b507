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

  @Test func aDamagedPreferencesFileIsKeptAsideAndTheListStays() throws {
    // The system moves the file aside and starts the preferences afresh; as on iOS, the app
    // is not told. The list lives in Todos.json, so it stays.
    let trial = try DamageTrial(
      app: TodoCodable.app, damage: .randomBytes, file: Self.preferencesFile
    ) { device in
      try device.addTodo("牛乳を買う")
    }
    let device = trial.device
    let keptName = try #require(
      try FileManager.default.contentsOfDirectory(atPath: trial.sandbox.preferencesDirectory.path)
        .first { $0.contains(".damaged-") })
    #expect(keptName.hasPrefix("org.stepwise.todo-codable.damaged-"))
    #expect(device.alert == nil)
    #expect(device.rowTexts == ["牛乳を買う"])
    #expect(trial.keptAside)
  }

  @Test func bothFilesDamagedTellOfTheTodoFile() throws {
    let trial = try DamageTrial(
      app: TodoCodable.app, damage: .empty, file: Self.preferencesFile
    ) { device in
      try device.addTodo("牛乳を買う")
      let saved = try Data(contentsOf: Self.todoFile(device.sandbox))
      try FileDamageCase.truncated.apply(to: Self.todoFile(device.sandbox), good: saved)
    }
    let alert = try #require(trial.device.alert)
    #expect(alert.title == "保存されたtodoを読み込めませんでした")
    #expect(alert.message?.contains("Todos.damaged-") == true)
    #expect(trial.keptAside)
  }

  @Test func aDamagedTodoFileIsKeptAsideTheUserIsToldAndTheNextChangeIsSaved() throws {
    var table = DamageTable(appID: TodoCodable.app.id, file: "Todos.json", promise: true)
    for damage in FileDamageCase.allCases {
      let trial = try DamageTrial(app: TodoCodable.app, damage: damage, file: Self.todoFile) {
        device in
        try device.addTodo("牛乳を買う")
      }
      let device = trial.device
      #expect(device.alert?.title == "保存されたtodoを読み込めませんでした", "\(damage)")
      try device.tap("OK")
      try device.addTodo("卵を買う")
      try device.crash()
      try device.relaunch()
      #expect(device.alert == nil, "\(damage)")
      #expect(device.rowTexts == ["卵を買う"], "\(damage)")
      #expect(trial.keptAside, "\(damage)")
      table.record(trial)
    }
    #expect(table.brokenPromises == 0)
    table.printRow()
  }

  @Test func damagedPreferencesAreKeptAsideAndTheListStaysEveryTime() throws {
    var table = DamageTable(appID: TodoCodable.app.id, file: "preferences file", promise: false)
    for damage in FileDamageCase.allCases {
      let trial = try DamageTrial(
        app: TodoCodable.app, damage: damage, file: Self.preferencesFile
      ) { device in
        try device.addTodo("牛乳を買う")
      }
      #expect(trial.device.alert == nil, "\(damage)")
      #expect(trial.device.rowTexts == ["牛乳を買う"], "\(damage)")
      #expect(trial.keptAside, "\(damage)")
      table.record(trial)
    }
    #expect(table.brokenPromises == 0)
    table.printRow()
  }

  @Test func whileSavesFailTheUserIsToldNothingIsOverwrittenAndTheNextSaveWritesAll() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let device = try Device(app: TodoCodable.app, sandbox: sandbox)
    try device.addTodo("牛乳を買う")
    let saved = try Data(contentsOf: device.sandbox.todoFileURL)
    let blocker = try WriteBlocker(file: device.sandbox.todoFileURL)
    try device.addTodo("卵を買う")
    #expect(device.alert?.title == "保存できませんでした")
    try device.tap("OK")
    try blocker.remove()
    #expect(try Data(contentsOf: device.sandbox.todoFileURL) == saved)
    try device.tapRow("牛乳を買う")
    try device.crash()
    try device.relaunch()
    #expect(device.rows.map(\.description) == ["卵を買う", "牛乳を買う ✓"])
  }
}
