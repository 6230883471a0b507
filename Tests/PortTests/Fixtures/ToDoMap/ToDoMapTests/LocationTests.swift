//
//  LocationTests.swift
//  ToDoMapTests
//

import CoreLocation
import XCTest

@testable import ToDoMap

class LocationTests: XCTestCase {

  func test_Init_SetsNameAndCoordinate() {
    let coordinate = CLLocationCoordinate2D(latitude: 1, longitude: 2)
    let location = Location(name: "Foo", coordinate: coordinate)
    XCTAssertEqual(location.coordinate?.latitude, 1)
    XCTAssertEqual(location.coordinate?.longitude, 2)
  }

  func test_Distance_BetweenLondonAndParis() {
    let london = Location(
      name: "London", coordinate: CLLocationCoordinate2D(latitude: 51.5074, longitude: -0.1278))
    let paris = Location(
      name: "Paris", coordinate: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522))
    let distance = london.distance(to: paris) ?? 0
    XCTAssertEqual(distance, 343_500, accuracy: 2_000)
  }

  func test_Locations_WhenCoordinatesDiffer_AreNotEqual() {
    let first = Location(name: "Foo", coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2))
    let second = Location(
      name: "Foo", coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 3))
    XCTAssertNotEqual(first, second)
  }
}
