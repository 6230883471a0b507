// A data file that cannot be read is kept aside, never saved over, and the user is told.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists08

/// A way the data file can be damaged.
enum DataFileDamage: String, CaseIterable, Sendable {
  case truncated, garbage, wrongTypes, empty, directory

  /// Damages the data file in a sandbox.
  func apply(to sandbox: AppSandbox) throws {
    let url = sandbox.dataFile
    switch self {
    case .truncated:
      let lists = [Checklist(name: "Groceries", items: [ChecklistItem(text: "Milk")])]
      let data = try PropertyListEncoder().encode(lists)
      try data.prefix(data.count / 2).write(to: url)
    case .garbage:
      try Data([0x00, 0xFF, 0x13, 0x37, 0xC0, 0xFF, 0xEE]).write(to: url)
    case .wrongTypes:
      let plist: [String: Any] = ["name": "Groceries", "items": 3]
      try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        .write(to: url)
    case .empty:
      try Data().write(to: url)
    case .directory:
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
      try Data("inside".utf8).write(to: url.appendingPathComponent("note.txt"))
    }
  }
}

@MainActor
@Suite struct DamagedDataFileTests {
  /// A sandbox whose app ran before (so no first list is made) and whose data file is
  /// damaged.
  func sandbox(damagedBy damage: DataFileDamage) throws -> AppSandbox {
    let sandbox = try AppSandbox.inMemory()
    try sandbox.writePreferencesOfAnEarlierLaunch()
    try damage.apply(to: sandbox)
    return sandbox
  }

  /// The damaged files kept in `Documents`.
  func keptFiles(in sandbox: AppSandbox) throws -> [String] {
    try sandbox.documentsFileNames().filter { $0.hasPrefix("Checklists.damaged-") }
  }

  @Test(arguments: DataFileDamage.allCases)
  func theFileIsKeptAsideAndTheUserIsToldWhere(damage: DataFileDamage) throws {
    let sandbox = try sandbox(damagedBy: damage)
    defer { try? sandbox.removeAll() }
    let reference = try AppSandbox.inMemory()
    defer { try? reference.removeAll() }
    try damage.apply(to: reference)

    let device = try Device(app: Checklists08.app, sandbox: sandbox)
    let kept = try #require(try keptFiles(in: sandbox).first)
    #expect(kept.hasSuffix(".plist"))
    #expect(device.alert?.title == "Some Data Could Not Be Read")
    #expect(device.alert?.message?.contains("kept as \(kept) in Documents") == true)
    #expect(device.alert?.actions.map(\.title) == ["OK"])
    // Kept exactly as it was.
    let keptURL = sandbox.documentsDirectory.appendingPathComponent(kept)
    if damage == .directory {
      #expect(
        try Data(contentsOf: keptURL.appendingPathComponent("note.txt")) == Data("inside".utf8))
    } else {
      #expect(try Data(contentsOf: keptURL) == Data(contentsOf: reference.dataFile))
    }

    try device.tap("OK")
    #expect(device.navigationStack == ["Checklists"])
    try device.add("Groceries")
    #expect(try sandbox.savedLists().map(\.name) == ["Groceries"])
    #expect(try keptFiles(in: sandbox) == [kept])
  }

  @Test func theListsAndItemsThatCanStillBeReadAreKept() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    try sandbox.writePreferencesOfAnEarlierLaunch()
    let damaged: [Any] = [
      [
        "name": "Groceries", "iconName": "Groceries",
        "items": [["text": "Milk", "checked": true], ["text": 5, "checked": "no"]],
      ],
      ["name": 42, "items": []],
      "not a list",
      ["name": "Trips", "iconName": 7, "items": "none"],
    ]
    try PropertyListSerialization.data(fromPropertyList: damaged, format: .xml, options: 0)
      .write(to: sandbox.dataFile)

    let device = try Device(app: Checklists08.app, sandbox: sandbox)
    #expect(device.alert != nil)
    try device.tap("OK")
    #expect(device.rows.map(\.description) == ["Groceries — All Done!", "Trips — (No Items)"])
    #expect(
      try device.dataModel.lists.map(\.summary) == [
        "Groceries (Groceries): Milk √", "Trips (No Icon): ",
      ])
  }

  @Test func aDamagedFileIsNeverSavedOverEvenOnBackground() throws {
    let sandbox = try sandbox(damagedBy: .garbage)
    defer { try? sandbox.removeAll() }
    let device = try Device(app: Checklists08.app, sandbox: sandbox)
    try device.background()
    try device.terminate()
    let kept = try #require(try keptFiles(in: sandbox).first)
    let keptData = try Data(contentsOf: sandbox.documentsDirectory.appendingPathComponent(kept))
    #expect(keptData == Data([0x00, 0xFF, 0x13, 0x37, 0xC0, 0xFF, 0xEE]))
    // The new file holds what the app could read: nothing.
    #expect(try sandbox.savedLists().isEmpty)
  }

  @Test func theAlertShowsOnceAndTheNextLaunchIsQuiet() throws {
    let sandbox = try sandbox(damagedBy: .truncated)
    defer { try? sandbox.removeAll() }
    let device = try Device(app: Checklists08.app, sandbox: sandbox)
    try device.tap("OK")
    try device.add("Groceries")
    try device.tapRow("Groceries")
    try device.goBack()
    #expect(device.alert == nil)

    try device.relaunch()
    #expect(device.alert == nil)
    #expect(device.rowTexts == ["Groceries"])
    #expect(try keptFiles(in: sandbox).count == 1)
  }

  @Test func aListThatWasOpenIsNotReopenedFromADamagedFile() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    try sandbox.writePreferences(
      xmlBody: "<key>ChecklistIndex</key><integer>0</integer><key>FirstTime</key><false/>")
    try DataFileDamage.garbage.apply(to: sandbox)

    let device = try Device(app: Checklists08.app, sandbox: sandbox)
    #expect(device.alert != nil)
    #expect(device.navigationStack == ["Checklists"])
    #expect(try device.dataModel.indexOfSelectedChecklist == -1)
  }

  @Test func theAlertIsDrawnOverTheLists() throws {
    let sandbox = try sandbox(damagedBy: .empty)
    defer { try? sandbox.removeAll() }
    let device = try Device(app: Checklists08.app, sandbox: sandbox)
    #expect(device.screen.contains("Some Data Could Not"))
  }
}
