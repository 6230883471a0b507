// Exercise checklists-03/test-edit-screen: write the test that Edit Item opens with the item
// tapped. The course runs it on its app and on planted bugs.

import HeadlessUIKit
import Testing

@testable import Checklists03

@MainActor
@Suite struct EditScreenTests {
  @Test func editItemOpensWithTheItemsText() throws {
    let window = UIWindow()
    window.rootViewController = UIStoryboard(name: "Main", bundle: nil)
      .instantiateInitialViewController()
    window.makeKeyAndVisible()
    // Find the list screen, open Edit Item as a row's accessory button does, and expect
    // what the Edit Item screen shows.
  }
}
