// What checklists-08/08-stored-index asks of the DataModel: only a whole number stored as
// "ChecklistIndex" names an open list.

import Foundation
import HeadlessUIKit
import Testing

@testable import Checklists

@Suite struct Checklists08StoredIndexChecks {
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

  /// The open list a data model reads from preferences that hold this property list value
  /// as "ChecklistIndex", decoded as a preferences file is.
  func index(whenTheFileHolds value: String) throws -> Int {
    let container = try Container()
    defer { container.remove() }
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict><key>ChecklistIndex</key>\(value)<key>FirstTime</key><false/></dict>
      </plist>
      """
    let stored = try #require(
      try PropertyListSerialization.propertyList(from: Data(xml.utf8), format: nil)
        as? [String: Any])
    let defaults = try container.preferences()
    defaults.setPersistentDomain(stored, forName: container.preferencesName)
    let dataModel = DataModel(documentsDirectory: container.documents, defaults: defaults)
    return dataModel.indexOfSelectedChecklist
  }

  @Test func aWholeNumberNamesTheOpenList() throws {
    #expect(
      try index(whenTheFileHolds: "<integer>1</integer>") == 1,
      "a whole number stored as \"ChecklistIndex\" to name the open list")
    #expect(
      try index(whenTheFileHolds: "<integer>-1</integer>") == -1,
      "a stored -1 to mean that no list is open")
  }

  @Test(arguments: [
    "<string>abc</string>", "<string>1</string>", "<true/>", "<real>0.5</real>",
    "<real>1e300</real>", "<date>2026-01-01T00:00:00Z</date>", "<array/>",
  ])
  func anyOtherValueMeansNoListIsOpen(value: String) throws {
    #expect(
      try index(whenTheFileHolds: value) == -1,
      "any \"ChecklistIndex\" that is not a whole number to mean that no list is open")
  }
}
