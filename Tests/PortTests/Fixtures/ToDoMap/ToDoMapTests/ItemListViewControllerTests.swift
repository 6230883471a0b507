//
//  ItemListViewControllerTests.swift
//  ToDoMapTests
//

import XCTest

@testable import ToDoMap

class ItemListViewControllerTests: XCTestCase {

  var sut: ItemListViewController!

  override func setUp() {
    super.setUp()
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    sut =
      storyboard.instantiateViewController(withIdentifier: "ItemListViewController")
      as? ItemListViewController
    sut.loadViewIfNeeded()
  }

  func test_DataProvider_IsNotNil() {
    XCTAssertNotNil(sut.dataProvider)
  }

  func test_LoadingView_SetsTableViewDataSource() {
    XCTAssertTrue(sut.tableView.dataSource is ItemListDataProvider)
  }

  func test_LoadingView_SetsTableViewDelegate() {
    XCTAssertTrue(sut.tableView.delegate is ItemListDataProvider)
  }

  func test_LoadingView_DataSourceEqualDelegate() {
    XCTAssertEqual(
      sut.tableView.dataSource as? ItemListDataProvider,
      sut.tableView.delegate as? ItemListDataProvider)
  }

  func test_LoadingView_SetsItemManagerOfDataProvider() {
    XCTAssertTrue(sut.dataProvider.itemManager === sut.itemManager)
  }

  func test_AddedItem_ShowsInTheTable() {
    sut.itemManager.add(ToDoItem(title: "Foo"))
    sut.tableView.reloadData()
    XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 1)
    let cell = sut.tableView.dataSource?.tableView(
      sut.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
    XCTAssertEqual(cell?.textLabel?.text, "Foo")
  }
}
