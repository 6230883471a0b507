// Exercise checklists-04/test-relaunch: write the tests that a checkmark, an edit and a delete
// are each saved at once, so that the next launch shows them. The course runs them on its app
// and on planted bugs.

import HeadlessUIKit
import Testing

@testable import Checklists04

@MainActor
@Suite struct RelaunchTests {
  @Test func aCheckmarkIsKept() throws {
    let navigation = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
    // Find the list screen, start from no saved file, give it items, check one, then load
    // a new list screen, as the next launch does, and look at its items.
    _ = navigation
  }
}
