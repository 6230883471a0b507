// What the tasks app does with damaged preferences: starts empty and says nothing.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TaskMVC

extension ReliabilityTests {
  /// The preferences file, which holds the tasks.
  static func preferencesFile(_ sandbox: AppSandbox) -> URL {
    sandbox.preferencesDirectory.appendingPathComponent("\(TaskMVC.app.bundleIdentifier).plist")
  }

  /// Creates a task with a deadline and comes back to the list.
  static func addTask(_ text: String, on device: Device) throws {
    try device.tap("+")
    try device.type(text)
    try device.pickDate(minute: "2026-12-24 18:30")
    try device.tap("保存する")
    try device.tap("OK")
  }

  @Test func damagedPreferencesStartAnEmptyListWithoutAWordButAreKeptAside() throws {
    var table = DamageTable(appID: TaskMVC.app.id, file: "preferences file", promise: false)
    for damage in FileDamageCase.allCases {
      let trial = try DamageTrial(app: TaskMVC.app, damage: damage, file: Self.preferencesFile) {
        device in
        try Self.addTask("牛乳を買う", on: device)
      }
      let device = trial.device
      #expect(device.rowTexts == [], "\(damage)")
      #expect(!trial.toldAtLaunch, "\(damage)")
      try Self.addTask("卵を買う", on: device)
      try device.relaunch()
      #expect(device.rowTexts == ["卵を買う"], "\(damage)")
      #expect(trial.keptAside, "\(damage)")
      table.record(trial)
    }
    table.printRow()
  }

  @Test func unreadableTasksStartAnEmptyListAndTheNextTaskWritesOverThem() throws {
    let garbage: [Any] = [
      Data("[{\"text\": \"牛乳を買う\", \"deadline\": ".utf8), Data([0xFF, 0x00, 0x13]),
      "not data", Data("[{\"text\": 7}]".utf8),
    ]
    var lost = 0
    for value in garbage {
      let sandbox = try AppSandbox.inMemory()
      defer { try? sandbox.removeAll() }
      let bundle = TaskMVC.app.bundleIdentifier
      AppDefaults(sandbox: sandbox, bundleIdentifier: bundle).set(value, forKey: "tasks")
      let device = try Device(app: TaskMVC.app, sandbox: sandbox)
      #expect(device.rowTexts == [], "\(value)")
      try Self.addTask("卵を買う", on: device)
      #expect(device.rowTexts == ["卵を買う"], "\(value)")
      let stored = AppDefaults(sandbox: sandbox, bundleIdentifier: bundle).object(forKey: "tasks")
      #expect(stored as? Data != value as? Data, "\(value)")
      lost += (value as? Data)?.count ?? (value as? String)?.utf8.count ?? 0
    }
    if FuzzBudget.printsTableRows {
      print(
        "| tasks | unreadable tasks under the tasks key | \(garbage.count) kinds (cut short, "
          + "bytes, a string, wrong types): told 0, kept aside 0 | 0 | 0 | – | \(lost) "
          + "(\(garbage.count)) |")
    }
  }
}
