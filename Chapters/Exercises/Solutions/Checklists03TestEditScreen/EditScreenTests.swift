// Exercise checklists-03/test-edit-screen, the course's test: Edit Item opens on the item
// whose accessory was tapped, with its title, the item's text in the field, and Done on.

import Testing
import ViewHarness

@testable import Checklists03

@MainActor
@Suite struct EditScreenTests {
  @Test func editItemOpensWithTheItemsText() throws {
    let device = try Device(app: Checklists03.app)
    let text = device.rowTexts[1]
    try device.tapAccessory(row: 1)

    #expect(device.title == "Edit Item")
    #expect(device.fields.map(\.text) == [text])
    #expect(device.isEnabled("Done") == true)
  }
}
