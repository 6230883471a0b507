// Exercise checklists-05/test-delete-list: write the test that deleting a list removes that
// list and only that one. The course runs it on its app and on planted bugs.

import HeadlessUIKit
import Testing

@testable import Checklists05

@MainActor
@Suite struct DeleteListTests {
  @Test func deletingAListRemovesThatListOnly() throws {
    let window = UIWindow()
    window.rootViewController = UIStoryboard(name: "Main", bundle: nil)
      .instantiateInitialViewController()
    window.makeKeyAndVisible()
    // Find the lists screen, delete a row as a swipe's Delete button does, then expect the
    // rows, and the model, to agree.
  }
}
