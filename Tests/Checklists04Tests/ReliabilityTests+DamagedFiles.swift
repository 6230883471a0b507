// What checklists-04 does with a damaged data file: starts empty, then saves over it.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists04

extension ReliabilityTests {
  /// `Documents/Checklists.plist`.
  static func dataFile(_ sandbox: AppSandbox) -> URL {
    sandbox.documentsDirectory.appendingPathComponent("Checklists.plist")
  }

  @Test func aDamagedDataFileReadsAsNoItemsAndTheNextSaveWritesOverIt() throws {
    var table = DamageTable(appID: Checklists04.app.id, file: "Checklists.plist", promise: false)
    for damage in FileDamageCase.allCases {
      let trial = try DamageTrial(app: Checklists04.app, damage: damage, file: Self.dataFile) {
        device in
        for text in ["Milk", "Eggs"] {
          try device.tap("+")
          try device.type(text)
          try device.tap("Done")
        }
      }
      let device = trial.device
      // The book's loader prints the error and goes on with no items, without a word.
      #expect(device.rowTexts == [], "\(damage)")
      #expect(!trial.toldAtLaunch, "\(damage)")
      try device.tap("+")
      try device.type("Bread")
      try device.tap("Done")
      try device.relaunch()
      // Any file is replaced by the next save, and with it Milk and Eggs; a folder cannot
      // be written over, so Bread is lost as well.
      #expect(device.rowTexts == (damage == .folder ? [] : ["Bread"]), "\(damage)")
      #expect(trial.keptAside == (damage == .folder), "\(damage)")
      table.record(trial)
    }
    table.printRow()
  }
}
