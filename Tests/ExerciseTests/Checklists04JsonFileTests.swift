// Exercise checklists-04/json-file: the items are saved to Documents/Checklists.json.

import Foundation
import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists04JsonFile

@MainActor
@Suite(.attachesTranscripts)
struct Checklists04JsonFileTests {
  /// Adds an item through the Add Item screen.
  func add(_ text: String, on device: Device) throws {
    try device.tap("+")
    try device.type(text)
    try device.tap("Done")
  }

  /// A file in the sandbox's Documents folder.
  func document(_ name: String, in sandbox: AppSandbox) -> URL {
    sandbox.documentsDirectory.appendingPathComponent(name)
  }

  @Test func addingAnItemWritesItToChecklistsJSON() throws {
    let device = try launch(Checklists04.app)
    try add("Buy milk", on: device)
    let data = try Data(contentsOf: document("Checklists.json", in: device.sandbox))
    let json = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    #expect(json?.count == 1)
    #expect(json?.first?["text"] as? String == "Buy milk")
    #expect(json?.first?["checked"] as? Bool == false)
  }

  @Test func noPropertyListIsWrittenAnyMore() throws {
    let device = try launch(Checklists04.app)
    try add("Buy milk", on: device)
    let plist = document("Checklists.plist", in: device.sandbox)
    #expect(!FileManager.default.fileExists(atPath: plist.path))
  }

  @Test func theItemsAndTheirCheckmarksComeBackAfterARelaunch() throws {
    let device = try launch(Checklists04.app)
    try add("Buy milk", on: device)
    try add("Call Mum", on: device)
    try device.tapRow("Call Mum")
    try device.relaunch()
    #expect(device.rowTexts == ["Buy milk", "Call Mum"])
    #expect(device.rows.map(\.isChecked) == [false, true])
  }

  @Test func aJSONFileFromElsewhereIsRead() throws {
    let device = try launch(Checklists04.app) { sandbox in
      let json = #"[{"text": "Water the plants", "checked": true}]"#
      try Data(json.utf8).write(to: document("Checklists.json", in: sandbox))
    }
    #expect(device.rowTexts == ["Water the plants"])
    #expect(device.rows.first?.isChecked == true)
  }
}
