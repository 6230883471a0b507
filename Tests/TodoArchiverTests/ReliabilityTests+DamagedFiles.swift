// What todo-archiver does with damaged preferences: starts empty and says nothing.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TodoArchiver

extension ReliabilityTests {
  /// The preferences file, which holds the archived list.
  static func preferencesFile(_ sandbox: AppSandbox) -> URL {
    sandbox.preferencesDirectory.appendingPathComponent(
      "\(TodoArchiver.app.bundleIdentifier).plist")
  }

  /// Adds a to-do through the alert.
  static func addTodo(_ title: String, on device: Device) throws {
    try device.tap("+")
    try device.type(title)
    try device.tap("OK")
  }

  @Test func damagedPreferencesStartAnEmptyListWithoutAWordButAreKeptAside() throws {
    var table = DamageTable(appID: TodoArchiver.app.id, file: "preferences file", promise: false)
    for damage in FileDamageCase.allCases {
      let trial = try DamageTrial(
        app: TodoArchiver.app, damage: damage, file: Self.preferencesFile
      ) { device in
        try Self.addTodo("牛乳を買う", on: device)
      }
      let device = trial.device
      #expect(device.rowTexts == [], "\(damage)")
      #expect(!trial.toldAtLaunch, "\(damage)")
      try Self.addTodo("卵を買う", on: device)
      try device.relaunch()
      #expect(device.rowTexts == ["卵を買う"], "\(damage)")
      // The system, not the app, moved the file aside before launch.
      #expect(trial.keptAside, "\(damage)")
      table.record(trial)
    }
    table.printRow()
  }

  @Test func anUnreadableArchiveStartsAnEmptyListAndTheNextChangeWritesOverIt() throws {
    var lost = 0
    for garbage in StoredGarbage.allCases {
      let sandbox = try AppSandbox.inMemory()
      defer { try? sandbox.removeAll() }
      let value = try garbage.value()
      AppDefaults(sandbox: sandbox, bundleIdentifier: TodoArchiver.app.bundleIdentifier)
        .set(value, forKey: TodoArchive.preferencesKey)
      let device = try Device(app: TodoArchiver.app, sandbox: sandbox)
      #expect(device.rowTexts == [], "\(garbage)")
      #expect(device.alert == nil, "\(garbage)")
      try Self.addTodo("卵を買う", on: device)
      let stored = AppDefaults(
        sandbox: sandbox, bundleIdentifier: TodoArchiver.app.bundleIdentifier
      ).object(forKey: TodoArchive.preferencesKey)
      // The unreadable value is gone: the archive of the new list took its key.
      #expect(stored as? Data == TodoArchive.data(from: [TodoData(title: "卵を買う")]), "\(garbage)")
      lost += (value as? Data)?.count ?? (value as? String)?.utf8.count ?? 0
    }
    if FuzzBudget.printsTableRows {
      print(
        "| todo-archiver | unreadable archive under todoList | \(StoredGarbage.allCases.count) "
          + "kinds (a class the app does not know, a loop, a binary archive, …): told 0, "
          + "kept aside 0 | 0 | 0 | – | \(lost) (\(StoredGarbage.allCases.count)) |")
    }
  }
}
