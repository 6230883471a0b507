// Exercise checklists-05/test-delete-list, the course's test: deleting a list takes away that
// list, and only that one, on the screen and in the model alike.

import Testing
import ViewHarness

@testable import Checklists05

@MainActor
@Suite struct DeleteListTests {
  @Test func deletingAListRemovesThatListOnly() throws {
    let device = try Device(app: Checklists05.app)
    var expected = device.rowTexts
    expected.remove(at: 1)
    try device.deleteRow(1)

    #expect(device.rowTexts == expected)
    let controller = try #require(device.visibleController as? AllListsViewController)
    #expect(controller.lists.map(\.name) == expected)
  }
}
