//
//  SavingTests.swift
//  ChoresTests
//

import XCTest

@testable import Chores

class SavingTests: XCTestCase {

  override func setUp() {
    super.setUp()
    UserDefaults.standard.removeObject(forKey: "todos")
    UserDefaults.standard.removeObject(forKey: "finished")
  }

  func testAnAddedChoreIsSavedInTheDefaults() {
    let controller = ViewController()
    controller.todos = ["Take out bins"]
    controller.finished = [false]
    controller.save()
    XCTAssertEqual(UserDefaults.standard.stringArray(forKey: "todos"), ["Take out bins"])
  }

  func testAFreshScreenReadsWhatWasSaved() {
    UserDefaults.standard.set(["Feed cat"], forKey: "todos")
    UserDefaults.standard.set([true], forKey: "finished")
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let controller = storyboard.instantiateInitialViewController() as? ViewController
    controller?.loadViewIfNeeded()
    XCTAssertEqual(controller?.todos, ["Feed cat"])
    XCTAssertEqual(controller?.finished, [true])
  }
}
