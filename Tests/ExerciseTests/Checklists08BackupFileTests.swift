// Exercise checklists-08/backup-file: each save keeps the file it replaces as a backup.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists08BackupFile

@MainActor
@Suite(.attachesTranscripts)
struct Checklists08BackupFileTests {
  /// A file in the sandbox's Documents folder.
  func document(_ name: String, on device: Device) -> URL {
    device.sandbox.documentsDirectory.appendingPathComponent(name)
  }

  /// The names of the lists a property list file holds.
  func listNames(in url: URL) throws -> [String] {
    let data = try Data(contentsOf: url)
    let lists = try PropertyListSerialization.propertyList(from: data, format: nil)
    return (lists as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
  }

  /// Launches for the first time and goes back to the all-lists screen.
  func allListsScreen() throws -> Device {
    let device = try launch(Checklists08.app)
    try device.goBack()
    return device
  }

  /// Adds a list from the all-lists screen.
  func addList(_ name: String, on device: Device) throws {
    try device.tap("+")
    try device.type(name)
    try device.tap("Done")
  }

  @Test func theFirstSaveHasNothingToBackUp() throws {
    let device = try allListsScreen()
    #expect(try listNames(in: document("Checklists.plist", on: device)) == ["List"])
    let backup = document("Checklists.plist.bak", on: device)
    #expect(!FileManager.default.fileExists(atPath: backup.path))
  }

  @Test func theNextSaveKeepsThePreviousFileAsTheBackup() throws {
    let device = try allListsScreen()
    try addList("Trips", on: device)
    #expect(try listNames(in: document("Checklists.plist", on: device)) == ["List", "Trips"])
    #expect(try listNames(in: document("Checklists.plist.bak", on: device)) == ["List"])
  }

  @Test func theBackupIsAlwaysOneSaveBehind() throws {
    let device = try allListsScreen()
    try addList("Chores", on: device)
    try addList("Trips", on: device)
    try device.deleteRow("List")
    #expect(try listNames(in: document("Checklists.plist", on: device)) == ["Chores", "Trips"])
    #expect(
      try listNames(in: document("Checklists.plist.bak", on: device))
        == ["Chores", "List", "Trips"])
  }

  @Test func theListsThemselvesStillComeBack() throws {
    let device = try allListsScreen()
    try addList("Trips", on: device)
    try device.crash()
    try device.launch()
    #expect(device.rowTexts == ["List", "Trips"])
  }
}
