//
//  DetailViewControllerTests.swift
//  ToDoMapTests
//

import CoreLocation
import MapKit
import XCTest

@testable import ToDoMap

class DetailViewControllerTests: XCTestCase {

  var sut: DetailViewController!

  override func setUp() {
    super.setUp()
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    sut =
      storyboard.instantiateViewController(withIdentifier: "DetailViewController")
      as? DetailViewController
    sut.loadViewIfNeeded()
  }

  func test_HasMapView() {
    XCTAssertNotNil(sut.mapView)
  }

  func test_SettingItemInfo_SetsTitleAndCentersTheMap() {
    let coordinate = CLLocationCoordinate2D(latitude: 51.2277, longitude: 6.7735)
    sut.item = ToDoItem(title: "Bar", location: Location(name: "Office", coordinate: coordinate))

    sut.beginAppearanceTransition(true, animated: true)
    sut.endAppearanceTransition()

    XCTAssertEqual(sut.titleLabel.text, "Bar")
    XCTAssertEqual(sut.mapView.centerCoordinate.latitude, coordinate.latitude, accuracy: 0.001)
    XCTAssertEqual(sut.mapView.centerCoordinate.longitude, coordinate.longitude, accuracy: 0.001)
    XCTAssertEqual(sut.mapView.annotations.count, 1)
    XCTAssertEqual(sut.mapView.annotations.first?.title, "Office")
  }

  func test_ItemWithoutCoordinate_LeavesTheMapEmpty() {
    sut.item = ToDoItem(title: "Bar")

    sut.beginAppearanceTransition(true, animated: true)
    sut.endAppearanceTransition()

    XCTAssertTrue(sut.mapView.annotations.isEmpty)
  }
}
