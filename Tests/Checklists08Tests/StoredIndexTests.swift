// Whatever "ChecklistIndex" holds in the preferences file, the app starts safely.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists08

@MainActor
@Suite struct StoredIndexTests {
  /// A sandbox with two saved lists whose preferences file stores this value (as property
  /// list XML) under "ChecklistIndex".
  func sandbox(storing value: String) throws -> AppSandbox {
    let sandbox = try AppSandbox.inMemory()
    try sandbox.writeLists([Checklist(name: "Birthdays"), Checklist(name: "Groceries")])
    try sandbox.writePreferences(
      xmlBody: "<key>ChecklistIndex</key>\(value)<key>FirstTime</key><false/>")
    return sandbox
  }

  @Test(arguments: [
    "<integer>-5</integer>", "<integer>999</integer>", "<string>abc</string>",
    "<date>2026-01-01T00:00:00Z</date>", "<integer>9223372036854775807</integer>",
    "<integer>-9223372036854775808</integer>", "<real>1e300</real>", "<real>0.5</real>",
    "<true/>", "<string>1</string>", "<array><integer>1</integer></array>", "<dict/>",
    "<data>AAE=</data>",
  ])
  func anyOtherValueOrTypeOpensNoList(value: String) throws {
    let sandbox = try sandbox(storing: value)
    defer { try? sandbox.removeAll() }

    let device = try Device(app: Checklists08.app, sandbox: sandbox)
    #expect(device.alert == nil)
    #expect(device.navigationStack == ["Checklists"])
    #expect(device.rowTexts == ["Birthdays", "Groceries"])
    // The next list the user opens replaces the odd value.
    try device.tapRow("Groceries")
    try device.crash()
    try device.relaunch()
    #expect(device.navigationStack == ["Checklists", "Groceries"])
  }

  @Test func aWholeNumberThatNamesAListStillOpensIt() throws {
    let sandbox = try sandbox(storing: "<integer>1</integer>")
    defer { try? sandbox.removeAll() }

    let device = try Device(app: Checklists08.app, sandbox: sandbox)
    #expect(device.navigationStack == ["Checklists", "Groceries"])
  }

  @Test func aNumberTooBigForAnyIntegerMakesThePreferencesUnreadable() throws {
    // The property list parser itself gives up, so the system keeps the whole file aside.
    let sandbox = try sandbox(storing: "<integer>99999999999999999999</integer>")
    defer { try? sandbox.removeAll() }

    let device = try Device(app: Checklists08.app, sandbox: sandbox)
    #expect(device.alert == nil)
    #expect(device.navigationStack == ["Checklists"])
    #expect(device.rowTexts == ["Birthdays", "Groceries"])
  }
}
