// The course's own test for checklists-08/04t-test-blank-items: text of nothing but spaces
// neither makes an item nor replaces one's text, by Done or by the return key.

import Testing
import ViewHarness

@testable import Checklists

@MainActor
@Suite struct BlankItemTests {
  @Test func spacesAloneNeverMakeAnItem() throws {
    // A first launch opens the list named "List".
    let device = try Device(app: AppDelegate.self)
    let before = device.rowTexts
    try device.tap("+")
    try device.type("   ")
    #expect(device.isEnabled("Done") == false)
    try device.pressReturn()
    #expect(device.title == "Add Item", "the return key does nothing either")

    try device.tap("Cancel")
    #expect(device.rowTexts == before)
  }

  @Test func spacesAloneNeverReplaceAnItemsText() throws {
    let device = try Device(app: AppDelegate.self)
    try device.tap("+")
    try device.type("Milk")
    try device.tap("Done")

    try device.tapAccessory(row: 0)
    try device.clear()
    try device.type("  ")
    #expect(device.isEnabled("Done") == false)
    try device.pressReturn()
    #expect(device.title == "Edit Item")

    try device.tap("Cancel")
    #expect(device.rowTexts == ["Milk"])
    let list = try #require(device.visibleController as? ChecklistViewController)
    #expect(list.checklist?.items.map(\.text) == ["Milk"])
    #expect(device.inconsistency() == nil)
  }
}
