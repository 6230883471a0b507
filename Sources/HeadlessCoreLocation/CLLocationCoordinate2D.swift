// A point on the Earth as latitude and longitude, in degrees.

import Foundation

/// A latitude or longitude in degrees: positive north of the equator and east of Greenwich.
public typealias CLLocationDegrees = Double

/// A distance in meters.
public typealias CLLocationDistance = Double

/// A latitude and longitude on the WGS 84 reference frame.
///
/// ```swift
/// let tokyo = CLLocationCoordinate2D(latitude: 35.6812, longitude: 139.7671)
/// CLLocationCoordinate2DIsValid(tokyo)  // true
/// ```
public struct CLLocationCoordinate2D: Sendable {
  /// Degrees north (positive) or south (negative) of the equator, from -90 to 90.
  public var latitude: CLLocationDegrees
  /// Degrees east (positive) or west (negative) of the prime meridian, from -180 to 180.
  public var longitude: CLLocationDegrees

  /// The coordinate at latitude 0 and longitude 0, as C's zero initialisation gives it.
  public init() {
    latitude = 0
    longitude = 0
  }

  /// A coordinate from its latitude and longitude in degrees.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether a coordinate is on the Earth: latitude within ±90 and longitude within ±180.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
  (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Creates a coordinate from a latitude and a longitude, as Core Location's C function does.
public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// The coordinate Core Location gives for no position: -180 degrees both ways, which
/// ``CLLocationCoordinate2DIsValid(_:)`` rejects.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(
  latitude: -180, longitude: -180)
