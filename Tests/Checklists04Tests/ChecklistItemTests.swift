// The model on its own, without any screen.

import Foundation
import Testing

@testable import Checklists04

@Suite struct ChecklistItemTests {
  @Test func togglingChecksAndUnchecksTheItem() {
    let item = ChecklistItem(text: "Walk the dog")
    item.toggleChecked()
    #expect(item.checked)
    item.toggleChecked()
    #expect(item.checked == false)
  }

  @Test func itemsSurviveAPropertyListRoundTrip() throws {
    let items = [
      ChecklistItem(text: "Walk the dog"), ChecklistItem(text: "Café 🍰", checked: true),
    ]
    let data = try PropertyListEncoder().encode(items)
    let decoded = try PropertyListDecoder().decode([ChecklistItem].self, from: data)
    #expect(decoded.map(\.text) == ["Walk the dog", "Café 🍰"])
    #expect(decoded.map(\.checked) == [false, true])
  }
}
