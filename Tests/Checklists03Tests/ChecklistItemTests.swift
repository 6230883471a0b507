// The model on its own, without any screen.

import Testing

@testable import Checklists03

@Suite struct ChecklistItemTests {
  @Test func aNewItemIsNotChecked() {
    let item = ChecklistItem(text: "Walk the dog")
    #expect(item.checked == false)
  }

  @Test func togglingChecksAndUnchecksTheItem() {
    let item = ChecklistItem(text: "Walk the dog")
    item.toggleChecked()
    #expect(item.checked)
    item.toggleChecked()
    #expect(item.checked == false)
  }

  @Test func twoItemsWithTheSameTextAreStillTwoItems() {
    let first = ChecklistItem(text: "Walk the dog")
    let second = ChecklistItem(text: "Walk the dog")
    let items = [first, second]
    #expect(items.firstIndex { $0 === second } == 1)
  }
}
