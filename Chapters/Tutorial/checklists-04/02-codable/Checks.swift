// The shape checklists-04/02-codable asks for: items that a property list can hold.

import Foundation
import Testing

@testable import Checklists

@Suite struct Checklists04CodableChecks {
  @Test func itemsReadFromAPropertyListKeepTheirTextAndCheckmark() throws {
    // What Checklists.plist holds: an array of items, each with its "text" and "checked".
    let saved: [[String: Any]] = [
      ["text": "Buy milk", "checked": true], ["text": "Walk the dog", "checked": false],
    ]
    let data = try PropertyListSerialization.data(
      fromPropertyList: saved, format: .xml, options: 0)
    let items = try PropertyListDecoder().decode([ChecklistItem].self, from: data)
    #expect(
      items.map(\.text) == ["Buy milk", "Walk the dog"],
      "items read from Checklists.plist to keep their \"text\"")
    #expect(
      items.map(\.checked) == [true, false],
      "items read from Checklists.plist to keep their checkmark, saved as \"checked\"")
  }

  @Test func itemsWrittenAndReadBackAreTheSame() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: [["text": "Buy milk", "checked": true]], format: .xml, options: 0)
    let items = try PropertyListDecoder().decode([ChecklistItem].self, from: data)
    let again = try PropertyListDecoder().decode(
      [ChecklistItem].self, from: PropertyListEncoder().encode(items))
    #expect(
      again.map(\.text) == ["Buy milk"], "an item saved and read back to keep its text")
    #expect(
      again.map(\.checked) == [true], "an item saved and read back to keep its checkmark")
  }
}
