//
//  InputViewControllerTests.swift
//  ToDoMapTests
//

import CoreLocation
import XCTest

@testable import ToDoMap

class InputViewControllerTests: XCTestCase {

  var sut: InputViewController!
  var placemark: MockPlacemark!

  override func setUp() {
    super.setUp()
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    sut =
      storyboard.instantiateViewController(withIdentifier: "InputViewController")
      as? InputViewController
    sut.loadViewIfNeeded()
  }

  func test_HasAddressTextField() {
    XCTAssertNotNil(sut.addressTextField)
  }

  func test_Save_UsesGeocoderToGetCoordinateFromAddress() {
    let mockGeocoder = MockGeocoder()
    sut.geocoder = mockGeocoder
    let itemManager = ItemManager()
    sut.itemManager = itemManager
    sut.titleTextField.text = "Foo"
    sut.addressTextField.text = "Infinite Loop 1, Cupertino"

    sut.save()

    placemark = MockPlacemark()
    let coordinate = CLLocationCoordinate2D(latitude: 37.3316851, longitude: -122.0300674)
    placemark.mockCoordinate = coordinate
    mockGeocoder.completionHandler?([placemark], nil)

    let done = expectation(description: "item added on the main queue")
    DispatchQueue.main.async { done.fulfill() }
    waitForExpectations(timeout: 1)

    let item = itemManager.item(at: 0)
    let expected = ToDoItem(
      title: "Foo", location: Location(name: "Infinite Loop 1, Cupertino", coordinate: coordinate))
    XCTAssertEqual(item, expected)
    XCTAssertEqual(mockGeocoder.addressString, "Infinite Loop 1, Cupertino")
  }

  func test_Save_WithoutAddress_DoesNotGeocode() {
    let mockGeocoder = MockGeocoder()
    sut.geocoder = mockGeocoder
    let itemManager = ItemManager()
    sut.itemManager = itemManager
    sut.titleTextField.text = "Foo"

    sut.save()

    XCTAssertNil(mockGeocoder.addressString)
    XCTAssertEqual(itemManager.item(at: 0), ToDoItem(title: "Foo"))
  }

  func test_Geocoder_IsACLGeocoder() {
    XCTAssertTrue(sut.geocoder.isKind(of: CLGeocoder.self))
  }
}

extension InputViewControllerTests {
  class MockGeocoder: CLGeocoder {
    var completionHandler: CLGeocodeCompletionHandler?
    var addressString: String?

    override func geocodeAddressString(
      _ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
      self.addressString = addressString
      self.completionHandler = completionHandler
    }
  }

  class MockPlacemark: CLPlacemark {
    var mockCoordinate: CLLocationCoordinate2D?

    override var location: CLLocation? {
      guard let coordinate = mockCoordinate else { return CLLocation() }
      return CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }
  }
}
