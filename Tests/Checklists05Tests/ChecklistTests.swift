// The model on its own, without any screen.

import Testing

@testable import Checklists05

@Suite struct ChecklistTests {
  @Test func aNewChecklistHasNoItems() {
    let checklist = Checklist(name: "Groceries")
    #expect(checklist.name == "Groceries")
    #expect(checklist.items.isEmpty)
  }

  @Test func eachChecklistHoldsItsOwnItems() {
    let groceries = Checklist(name: "Groceries")
    let birthdays = Checklist(name: "Birthdays")
    groceries.items.append(ChecklistItem(text: "Milk"))
    #expect(groceries.items.map(\.text) == ["Milk"])
    #expect(birthdays.items.isEmpty)
  }
}
