// The shape checklists-06/02-save-on-terminate asks for: a DataModel that reads the lists
// from Documents/Checklists.plist when it is made, and writes them there when told.

import Foundation
import HeadlessUIKit
import Testing

@testable import Checklists

@Suite struct Checklists06SaveOnTerminateChecks {
  /// A data model on a container of its own, as the app delegate makes one on the app's.
  func makeDataModel(in sandbox: AppSandbox) -> DataModel {
    let defaults = AppDefaults(sandbox: sandbox, bundleIdentifier: "com.example.Checklists")
    // Not a first launch: this test is about the file alone.
    defaults.set(false, forKey: "FirstTime")
    return DataModel(documentsDirectory: sandbox.documentsDirectory, defaults: defaults)
  }

  @Test func aDataModelReadsTheSavedListsWithTheirItems() throws {
    let sandbox = try AppSandbox.temporary()
    defer { try? sandbox.removeAll() }
    // What Checklists.plist holds: the lists, each with its "name" and its "items".
    let saved: [[String: Any]] = [
      ["name": "Groceries", "items": [["text": "Milk", "checked": true]]],
      ["name": "Shopping", "items": [[String: Any]]()],
    ]
    try PropertyListSerialization.data(fromPropertyList: saved, format: .xml, options: 0)
      .write(to: sandbox.documentsDirectory.appendingPathComponent("Checklists.plist"))

    let dataModel = makeDataModel(in: sandbox)
    #expect(dataModel.lists.map(\.name) == ["Groceries", "Shopping"])
    #expect(dataModel.lists.first?.items.map(\.text) == ["Milk"])
    #expect(dataModel.lists.first?.items.map(\.checked) == [true])
  }

  @Test func whatADataModelSavesTheNextOneReads() throws {
    let sandbox = try AppSandbox.temporary()
    defer { try? sandbox.removeAll() }
    let saved: [[String: Any]] = [
      ["name": "Groceries", "items": [["text": "Milk", "checked": false]]],
      ["name": "Shopping", "items": [[String: Any]]()],
    ]
    try PropertyListSerialization.data(fromPropertyList: saved, format: .xml, options: 0)
      .write(to: sandbox.documentsDirectory.appendingPathComponent("Checklists.plist"))

    let dataModel = makeDataModel(in: sandbox)
    try #require(dataModel.lists.map(\.items.count) == [1, 0])
    dataModel.lists.removeLast()
    dataModel.lists[0].items[0].checked = true
    dataModel.saveChecklists()

    let next = makeDataModel(in: sandbox)
    #expect(next.lists.map(\.name) == ["Groceries"])
    #expect(next.lists.first?.items.map(\.checked) == [true])
  }
}
