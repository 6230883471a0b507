// What checklists-07 does with a damaged data file: like 06, no lists and no word.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists07

extension ReliabilityTests {
  /// `Documents/Checklists.plist`.
  static func dataFile(_ sandbox: AppSandbox) -> URL {
    sandbox.documentsDirectory.appendingPathComponent("Checklists.plist")
  }

  @Test func aDamagedDataFileReadsAsNoListsAndTheNextSaveWritesOverIt() throws {
    var table = DamageTable(appID: Checklists07.app.id, file: "Checklists.plist", promise: false)
    for damage in FileDamageCase.allCases {
      let trial = try DamageTrial(app: Checklists07.app, damage: damage, file: Self.dataFile) {
        device in
        try device.tap("+")
        try device.type("Milk")
        try device.tap("Done")
        try device.background()
      }
      let device = trial.device
      #expect(device.navigationStack == ["Checklists"], "\(damage)")
      #expect(device.rowTexts == [], "\(damage)")
      #expect(!trial.toldAtLaunch, "\(damage)")
      try device.tap("+")
      try device.type("Trips")
      try device.tap("Done")
      try device.background()
      try device.relaunch()
      #expect(device.rowTexts == (damage == .folder ? [] : ["Trips"]), "\(damage)")
      #expect(trial.keptAside == (damage == .folder), "\(damage)")
      table.record(trial)
    }
    table.printRow()
  }
}
