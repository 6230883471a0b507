// Lists saved by stage 06 open in stage 07: an app update must read its old data.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

import enum Checklists06.Checklists06

@testable import Checklists07

/// Runs stage 06 and then stage 07 in one sandbox, as if the user updated the app.
///
/// The Documents folder is shared by path, so stage 07 finds the data file stage 06 wrote.
/// The preferences file is not: its name is the bundle identifier, and here the two stages
/// are two apps with two identifiers. A real update keeps the identifier, so the update
/// tests move 06's preferences file to 07's name first; the last test shows what happens
/// without it.
@MainActor
@Suite struct UpdateFromStage06Tests {
  /// The preferences file an app keeps in a sandbox.
  func preferencesFile(of app: AppDescriptor, in sandbox: AppSandbox) -> URL {
    sandbox.preferencesDirectory.appendingPathComponent("\(app.bundleIdentifier).plist")
  }

  /// The data file's entries, read as a plain property list.
  func storedEntries(in sandbox: AppSandbox) throws -> [[String: Any]] {
    let url = sandbox.documentsDirectory.appendingPathComponent("Checklists.plist")
    let data = try Data(contentsOf: url)
    let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    return try #require(plist as? [[String: Any]])
  }

  /// Uses stage 06: "Milk" in the first list, then a list "Birthdays"; quits on the
  /// all-lists screen, which saves.
  func useStage06(in sandbox: AppSandbox) throws {
    let old = try Device(app: Checklists06.app, sandbox: sandbox)
    try old.tap("+")
    try old.type("Milk")
    try old.tap("Done")
    try old.tapRow("Milk")
    try old.goBack()
    try old.tap("+")
    try old.type("Birthdays")
    try old.tap("Done")
    try old.terminate()
  }

  /// Keeps 06's preferences for 07, as an update that keeps the bundle identifier would.
  func keepPreferences(in sandbox: AppSandbox) throws {
    try FileManager.default.moveItem(
      at: preferencesFile(of: Checklists06.app, in: sandbox),
      to: preferencesFile(of: Checklists07.app, in: sandbox))
  }

  @Test func stage06WritesListsWithoutIcons() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    try useStage06(in: sandbox)
    let entries = try storedEntries(in: sandbox)
    #expect(entries.map { $0["name"] as? String } == ["List", "Birthdays"])
    #expect(entries.allSatisfy { $0["iconName"] == nil })
  }

  @Test func stage07OpensStage06sListsSortedAndCounted() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    try useStage06(in: sandbox)
    try keepPreferences(in: sandbox)

    let device = try Device(app: Checklists07.app, sandbox: sandbox)
    #expect(device.navigationStack == ["Checklists"])
    #expect(device.rows.map(\.description) == ["Birthdays — (No Items)", "List — All Done!"])
    try device.tapRow("List")
    #expect(device.rows.map(\.description) == ["Milk ✓"])
  }

  @Test func stage06sListsGetNoIconAndKeepItOnTheNextSave() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    try useStage06(in: sandbox)
    try keepPreferences(in: sandbox)

    let device = try Device(app: Checklists07.app, sandbox: sandbox)
    try device.tapAccessory(row: "Birthdays")
    #expect(device.rows.last?.text == "No Icon")
    try device.tap("Cancel")
    try device.terminate()
    #expect(
      try storedEntries(in: sandbox).map { $0["iconName"] as? String } == ["No Icon", "No Icon"])
  }

  @Test func withoutStage06sPreferencesTheUpdateLooksLikeAFirstLaunch() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    try useStage06(in: sandbox)

    // "FirstTime" is missing, so the registered true wins: the book's design adds a second
    // "List" beside the loaded ones and opens it. (Stage 08 asks the data file instead.)
    let device = try Device(app: Checklists07.app, sandbox: sandbox)
    try device.goBack()
    #expect(device.rowTexts == ["Birthdays", "List", "List"])
  }
}
