//
//  ChoreListTests.swift
//  ChoresTests
//
//  Kept beside the screen it tests; only the ChoresTests target compiles it.
//

import XCTest

@testable import Chores

class ChoreListTests: XCTestCase {

  var sut: ViewController!

  override func setUp() {
    super.setUp()
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    sut = storyboard.instantiateInitialViewController() as? ViewController
    sut.loadViewIfNeeded()
    // Start from an empty list, whatever an earlier test saved.
    sut.todos = []
    sut.finished = []
    sut.save()
    sut.tableView.reloadData()
  }

  override func tearDown() {
    sut = nil
    super.tearDown()
  }

  func testTheAddButtonSendsAddTapped() {
    let actions = sut.addButton.actions(forTarget: sut, forControlEvent: .touchUpInside)
    XCTAssertEqual(actions, ["addTapped:"])
    let controller: ViewController = sut
    XCTAssertTrue(sut.addButton.allTargets.contains(controller))
  }

  func testTheListStartsEmpty() {
    XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 0)
  }

  func testAddingAChoreShowsItsRow() {
    sut.todoTextField.text = "Sweep the porch"
    sut.addTapped(sut.addButton)
    XCTAssertEqual(sut.todos, ["Sweep the porch"])
    XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 1)
    XCTAssertEqual(sut.todoTextField.text, "")
  }

  func testAnEmptyFieldAddsNothing() {
    sut.todoTextField.text = ""
    sut.addTapped(sut.addButton)
    XCTAssertTrue(sut.todos.isEmpty)
  }

  func testSelectingARowMarksTheChoreDone() {
    sut.todoTextField.text = "Water plants"
    sut.addTapped(sut.addButton)
    sut.tableView(sut.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
    XCTAssertEqual(sut.finished, [true])
  }
}
