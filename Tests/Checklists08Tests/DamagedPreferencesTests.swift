// Preferences that cannot be read: the system keeps them aside and starts them afresh, and
// the app, which iOS does not tell, goes on with its lists.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists08

@MainActor
@Suite struct DamagedPreferencesTests {
  /// A sandbox with two saved lists and a preferences file holding this text.
  func sandbox(preferences text: String) throws -> AppSandbox {
    let sandbox = try AppSandbox.inMemory()
    try sandbox.writeLists([Checklist(name: "Birthdays"), Checklist(name: "Groceries")])
    try Data(text.utf8).write(to: sandbox.preferencesFile)
    return sandbox
  }

  /// The damaged preferences files kept in `Library/Preferences`.
  func keptFiles(in sandbox: AppSandbox) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: sandbox.preferencesDirectory.path)
      .filter { $0.contains(".damaged-") }
  }

  @Test func theDamagedPreferencesAreKeptAsideAndTheAppStartsWithoutAWord() throws {
    let sandbox = try sandbox(preferences: "<plist><dict><key>ChecklistIndex")
    defer { try? sandbox.removeAll() }

    let device = try Device(app: Checklists08.app, sandbox: sandbox)
    let kept = try #require(try keptFiles(in: sandbox).first)
    #expect(kept.hasPrefix("org.stepwise.checklists-08.damaged-"))
    // iOS gives an app no way to know its preferences were reset, so there is nothing to
    // tell the user: the settings are only the open list and the first-launch flag.
    #expect(device.alert == nil)
    let keptData = try Data(
      contentsOf: sandbox.preferencesDirectory.appendingPathComponent(kept))
    #expect(String(decoding: keptData, as: UTF8.self) == "<plist><dict><key>ChecklistIndex")
  }

  @Test func theListsStayAndNoSecondFirstListAppears() throws {
    let sandbox = try sandbox(preferences: "garbage")
    defer { try? sandbox.removeAll() }

    let device = try Device(app: Checklists08.app, sandbox: sandbox)
    #expect(device.navigationStack == ["Checklists"])
    #expect(device.rowTexts == ["Birthdays", "Groceries"])
    // The new preferences file is whole again, and says the first launch is over.
    let data = try Data(contentsOf: sandbox.preferencesFile)
    let preferences = try PropertyListSerialization.propertyList(from: data, format: nil)
    #expect((preferences as? [String: Any])?["FirstTime"] as? Bool == false)
  }

  @Test func bothFilesDamagedGiveOneAlertThatNamesTheDataFile() throws {
    let sandbox = try sandbox(preferences: "garbage")
    defer { try? sandbox.removeAll() }
    try DataFileDamage.empty.apply(to: sandbox)

    let device = try Device(app: Checklists08.app, sandbox: sandbox)
    let paragraphs = try #require(device.alert?.message).components(separatedBy: "\n\n")
    #expect(paragraphs.count == 1)
    #expect(paragraphs.first?.hasPrefix("Your checklists (Checklists.plist)") == true)
    #expect(try keptFiles(in: sandbox).count == 1)
    try device.tap("OK")
    #expect(device.alert == nil)
    #expect(device.rows.isEmpty)
  }

  @Test func preferencesLostWithoutDamageAddNoSecondFirstList() throws {
    // No preferences file at all, as after an update that kept the data but not the
    // preferences: "FirstTime" reads true, but the data file says the app ran before.
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    try sandbox.writeLists([Checklist(name: "Groceries")])

    let device = try Device(app: Checklists08.app, sandbox: sandbox)
    #expect(device.alert == nil)
    #expect(device.navigationStack == ["Checklists"])
    #expect(device.rowTexts == ["Groceries"])
  }
}
