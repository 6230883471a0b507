// Exercise checklists-05/delete-asks-first: a swipe asks before a list and its items go.

import Testing
import ViewHarness

@testable import Checklists05DeleteAsksFirst

@MainActor
@Suite(.attachesTranscripts)
struct Checklists05DeleteAsksFirstTests {
  let allLists = ["Birthdays", "Groceries", "Cool Apps", "To Do"]

  @Test func swipingAListAsksFirstAndDeletesNothingYet() throws {
    let device = try launch(Checklists05.app)
    try device.deleteRow("Groceries")
    #expect(device.alert?.title == "Delete “Groceries”?")
    #expect(device.alert?.message == "Its 2 items go with it.")
    #expect(device.alert?.actions.map(\.title) == ["Cancel", "Delete"])
    #expect(device.rowTexts == allLists)
  }

  @Test func cancelKeepsTheList() throws {
    let device = try launch(Checklists05.app)
    try device.deleteRow("Groceries")
    try device.tap("Cancel")
    #expect(device.alert == nil)
    #expect(device.rowTexts == allLists)
  }

  @Test func deleteRemovesTheListAndItsRow() throws {
    let device = try launch(Checklists05.app)
    try device.deleteRow("Groceries")
    try device.tap("Delete")
    #expect(device.alert == nil)
    #expect(device.rowTexts == ["Birthdays", "Cool Apps", "To Do"])
  }

  @Test func theQuestionSaysHowManyItemsGo() throws {
    let device = try launch(Checklists05.app)
    try device.deleteRow("Cool Apps")
    #expect(device.alert?.message == "It has no items.")
    try device.tap("Cancel")
    try device.deleteRow("Birthdays")
    #expect(device.alert?.message == "Its one item goes with it.")
  }
}
