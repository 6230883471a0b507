// Exercise todo-coredata/test-relaunch: write the tests that a new to-do, a checkmark and a
// delete are each saved at once, so that the next launch shows them. The course runs them on
// its app and on planted bugs.

import HeadlessCoreData
import HeadlessUIKit
import Testing

@testable import TodoCoreData

@MainActor
@Suite(.serialized) final class RelaunchTests {
  /// The windows of the launches so far, kept as the app keeps its own.
  var windows: [UIWindow] = []

  @Test func aCheckmarkIsKept() throws {
    let window = UIWindow()
    window.rootViewController = UIStoryboard(name: "Main", bundle: nil)
      .instantiateInitialViewController()
    window.makeKeyAndVisible()
    windows.append(window)
    // Find the list screen, delete every saved to-do and save two of your own through its
    // store's context, check one, then launch again and look at the new screen's rows.
  }
}
