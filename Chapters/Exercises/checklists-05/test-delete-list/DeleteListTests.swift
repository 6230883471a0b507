// Exercise checklists-05/test-delete-list: write the test that deleting a list removes that
// list and only that one. The course runs it on its app and on planted bugs.

import Testing
import ViewHarness

@testable import Checklists05

@MainActor
@Suite struct DeleteListTests {
  @Test func deletingAListRemovesThatListOnly() throws {
    let device = try Device(app: Checklists05.app)
    // Swipe a row and tap Delete, then expect the rows, and the model, to agree.
    _ = device
  }
}
