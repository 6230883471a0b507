// A damaged store file of the Core Data to-do list: kept aside, the user told, nothing lost.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import TodoCoreData

extension ReliabilityTests {
  /// `Library/Application Support/TodoList.sqlite`.
  static func storeFile(_ sandbox: AppSandbox) -> URL {
    sandbox.storeURL
  }

  /// Every kind of damage done to the store between two launches (in one process, where the
  /// kit reads a file another writer changed again) is kept aside and told (FIDELITY 27).
  @Test
  func aDamagedStoreIsKeptAsideTheUserIsToldAndTheNextChangeIsSavedEveryTime() throws {
    var table = DamageTable(appID: TodoCoreData.app.id, file: "TodoList.sqlite", promise: true)
    for damage in FileDamageCase.allCases {
      let trial = try DamageTrial(app: TodoCoreData.app, damage: damage, file: Self.storeFile) {
        device in
        try device.addTodo("牛乳を買う")
      }
      let device = trial.device
      #expect(device.alert?.title == "保存されたtodoを読み込めませんでした", "\(damage)")
      if device.alert != nil { try device.tap("OK") }
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
}
