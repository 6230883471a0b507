// Damaged and unwritable files of the hardened app: kept aside, told, nothing lost.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists08

extension ReliabilityTests {
  /// Adds "Milk" to the list the first launch opens (saved at once).
  static func addMilk(_ device: Device) throws {
    try device.add("Milk")
  }

  @Test func aDamagedDataFileIsKeptAsideTheUserIsToldAndTheNextChangeIsSaved() throws {
    var table = DamageTable(appID: Checklists08.app.id, file: "Checklists.plist", promise: true)
    for damage in FileDamageCase.allCases {
      let trial = try DamageTrial(
        app: Checklists08.app, damage: damage, file: \.dataFile, prepare: Self.addMilk)
      let device = trial.device
      #expect(device.alert?.title == "Some Data Could Not Be Read", "\(damage)")
      try device.tap("OK")
      try device.add("Trips")
      try device.crash()
      try device.relaunch()
      #expect(device.alert == nil, "\(damage)")
      #expect(device.rowTexts.contains("Trips"), "\(damage)")
      #expect(trial.keptAside, "\(damage)")
      table.record(trial)
    }
    #expect(table.brokenPromises == 0)
    table.printRow()
  }

  @Test func damagedPreferencesAreKeptAsideAndTheListsStay() throws {
    var table = DamageTable(appID: Checklists08.app.id, file: "preferences file", promise: false)
    for damage in FileDamageCase.allCases {
      let trial = try DamageTrial(
        app: Checklists08.app, damage: damage, file: \.preferencesFile, prepare: Self.addMilk)
      let device = trial.device
      // As on iOS, the app is not told; its settings start afresh and its lists stay.
      #expect(device.alert == nil, "\(damage)")
      #expect(device.rowTexts == ["List"], "\(damage)")
      try device.tapRow("List")
      #expect(device.rowTexts == ["Milk"], "\(damage)")
      #expect(trial.keptAside, "\(damage)")
      table.record(trial)
    }
    #expect(table.brokenPromises == 0)
    table.printRow()
  }

  @Test func whileSavesFailNothingIsOverwrittenAndTheNextSaveWritesEverything() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let device = try Device(app: Checklists08.app, sandbox: sandbox)
    try device.add("Milk")
    let saved = try Data(contentsOf: device.sandbox.dataFile)
    let blocker = try WriteBlocker(file: device.sandbox.dataFile)
    try device.add("Eggs")
    #expect(try device.dataModel.lastSaveError != nil)
    #expect(device.rowTexts == ["Milk", "Eggs"])
    try blocker.remove()
    #expect(try Data(contentsOf: device.sandbox.dataFile) == saved)
    // The app says that the save failed, and tries again at the next change.
    #expect(device.alert?.title == "Could Not Save")
    try device.tap("OK")
    try device.tapRow("Milk")
    try device.crash()
    try device.relaunch()
    #expect(device.rows.map(\.description) == ["Milk ✓", "Eggs"])
  }

  @Test func permissionsDoNotStopRootSoTheBlockerPutsAFolderInTheWay() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let file = sandbox.documentsDirectory.appendingPathComponent("probe")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o500], ofItemAtPath: sandbox.documentsDirectory.path)
    let written = FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8))
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o700], ofItemAtPath: sandbox.documentsDirectory.path)
    #expect(written != WriteBlocker.permissionsStopWrites)
  }
}
