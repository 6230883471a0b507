//
//  GroceryListViewControllerTests.swift
//  GroceriesTests
//

import XCTest

@testable import Groceries

class GroceryListViewControllerTests: XCTestCase {

  var navigationController: UINavigationController!
  var sut: GroceryListViewController!

  override func setUp() {
    super.setUp()
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    navigationController = storyboard.instantiateInitialViewController() as! UINavigationController
    sut = navigationController.topViewController as! GroceryListViewController
    _ = sut.view
    sut.itemArray = []
  }

  func testANewItemIsNotDone() {
    let item = GroceryItem(title: "Apples")

    XCTAssertEqual(item.title, "Apples")
    XCTAssertFalse(item.done)
  }

  func testAnItemSurvivesArchiving() {
    let item = GroceryItem(title: "Bread")
    item.done = true

    let data = NSKeyedArchiver.archivedData(withRootObject: [item])
    let items = NSKeyedUnarchiver.unarchiveObject(with: data) as? [GroceryItem]

    XCTAssertEqual(items?.first?.title, "Bread")
    XCTAssertEqual(items?.first?.done, true)
  }

  func testTheTableHasARowForEachItem() {
    sut.itemArray = [GroceryItem(title: "Milk"), GroceryItem(title: "Eggs")]

    XCTAssertEqual(sut.tableView(sut.tableView, numberOfRowsInSection: 0), 2)
  }

  func testADoneItemsRowIsStruckThroughAndChecked() {
    let item = GroceryItem(title: "Milk")
    item.done = true
    sut.itemArray = [item]
    sut.tableView.reloadData()

    let cell = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 0, section: 0))

    XCTAssertEqual(cell.accessoryType, .checkmark)
    let attributes = cell.textLabel?.attributedText?.attributes(at: 0, effectiveRange: nil)
    XCTAssertEqual(
      attributes?[NSStrikethroughStyleAttributeName] as? Int, NSUnderlineStyle.styleSingle.rawValue)
  }

  func testSelectingARowTogglesItsItem() {
    sut.itemArray = [GroceryItem(title: "Milk")]
    sut.tableView.reloadData()

    sut.tableView(sut.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))

    XCTAssertTrue(sut.itemArray[0].done)
  }

  func testTheSeparatorsStartWhereTheTextDoes() {
    XCTAssertEqual(sut.tableView.separatorInset, UIEdgeInsetsMake(0, 20, 0, 0))
  }

  func testTheAddButtonAsksForTheNewItemsName() {
    UIApplication.shared.keyWindow?.rootViewController = navigationController

    sut.addButtonPressed(UIBarButtonItem())

    let alert = sut.presentedViewController as? UIAlertController
    XCTAssertEqual(alert?.title, "Add New Item")
    XCTAssertEqual(alert?.textFields?.first?.placeholder, "Create new item")
  }
}
