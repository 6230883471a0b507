// What checklists-08/08-stored-index asks of the DataModel: only a whole number stored as
// "ChecklistIndex" names an open list.

import Foundation
import HeadlessUIKit
import Testing

@testable import Checklists

@Suite struct Checklists08StoredIndexChecks {
  /// The open list a data model reads from a preferences file that stores this property
  /// list value as "ChecklistIndex".
  func index(whenTheFileHolds value: String) throws -> Int {
    let sandbox = try AppSandbox.temporary()
    defer { try? sandbox.removeAll() }
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict><key>ChecklistIndex</key>\(value)<key>FirstTime</key><false/></dict>
      </plist>
      """
    let bundleIdentifier = "com.example.Checklists"
    try Data(xml.utf8).write(
      to: sandbox.preferencesDirectory.appendingPathComponent("\(bundleIdentifier).plist"))
    let dataModel = DataModel(
      documentsDirectory: sandbox.documentsDirectory,
      defaults: AppDefaults(sandbox: sandbox, bundleIdentifier: bundleIdentifier))
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
