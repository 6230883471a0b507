//
//  ItemListDataProviderTests.swift
//  ToDoTests
//

import XCTest

@testable import ToDo

class ItemListDataProviderTests: XCTestCase {

  var sut: ItemListDataProvider!
  var tableView: UITableView!
  var controller: ItemListViewController!

  override func setUp() {
    super.setUp()
    sut = ItemListDataProvider()
    sut.itemManager = ItemManager()
    controller =
      UIStoryboard(name: "Main", bundle: nil)
      .instantiateViewController(withIdentifier: "ItemListViewController")
      as? ItemListViewController
    controller.loadViewIfNeeded()
    tableView = controller.tableView
    tableView.dataSource = sut
    tableView.delegate = sut
  }

  func test_NumberOfSections_IsTwo() {
    let numberOfSections = tableView.numberOfSections
    XCTAssertEqual(numberOfSections, 2)
  }

  func test_NumberOfRows_InFirstSection_IsToDoCount() {
    sut.itemManager?.add(ToDoItem(title: "Foo"))
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 1)
    sut.itemManager?.add(ToDoItem(title: "Bar"))
    tableView.reloadData()
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2)
  }

  func test_NumberOfRows_InSecondSection_IsDoneCount() {
    sut.itemManager?.add(ToDoItem(title: "Foo"))
    sut.itemManager?.add(ToDoItem(title: "Bar"))
    sut.itemManager?.checkItem(at: 0)
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 1)
  }

  func test_CellForRow_ReturnsItemCell() {
    sut.itemManager?.add(ToDoItem(title: "Foo"))
    tableView.reloadData()
    let cell = sut.tableView(tableView, cellForRowAt: IndexPath(row: 0, section: 0))
    XCTAssertTrue(cell is ItemCell)
  }

  func test_CellForRow_DequeuesCellFromTableView() {
    let mockTableView = MockTableView.mockTableView(withDataSource: sut)
    sut.itemManager?.add(ToDoItem(title: "Foo"))
    mockTableView.reloadData()
    _ = sut.tableView(mockTableView, cellForRowAt: IndexPath(row: 0, section: 0))
    XCTAssertTrue(mockTableView.cellGotDequeued)
  }

  func test_CellForRow_CallsConfigCell() {
    let mockTableView = MockTableView.mockTableView(withDataSource: sut)
    let item = ToDoItem(title: "Foo")
    sut.itemManager?.add(item)
    mockTableView.reloadData()
    let cell =
      sut.tableView(mockTableView, cellForRowAt: IndexPath(row: 0, section: 0)) as! MockItemCell
    XCTAssertEqual(cell.caughtItem, item)
  }

  func test_CellForRow_InSectionTwo_CallsConfigCellWithDoneItem() {
    let mockTableView = MockTableView.mockTableView(withDataSource: sut)
    sut.itemManager?.add(ToDoItem(title: "Foo"))
    let second = ToDoItem(title: "Bar")
    sut.itemManager?.add(second)
    sut.itemManager?.checkItem(at: 1)
    mockTableView.reloadData()
    let cell =
      sut.tableView(mockTableView, cellForRowAt: IndexPath(row: 0, section: 1)) as! MockItemCell
    XCTAssertEqual(cell.caughtItem, second)
  }

  func test_CheckingAnItem_ChecksItInTheItemManager() {
    sut.itemManager?.add(ToDoItem(title: "Foo"))
    tableView.reloadData()
    tableView.dataSource?.tableView?(
      tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
    XCTAssertEqual(sut.itemManager?.toDoCount, 0)
    XCTAssertEqual(sut.itemManager?.doneCount, 1)
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 0)
  }

  func test_UncheckingAnItem_UnchecksItInTheItemManager() {
    sut.itemManager?.add(ToDoItem(title: "First"))
    sut.itemManager?.checkItem(at: 0)
    tableView.reloadData()
    sut.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 1))
    XCTAssertEqual(sut.itemManager?.toDoCount, 1)
    XCTAssertEqual(sut.itemManager?.doneCount, 0)
  }
}

extension ItemListDataProviderTests {
  class MockTableView: UITableView {
    var cellGotDequeued = false

    override func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
      -> UITableViewCell
    {
      cellGotDequeued = true
      return super.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    class func mockTableView(withDataSource dataSource: UITableViewDataSource) -> MockTableView {
      let mockTableView = MockTableView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
      mockTableView.dataSource = dataSource
      mockTableView.register(MockItemCell.self, forCellReuseIdentifier: "ItemCell")
      return mockTableView
    }
  }

  class MockItemCell: ItemCell {
    var caughtItem: ToDoItem?

    override func configCell(with item: ToDoItem, checked: Bool = false) {
      caughtItem = item
    }
  }
}
