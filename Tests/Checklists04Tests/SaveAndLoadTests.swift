// Every change is written to Documents/Checklists.plist at once and read back at launch.

import AppTestSupport
import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists04

@MainActor
@Suite struct SaveAndLoadTests {

  /// The data file in the device's sandbox.
  func dataFile(of device: Device) -> URL {
    device.sandbox.documentsDirectory.appendingPathComponent("Checklists.plist")
  }

  /// The items the data file holds now, decoded the way the app decodes them.
  func savedItems(on device: Device) throws -> [ChecklistItem] {
    let data = try Data(contentsOf: dataFile(of: device))
    return try PropertyListDecoder().decode([ChecklistItem].self, from: data)
  }

  @Test func aFirstLaunchStartsWithAnEmptyListAndNoFile() throws {
    let device = try Device(app: Checklists04.app)
    #expect(device.rows.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: dataFile(of: device).path))
  }

  @Test func addingAnItemWritesTheFileAtOnce() throws {
    let device = try Device(app: Checklists04.app)
    try device.add("Buy milk")
    let saved = try savedItems(on: device)
    #expect(saved.map(\.text) == ["Buy milk"])
    #expect(saved.map(\.checked) == [false])
    // An atomic write leaves no temporary file behind.
    let files = try FileManager.default.contentsOfDirectory(
      atPath: device.sandbox.documentsDirectory.path)
    #expect(files == ["Checklists.plist"])
  }

  @Test func togglingAnItemWritesItsCheckmark() throws {
    let device = try Device(app: Checklists04.app)
    try ["Buy milk", "Walk the dog"].forEach(device.add)
    try device.tapRow("Walk the dog")
    #expect(try savedItems(on: device).map(\.checked) == [false, true])
  }

  @Test func editingAnItemWritesItsNewText() throws {
    let device = try Device(app: Checklists04.app)
    try device.add("Buy milk")
    try device.tapAccessory(row: 0)
    try device.type(" and eggs")
    try device.tap("Done")
    #expect(try savedItems(on: device).map(\.text) == ["Buy milk and eggs"])
  }

  @Test func deletingAnItemWritesTheShorterList() throws {
    let device = try Device(app: Checklists04.app)
    try ["Buy milk", "Walk the dog"].forEach(device.add)
    try device.deleteRow("Buy milk")
    #expect(try savedItems(on: device).map(\.text) == ["Walk the dog"])
  }

  @Test func cancellingWritesNothing() throws {
    let device = try Device(app: Checklists04.app)
    try device.tap("+")
    try device.type("Buy milk")
    try device.tap("Cancel")
    #expect(!FileManager.default.fileExists(atPath: dataFile(of: device).path))
  }

  @Test func everythingDoneBeforeACrashIsThereAfterRelaunch() throws {
    let device = try Device(app: Checklists04.app)
    try ["Buy milk", "Walk the dog", "Call mum"].forEach(device.add)
    try device.tapRow("Walk the dog")
    try device.tapAccessory(row: 0)
    try device.type(" and eggs")
    try device.tap("Done")
    try device.deleteRow("Call mum")

    try device.crash()
    try device.relaunch()

    #expect(device.rowTexts == ["Buy milk and eggs", "Walk the dog"])
    #expect(device.rows.map(\.isChecked) == [false, true])
  }

  @Test func theFileIsAnArrayOfItemsInAPropertyList() throws {
    let device = try Device(app: Checklists04.app)
    try device.add("Buy milk")
    let data = try Data(contentsOf: dataFile(of: device))
    let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    let entries = try #require(plist as? [[String: Any]])
    #expect(entries.count == 1)
    #expect(entries.first?["text"] as? String == "Buy milk")
    #expect(entries.first?["checked"] as? Bool == false)
  }

  @Test func aLaunchReadsItemsAFileAlreadyHolds() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let items = [ChecklistItem(text: "Written earlier", checked: true)]
    try PropertyListEncoder().encode(items)
      .write(to: sandbox.documentsDirectory.appendingPathComponent("Checklists.plist"))

    let device = try Device(app: Checklists04.app, sandbox: sandbox)
    #expect(device.rowTexts == ["Written earlier"])
    #expect(device.rows.first?.isChecked == true)
  }
}

@MainActor
@Suite struct PrintTests {
  @Test func whatTheAppPrintsGoesToTheDevicesConsoleAndTranscript() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    try Data("not a property list".utf8).write(
      to: sandbox.documentsDirectory.appendingPathComponent("Checklists.plist"))

    let device = try Device(app: Checklists04.app, sandbox: sandbox)

    let line =
      "Could not load the checklist items: The operation could not be completed. "
      + "The data isn’t in the correct format."
    #expect(device.console == [line])
    #expect(device.transcript.lines.contains("  print: \(line)"))
  }
}
