//
//  Location.swift
//  ToDoMap
//

import CoreLocation
import Foundation

struct Location: Equatable {
  let name: String
  let coordinate: CLLocationCoordinate2D?

  init(name: String, coordinate: CLLocationCoordinate2D? = nil) {
    self.name = name
    self.coordinate = coordinate
  }

  static func == (lhs: Location, rhs: Location) -> Bool {
    return lhs.name == rhs.name
      && lhs.coordinate?.latitude == rhs.coordinate?.latitude
      && lhs.coordinate?.longitude == rhs.coordinate?.longitude
  }

  func distance(to other: Location) -> CLLocationDistance? {
    guard let from = coordinate, let to = other.coordinate else { return nil }
    let start = CLLocation(latitude: from.latitude, longitude: from.longitude)
    return start.distance(from: CLLocation(latitude: to.latitude, longitude: to.longitude))
  }
}
