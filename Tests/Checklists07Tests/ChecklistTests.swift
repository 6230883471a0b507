// The checklist model on its own: counting, icons in the file, and sorting by name.

import Foundation
import HeadlessUIKit
import Testing

@testable import Checklists07

@MainActor
@Suite struct ChecklistTests {
  @Test func countUncheckedItemsCountsWhatIsStillToDo() {
    let checklist = Checklist(
      name: "Groceries",
      items: [
        ChecklistItem(text: "Milk", checked: true), ChecklistItem(text: "Eggs"),
        ChecklistItem(text: "Bread"),
      ])
    #expect(checklist.countUncheckedItems() == 2)
    checklist.items[1].toggleChecked()
    #expect(checklist.countUncheckedItems() == 1)
    #expect(Checklist(name: "Empty").countUncheckedItems() == 0)
  }

  @Test func aNewChecklistHasNoIconUnlessGivenOne() {
    #expect(Checklist(name: "Groceries").iconName == "No Icon")
    #expect(Checklist(name: "Groceries", iconName: "Groceries").iconName == "Groceries")
  }

  @Test func theIconIsWrittenToTheFileAndReadBack() throws {
    let data = try PropertyListEncoder().encode([Checklist(name: "Trips", iconName: "Trips")])
    let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    let entries = try #require(plist as? [[String: Any]])
    #expect(entries.first?["iconName"] as? String == "Trips")

    let lists = try PropertyListDecoder().decode([Checklist].self, from: data)
    #expect(lists.map(\.iconName) == ["Trips"])
  }

  // excerpt: old-list-reads-back
  @Test func aListWrittenBeforeIconsExistedReadsBackWithNoIcon() throws {
    // What stage 06 wrote: a name and items, no "iconName".
    let old: [[String: Any]] = [
      ["name": "Groceries", "items": [["text": "Milk", "checked": true]]]
    ]
    let data = try PropertyListSerialization.data(fromPropertyList: old, format: .xml, options: 0)
    let lists = try PropertyListDecoder().decode([Checklist].self, from: data)
    #expect(lists.map(\.name) == ["Groceries"])
    #expect(lists.map(\.iconName) == ["No Icon"])
    #expect(lists.first?.items.map(\.text) == ["Milk"])
  }
  // end excerpt

  @Test func sortingPutsNumbersInTheirValueOrderAndIgnoresCase() throws {
    let sandbox = try AppSandbox.inMemory()
    defer { try? sandbox.removeAll() }
    let dataModel = DataModel(
      documentsDirectory: sandbox.documentsDirectory,
      defaults: AppDefaults(sandbox: sandbox, bundleIdentifier: "org.stepwise.tests"))
    dataModel.lists = ["List 10", "banana", "List 2", "Apple", "list 1"].map {
      Checklist(name: $0)
    }
    dataModel.sortChecklists()
    #expect(dataModel.lists.map(\.name) == ["Apple", "banana", "list 1", "List 2", "List 10"])
  }
}
