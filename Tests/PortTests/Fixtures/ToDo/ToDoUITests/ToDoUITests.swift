//
//  ToDoUITests.swift
//  ToDoUITests
//

import XCTest

class ToDoUITests: XCTestCase {

  override func setUp() {
    continueAfterFailure = false
    XCUIApplication().launch()
  }

  func testAddingAnItemShowsIt() {
    let app = XCUIApplication()
    app.navigationBars["To Do"].buttons["Add"].tap()
    app.textFields["Title"].tap()
    app.textFields["Title"].typeText("Buy milk")
    app.buttons["Save"].tap()
    XCTAssertTrue(app.tables.staticTexts["Buy milk"].exists)
  }

  func testTheStoryboardsIdentifiersAndLabelsFindTheViews() {
    let app = XCUIApplication()
    app.navigationBars["To Do"].buttons["addItemButton"].tap()
    app.textFields["titleField"].tap()
    app.textFields["titleField"].typeText("Call home")
    app.textFields["Notes"].tap()
    app.textFields["Notes"].typeText("On Sunday")
    app.buttons["saveButton"].tap()
    XCTAssertTrue(app.tables.staticTexts["Call home"].exists)
  }
}
