// What checklists-06 does with damaged files: empty lists, a second "List", no word said.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists06

extension ReliabilityTests {
  /// `Documents/Checklists.plist`.
  static func dataFile(_ sandbox: AppSandbox) -> URL {
    sandbox.documentsDirectory.appendingPathComponent("Checklists.plist")
  }

  /// The preferences file.
  static func preferencesFile(_ sandbox: AppSandbox) -> URL {
    sandbox.preferencesDirectory.appendingPathComponent(
      "\(Checklists06.app.bundleIdentifier).plist")
  }

  /// Adds "Milk" to the list the first launch opens, and goes to the background to save.
  static func addMilkAndSave(_ device: Device) throws {
    try device.tap("+")
    try device.type("Milk")
    try device.tap("Done")
    try device.background()
  }

  @Test func aDamagedDataFileReadsAsNoListsAndTheNextSaveWritesOverIt() throws {
    var table = DamageTable(appID: Checklists06.app.id, file: "Checklists.plist", promise: false)
    for damage in FileDamageCase.allCases {
      let trial = try DamageTrial(
        app: Checklists06.app, damage: damage, file: Self.dataFile, prepare: Self.addMilkAndSave)
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

  @Test func damagedPreferencesAreResetSilentlyAndASecondListAppears() throws {
    var table = DamageTable(
      appID: Checklists06.app.id, file: "preferences file", promise: false)
    for damage in FileDamageCase.allCases {
      let trial = try DamageTrial(
        app: Checklists06.app, damage: damage, file: Self.preferencesFile,
        prepare: Self.addMilkAndSave)
      let device = trial.device
      // The system kept the file aside and started with no preferences: "FirstTime" says
      // true again, so the app makes a new "List" beside the saved one, and opens the first.
      #expect(!trial.toldAtLaunch, "\(damage)")
      #expect(device.navigationStack == ["Checklists", "List"], "\(damage)")
      #expect(device.rowTexts == ["Milk"], "\(damage)")
      try device.goBack()
      #expect(device.rowTexts == ["List", "List"], "\(damage)")
      #expect(trial.keptAside, "\(damage)")
      table.record(trial)
    }
    table.printRow()
  }

  @Test(arguments: [
    ("<string>abc</string>", ["Checklists", "A"]),
    ("<array><integer>1</integer></array>", ["Checklists", "A"]),
    ("<real>1e30</real>", ["Checklists", "A"]),
    ("<date>2026-01-01T00:00:00Z</date>", ["Checklists", "A"]),
    ("<true/>", ["Checklists", "B"]),
    ("<string>1</string>", ["Checklists", "B"]),
    ("<integer>-7</integer>", ["Checklists"]),
    ("<integer>99</integer>", ["Checklists"]),
  ])
  func aStoredIndexOfAnyTypeNeverStopsTheAppButOftenOpensAList(value: String, stack: [String])
    throws
  {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let lists = [Checklist(name: "A"), Checklist(name: "B")]
    try PropertyListEncoder().encode(lists).write(to: Self.dataFile(sandbox))
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>ChecklistIndex</key>\(value)<key>FirstTime</key><false/>
      </dict></plist>
      """
    try Data(xml.utf8).write(to: Self.preferencesFile(sandbox))
    let device = try Device(app: Checklists06.app, sandbox: sandbox)
    // integer(forKey:) reads what is not a whole number as 0, true and "1" as 1.
    #expect(device.navigationStack == stack)
  }
}
