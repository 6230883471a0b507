// The shape checklists-07/05-icon asks for: a checklist with an icon name, which a file
// saved before icons existed can still be read into.

import Foundation
import Testing

@testable import Checklists

@Suite struct Checklists07IconChecks {
  /// Checklists read from a property list of lists.
  func read(_ saved: [[String: Any]]) throws -> [Checklist] {
    let data = try PropertyListSerialization.data(
      fromPropertyList: saved, format: .xml, options: 0)
    return try PropertyListDecoder().decode([Checklist].self, from: data)
  }

  @Test func aListKeepsItsIcon() throws {
    let lists = try read([["name": "Trips", "iconName": "Inbox", "items": [[String: Any]]()]])
    #expect(
      lists.map(\.iconName) == ["Inbox"], "a list read from the file to keep its \"iconName\"")
    let again = try PropertyListDecoder().decode(
      [Checklist].self, from: PropertyListEncoder().encode(lists))
    #expect(
      again.map(\.iconName) == ["Inbox"], "a list saved and read back to keep its icon")
  }

  @Test func aListSavedBeforeIconsExistedReadsWithNoIcon() throws {
    // A file the chapter 06 app wrote: no "iconName" at all.
    let lists = try read([
      ["name": "Groceries", "items": [["text": "Milk", "checked": true]]]
    ])
    #expect(
      lists.map(\.name) == ["Groceries"],
      "a list saved before icons existed to be read, with its name")
    #expect(
      lists.map(\.iconName) == ["No Icon"],
      "a list saved before icons existed, with no \"iconName\", to read as \"No Icon\"")
    #expect(
      lists.first?.items.map(\.text) == ["Milk"],
      "a list saved before icons existed to keep its items")
  }
}
