//
//  InputViewControllerTests.swift
//  ToDoTests
//

import XCTest

@testable import ToDo

class InputViewControllerTests: XCTestCase {

  var sut: InputViewController!

  override func setUp() {
    super.setUp()
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    sut =
      storyboard.instantiateViewController(withIdentifier: "InputViewController")
      as? InputViewController
    sut.loadViewIfNeeded()
  }

  func test_HasTitleTextField() {
    XCTAssertNotNil(sut.titleTextField)
  }

  func test_HasDescriptionTextField() {
    XCTAssertNotNil(sut.descriptionTextField)
  }

  func test_Save_UsesTitleAndDescriptionToMakeItem() {
    sut.titleTextField.text = "Foo"
    sut.descriptionTextField.text = "Bar"
    let itemManager = ItemManager()
    sut.itemManager = itemManager
    sut.save()
    XCTAssertEqual(itemManager.item(at: 0), ToDoItem(title: "Foo", itemDescription: "Bar"))
  }

  func test_Save_WithoutTitle_AddsNothing() {
    let itemManager = ItemManager()
    sut.itemManager = itemManager
    sut.save()
    XCTAssertEqual(itemManager.toDoCount, 0)
  }

  func test_Save_DismissesViewController() {
    let mock = MockInputViewController()
    mock.titleTextField = UITextField()
    mock.descriptionTextField = UITextField()
    mock.titleTextField.text = "Test Title"
    mock.save()
    XCTAssertTrue(mock.dismissGotCalled)
  }
}

extension InputViewControllerTests {
  class MockInputViewController: InputViewController {
    var dismissGotCalled = false

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      dismissGotCalled = true
    }
  }
}
