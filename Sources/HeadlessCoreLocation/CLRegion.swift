// An area on the Earth: a circle around a coordinate.

import Foundation

/// An area on the Earth that a geocoder can prefer or a location manager can watch.
open class CLRegion: NSObject, @unchecked Sendable {
  /// The name that identifies the region.
  open private(set) var identifier: String

  /// A region with its identifier.
  init(identifier: String) {
    self.identifier = identifier
    super.init()
  }
}

/// A circle on the Earth: a center and a radius in meters.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
  /// The center of the circle.
  open private(set) var center: CLLocationCoordinate2D
  /// The radius in meters.
  open private(set) var radius: CLLocationDistance

  /// A circle around a coordinate.
  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
    self.center = center
    self.radius = radius
    super.init(identifier: identifier)
  }

  /// Whether a coordinate is inside the circle.
  open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
    CLLocation(latitude: center.latitude, longitude: center.longitude)
      .distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
      <= radius
  }
}
