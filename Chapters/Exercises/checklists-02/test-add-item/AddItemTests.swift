// Exercise checklists-02/test-add-item: write the test that Done adds exactly one row, at the
// end, and that Cancel adds none. The course runs it on its app and on planted bugs.

import HeadlessUIKit
import Testing

@testable import Checklists02

@MainActor
@Suite struct AddItemTests {
  @Test func doneAddsExactlyOneRowAtTheEnd() throws {
    let window = UIWindow()
    window.rootViewController = UIStoryboard(name: "Main", bundle: nil)
      .instantiateInitialViewController()
    window.makeKeyAndVisible()
    // Find the list screen, keep its rows, add an item as "+" and Done do, and expect the
    // rows the table's data source gives.
  }
}
