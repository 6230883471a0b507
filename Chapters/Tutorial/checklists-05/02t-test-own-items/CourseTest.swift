// The course's own test for checklists-05/02t-test-own-items: an item added to one list is
// in that list, still there when the list opens again, and in no other list.

import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists

@MainActor
@Suite struct OwnItemsTests {
  @Test func anItemAddedToOneListStaysInThatListAndNoOther() throws {
    let device = try Device(app: AppDelegate.self)
    try device.tapRow("Birthdays")
    let birthdays = device.rowTexts
    try device.goBack()

    try device.tapRow("Groceries")
    let groceries = device.rowTexts
    try device.tap("+")
    try device.type("Bread")
    try device.tap("Done")
    #expect(device.title == "Groceries")
    #expect(device.rowTexts == groceries + ["Bread"])

    try device.goBack()
    try device.tapRow("Birthdays")
    #expect(device.rowTexts == birthdays, "another list is unchanged")
    try device.goBack()
    try device.tapRow("Groceries")
    #expect(device.rowTexts == groceries + ["Bread"], "the list keeps its new item")

    let root = device.application?.window?.rootViewController as? UINavigationController
    let all = try #require(root?.viewControllers.first as? AllListsViewController)
    #expect(all.lists[1].items.map(\.text) == groceries + ["Bread"])
    #expect(device.inconsistency() == nil)
  }
}
