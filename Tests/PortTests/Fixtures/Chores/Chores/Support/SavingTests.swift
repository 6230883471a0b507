//
//  SavingTests.swift
//  ChoresTests
//

import XCTest

@testable import Chores

class SavingTests: XCTestCase {

  func makeScreen() -> ViewController? {
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let controller = storyboard.instantiateInitialViewController() as? ViewController
    controller?.loadViewIfNeeded()
    return controller
  }

  func testAnAddedChoreIsThereOnAFreshScreen() throws {
    let first = try XCTUnwrap(makeScreen())
    first.todos = []
    first.finished = []
    first.todoTextField.text = "Feed cat"
    first.addTapped(first.addButton)

    let second = try XCTUnwrap(makeScreen())
    XCTAssertEqual(second.todos, ["Feed cat"])
    XCTAssertEqual(second.finished, [false])
  }

  func testAFinishedChoreStaysFinished() throws {
    let first = try XCTUnwrap(makeScreen())
    first.todos = ["Take out bins"]
    first.finished = [false]
    first.tableView.reloadData()
    first.tableView(first.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))

    let second = try XCTUnwrap(makeScreen())
    XCTAssertEqual(second.finished, [true])
  }
}
