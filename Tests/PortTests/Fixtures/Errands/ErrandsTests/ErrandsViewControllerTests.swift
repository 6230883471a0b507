//
//  ErrandsViewControllerTests.swift
//  ErrandsTests
//

import XCTest

@testable import Errands

class ErrandsViewControllerTests: XCTestCase {

  var sut: ErrandsViewController!

  override func setUp() {
    super.setUp()
    UserDefaults.standard.removeObject(forKey: "Errands")
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let navigationController =
      storyboard.instantiateInitialViewController() as! UINavigationController
    sut = navigationController.topViewController as! ErrandsViewController
    sut.loadViewIfNeeded()
  }

  override func tearDown() {
    UserDefaults.standard.removeObject(forKey: "Errands")
    super.tearDown()
  }

  func testTheAddButtonAddsAnErrandThatIsSaved() {
    let add = sut.navigationItem.rightBarButtonItem

    XCTAssertNotNil(add)
    sut.addErrand()

    XCTAssertEqual(sut.errands.map { $0.title }, ["Errand 1"])
    XCTAssertEqual(Errand.loadAll().map { $0.title }, ["Errand 1"])
    XCTAssertEqual(sut.tableView.numberOfRows(inSection: 0), 1)
  }

  func testADoneErrandIsCheckedAndStruckThrough() {
    sut.addErrand()
    sut.errands[0].done = true

    let cell = sut.tableView(sut.tableView, cellForRowAt: IndexPath(row: 0, section: 0))

    XCTAssertEqual(sut.accessory(for: sut.errands[0]), UITableViewCellAccessoryType.checkmark)
    XCTAssertEqual(cell.accessoryType, .checkmark)
    let style =
      cell.textLabel?.attributedText?.attribute(
        NSAttributedStringKey.strikethroughStyle, at: 0, effectiveRange: nil) as? Int
    XCTAssertEqual(style, NSUnderlineStyle.styleSingle.rawValue)
  }

  func testDeletingARowRemovesItsErrand() {
    sut.addErrand()
    sut.addErrand()

    sut.tableView(
      sut.tableView, commit: UITableViewCellEditingStyle.delete,
      forRowAt: IndexPath(row: 0, section: 0))

    XCTAssertEqual(sut.errands.map { $0.title }, ["Errand 2"])
    XCTAssertEqual(Errand.loadAll().count, 1)
  }
}
