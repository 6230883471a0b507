//
//  ItemListViewControllerTests.swift
//  ToDoTests
//

import XCTest

@testable import ToDo

class ItemListViewControllerTests: XCTestCase {

  var sut: ItemListViewController!

  override func setUp() {
    super.setUp()
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let viewController = storyboard.instantiateViewController(
      withIdentifier: "ItemListViewController")
    sut = viewController as? ItemListViewController
    sut.loadViewIfNeeded()
  }

  func test_TableView_AfterViewDidLoad_IsNotNil() {
    XCTAssertNotNil(sut.tableView)
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

  func test_AddItem_PresentsInputViewController() {
    let mock = MockItemListViewController()
    mock.addItem(UIBarButtonItem())
    XCTAssertTrue(mock.presented is InputViewController)
    let input = mock.presented as? InputViewController
    XCTAssertTrue(input?.itemManager === mock.itemManager)
  }
}

extension ItemListViewControllerTests {
  class MockItemListViewController: ItemListViewController {
    var presented: UIViewController?

    override func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      presented = viewControllerToPresent
    }
  }
}
