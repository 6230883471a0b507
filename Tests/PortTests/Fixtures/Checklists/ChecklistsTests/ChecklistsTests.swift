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
}
