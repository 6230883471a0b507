// The model on its own, without any screen.

import Testing

@testable import Checklists02

@Suite struct ChecklistItemTests {
  @Test func aNewItemIsNotChecked() {
    let item = ChecklistItem(text: "Walk the dog")
    #expect(item.checked == false)
  }

  @Test func togglingChecksAndUnchecksTheItem() {
    var item = ChecklistItem(text: "Walk the dog")
    item.toggleChecked()
    #expect(item.checked)
    item.toggleChecked()
    #expect(item.checked == false)
  }
}
