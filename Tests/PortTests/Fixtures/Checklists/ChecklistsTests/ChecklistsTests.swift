//
//  ChecklistsTests.swift
//  ChecklistsTests
//

import XCTest

@testable import Checklists

final class ChecklistsTests: XCTestCase {
  func testToggleChecked() {
    let item = ChecklistItem()
    item.toggleChecked()
    XCTAssertTrue(item.checked)
  }

  // The tests are hosted in the app (TEST_HOST): it has launched, with its scene, window
  // and first screen, before a test asks for it.
  func testTheAppHostsTheTests() {
    XCTAssertTrue(UIApplication.shared.delegate is AppDelegate)
    let window = UIApplication.shared.windows.first
    XCTAssertEqual(window?.isKeyWindow, true)
    let navigation = window?.rootViewController as? UINavigationController
    // On a first launch the app makes a list and opens it, over the lists screen.
    XCTAssertTrue(navigation?.viewControllers.first is AllListsViewController)
    XCTAssertTrue(navigation?.topViewController is ChecklistViewController)
    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    XCTAssertTrue(scene?.delegate is SceneDelegate)
  }
}
