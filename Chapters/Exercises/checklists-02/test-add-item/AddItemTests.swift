// Exercise checklists-02/test-add-item: write the test that Done adds exactly one row, at the
// end, and that Cancel adds none. The course runs it on its app and on planted bugs.

import HeadlessUIKit
import Testing
import ViewHarness

@testable import Checklists02

@MainActor
@Suite struct AddItemTests {
  @Test func doneAddsExactlyOneRowAtTheEnd() throws {
    let device = try Device(app: Checklists02.app)
    // Keep the rows, add an item as a user would, and expect what the user sees.
    _ = device
  }
}
