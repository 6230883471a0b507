// Exercise checklists-07/sorted-items: each list's items stay in order by text.

import Testing
import ViewHarness

@testable import Checklists07SortedItems

@MainActor
@Suite(.attachesTranscripts)
struct Checklists07SortedItemsTests {
  /// Adds an item to the open list.
  func add(_ text: String, on device: Device) throws {
    try device.tap("+")
    try device.type(text)
    try device.tap("Done")
  }

  /// Launches for the first time: the app opens its first list, "List", empty.
  func firstList() throws -> Device {
    let device = try launch(Checklists07.app)
    #expect(device.navigationStack == ["Checklists", "List"])
    return device
  }

  @Test func itemsShowInOrderWhateverOrderTheyWereAddedIn() throws {
    let device = try firstList()
    for text in ["Milk", "apples", "Bread", "eggs 12", "eggs 2"] {
      try add(text, on: device)
    }
    #expect(device.rowTexts == ["apples", "Bread", "eggs 2", "eggs 12", "Milk"])
  }

  @Test func anEditedItemMovesToItsNewPlace() throws {
    let device = try firstList()
    for text in ["Apples", "Bread", "Cheese"] {
      try add(text, on: device)
    }
    try device.tapAccessory(row: "Apples")
    try device.clear()
    try device.type("Zucchini")
    try device.tap("Done")
    #expect(device.rowTexts == ["Bread", "Cheese", "Zucchini"])
  }

  @Test func checkmarksMoveWithTheirItems() throws {
    let device = try firstList()
    try add("Bread", on: device)
    try device.tapRow("Bread")
    try add("Apples", on: device)
    #expect(device.rowTexts == ["Apples", "Bread"])
    #expect(device.rows.map(\.isChecked) == [false, true])
  }

  @Test func theOrderIsKeptAfterARelaunch() throws {
    let device = try firstList()
    try add("Bread", on: device)
    try add("Apples", on: device)
    try device.relaunch()
    #expect(device.navigationStack == ["Checklists", "List"])
    #expect(device.rowTexts == ["Apples", "Bread"])
  }
}
