// Exercise checklists-03/test-edit-screen: write the test that Edit Item opens with the item
// tapped. The course runs it on its app and on planted bugs.

import Testing
import ViewHarness

@testable import Checklists03

@MainActor
@Suite struct EditScreenTests {
  @Test func editItemOpensWithTheItemsText() throws {
    let device = try Device(app: Checklists03.app)
    // Tap a row's accessory button, and expect what the Edit Item screen shows.
    _ = device
  }
}
