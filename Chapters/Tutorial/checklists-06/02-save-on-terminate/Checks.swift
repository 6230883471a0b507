// The shape checklists-06/02-save-on-terminate asks for: a DataModel that reads the lists
// from Documents/Checklists.plist when it is made, and writes them there when told.

import Foundation
import HeadlessUIKit
import Testing

@testable import Checklists

@Suite struct Checklists06SaveOnTerminateChecks {
  /// A phone's container for one test: a documents folder and preferences of its own, with
  /// Foundation's names, as an iOS test target would make them.
  struct Container {
    let documents = FileManager.default.temporaryDirectory
      .appendingPathComponent("checks-\(UUID().uuidString)", isDirectory: true)
    let preferencesName = "checks-\(UUID().uuidString)"

    init() throws {
      try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
    }

    /// The same preferences each time, as a relaunch reads them.
    func preferences() throws -> UserDefaults {
      try #require(UserDefaults(suiteName: preferencesName))
    }

    func remove() {
      try? FileManager.default.removeItem(at: documents)
      UserDefaults(suiteName: preferencesName)?.removePersistentDomain(forName: preferencesName)
    }
  }

  /// A data model on a container of its own, as the app delegate makes one on the app's.
  func makeDataModel(in container: Container) throws -> DataModel {
    let defaults = try container.preferences()
    // Not a first launch: this test is about the file alone.
    defaults.set(false, forKey: "FirstTime")
    return DataModel(documentsDirectory: container.documents, defaults: defaults)
  }

  @Test func aDataModelReadsTheSavedListsWithTheirItems() throws {
    let container = try Container()
    defer { container.remove() }
    // What Checklists.plist holds: the lists, each with its "name" and its "items".
    let saved: [[String: Any]] = [
      ["name": "Groceries", "items": [["text": "Milk", "checked": true]]],
      ["name": "Shopping", "items": [[String: Any]]()],
    ]
    try PropertyListSerialization.data(fromPropertyList: saved, format: .xml, options: 0)
      .write(to: container.documents.appendingPathComponent("Checklists.plist"))

    let dataModel = try makeDataModel(in: container)
    #expect(
      dataModel.lists.map(\.name) == ["Groceries", "Shopping"],
      "a new DataModel to read the lists saved in Documents/Checklists.plist, by their names")
    #expect(
      dataModel.lists.first?.items.map(\.text) == ["Milk"],
      "a new DataModel to read each saved list's items with their text")
    #expect(
      dataModel.lists.first?.items.map(\.checked) == [true],
      "a new DataModel to read each saved item's checkmark")
  }

  @Test func whatADataModelSavesTheNextOneReads() throws {
    let container = try Container()
    defer { container.remove() }
    let saved: [[String: Any]] = [
      ["name": "Groceries", "items": [["text": "Milk", "checked": false]]],
      ["name": "Shopping", "items": [[String: Any]]()],
    ]
    try PropertyListSerialization.data(fromPropertyList: saved, format: .xml, options: 0)
      .write(to: container.documents.appendingPathComponent("Checklists.plist"))

    let dataModel = try makeDataModel(in: container)
    try #require(
      dataModel.lists.map(\.items.count) == [1, 0],
      "a new DataModel to read the saved lists with their items")
    dataModel.lists.removeLast()
    dataModel.lists[0].items[0].checked = true
    dataModel.saveChecklists()

    let next = try makeDataModel(in: container)
    #expect(
      next.lists.map(\.name) == ["Groceries"],
      "`saveChecklists()` to write the lists as they are now: the next DataModel reads others")
    #expect(
      next.lists.first?.items.map(\.checked) == [true],
      "`saveChecklists()` to write each item's checkmark as it is now")
  }
}
