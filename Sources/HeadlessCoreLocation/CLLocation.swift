// A position on the Earth, with how accurate it is and when it was measured.

import Foundation

/// An accuracy in meters; negative means the value it qualifies is not known.
public typealias CLLocationAccuracy = Double

/// A speed in meters per second; negative means it is not known.
public typealias CLLocationSpeed = Double

/// A course in degrees from true north, clockwise; negative means it is not known.
public typealias CLLocationDirection = Double

/// The best accuracy a location manager can give.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// An accuracy of ten meters.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// An accuracy of a hundred meters.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// An accuracy of a kilometer.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// The distance filter that reports every movement.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A position on the Earth: its coordinate, altitude, accuracies and timestamp.
///
/// ```swift
/// let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
/// let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
/// london.distance(from: paris)  // about 344 000 meters
/// ```
///
/// A location is immutable, as Core Location's is; tests often subclass it or make one with
/// ``init(latitude:longitude:)``.
open class CLLocation: NSObject, @unchecked Sendable {
  /// What the location was made with.
  private struct Values {
    var coordinate: CLLocationCoordinate2D
    var altitude: CLLocationDistance
    var horizontalAccuracy: CLLocationAccuracy
    var verticalAccuracy: CLLocationAccuracy
    var speed: CLLocationSpeed = -1
    var course: CLLocationDirection = -1
    var timestamp: Date
  }

  private var values: Values

  /// The coordinate.
  open var coordinate: CLLocationCoordinate2D { values.coordinate }
  /// The altitude in meters above sea level.
  open var altitude: CLLocationDistance { values.altitude }
  /// The radius of uncertainty around the coordinate, in meters; negative when the
  /// coordinate is not valid.
  open var horizontalAccuracy: CLLocationAccuracy { values.horizontalAccuracy }
  /// The accuracy of the altitude in meters; negative when the altitude is not known.
  open var verticalAccuracy: CLLocationAccuracy { values.verticalAccuracy }
  /// The speed in meters per second; negative when not known.
  open var speed: CLLocationSpeed { values.speed }
  /// The direction of travel in degrees from true north; negative when not known.
  open var course: CLLocationDirection { values.course }
  /// When the location was measured.
  open var timestamp: Date { values.timestamp }

  /// A location at latitude 0 and longitude 0, of no known accuracy, as `CLLocation()` is.
  public override convenience init() {
    self.init(
      coordinate: CLLocationCoordinate2D(), altitude: 0, horizontalAccuracy: -1,
      verticalAccuracy: -1, timestamp: Date())
  }

  /// A location at a latitude and longitude, measured now, of accuracy 0 and no altitude.
  public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.init(
      coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
      horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
  }

  /// A location with its coordinate, altitude, accuracies and timestamp.
  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
  ) {
    values = Values(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy,
      verticalAccuracy: vAccuracy, timestamp: timestamp)
    super.init()
  }

  /// A location with its coordinate, altitude, accuracies, course, speed and timestamp.
  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
    speed: CLLocationSpeed, timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy,
      verticalAccuracy: vAccuracy, timestamp: timestamp)
    values.course = course
    values.speed = speed
  }

  /// The great-circle distance in meters from this location to another, along the curve of
  /// the Earth, altitude ignored.
  ///
  /// Core Location does not document its model beyond that; this one takes the haversine
  /// of a sphere with the WGS 84 equatorial radius (6 378 137 m), which gives 111 319.49 m
  /// for one degree of longitude on the equator and differs from the ellipsoid's geodesic by
  /// at most half a percent.
  open func distance(from location: CLLocation) -> CLLocationDistance {
    let radius = 6_378_137.0
    let from = (coordinate.latitude * .pi / 180, coordinate.longitude * .pi / 180)
    let to = (location.coordinate.latitude * .pi / 180, location.coordinate.longitude * .pi / 180)
    let halfLatitude = sin((to.0 - from.0) / 2)
    let halfLongitude = sin((to.1 - from.1) / 2)
    let haversine =
      halfLatitude * halfLatitude + cos(from.0) * cos(to.0) * halfLongitude
      * halfLongitude
    return 2 * radius * asin(min(1, sqrt(haversine)))
  }

  /// The coordinate and accuracy, as Core Location prints a location.
  open override var description: String {
    let latitude = String(format: "%+.8f", coordinate.latitude)
    let longitude = String(format: "%+.8f", coordinate.longitude)
    return "<\(latitude),\(longitude)> +/- \(String(format: "%.2f", horizontalAccuracy))m"
  }
}
