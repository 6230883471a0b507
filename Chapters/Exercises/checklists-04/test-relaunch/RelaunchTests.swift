// Exercise checklists-04/test-relaunch: write the tests that a checkmark, an edit and a delete
// are each kept across a relaunch. The course runs them on its app and on planted bugs.

import Testing
import ViewHarness

@testable import Checklists04

@MainActor
@Suite struct RelaunchTests {
  @Test func aCheckmarkIsKept() throws {
    let device = try Device(app: Checklists04.app)
    // Add items, check one, stop the app as a crash would, start it again, and look.
    _ = device
  }
}
