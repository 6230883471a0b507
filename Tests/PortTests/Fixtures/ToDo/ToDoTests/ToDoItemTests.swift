//
//  ToDoItemTests.swift
//  ToDoTests
//

import XCTest

@testable import ToDo

class ToDoItemTests: XCTestCase {

  func test_Init_TakesTitle() {
    let item = ToDoItem(title: "Foo")
    XCTAssertEqual(item.title, "Foo", "should set title")
  }

  func test_Init_TakesTitleAndDescription() {
    let item = ToDoItem(title: "Foo", itemDescription: "Bar")
    XCTAssertEqual(item.itemDescription, "Bar", "should set itemDescription")
  }

  func test_Init_WhenGivenTimestamp_SetsTimestamp() {
    let item = ToDoItem(title: "", timestamp: 0.0)
    XCTAssertEqual(item.timestamp, 0.0, "should set timestamp")
  }

  func test_EqualItems_AreEqual() {
    XCTAssertEqual(ToDoItem(title: "Foo"), ToDoItem(title: "Foo"))
  }

  func test_Items_WhenTitlesDiffer_AreNotEqual() {
    XCTAssertNotEqual(ToDoItem(title: "Foo"), ToDoItem(title: "Bar"))
  }
}
