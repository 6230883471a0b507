// The part of the Earth a map shows: a center and how many degrees it spans.

import Foundation
import HeadlessCoreLocation

/// How far a region reaches, in degrees of latitude (north to south) and longitude (east to
/// west).
public struct MKCoordinateSpan: Sendable {
  /// The degrees of latitude the region spans; one degree is about 111 km.
  public var latitudeDelta: CLLocationDegrees
  /// The degrees of longitude the region spans; a degree is shorter away from the equator.
  public var longitudeDelta: CLLocationDegrees

  /// A span of no size.
  public init() {
    latitudeDelta = 0
    longitudeDelta = 0
  }

  /// A span of these degrees.
  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// A rectangle on the map: its center coordinate and its span.
///
/// ```swift
/// let region = MKCoordinateRegion(
///   center: coordinate, latitudinalMeters: 1000, longitudinalMeters: 1000)
/// mapView.setRegion(region, animated: true)
/// ```
public struct MKCoordinateRegion: Sendable {
  /// The region's center.
  public var center: CLLocationCoordinate2D
  /// How far the region reaches.
  public var span: MKCoordinateSpan

  /// A region of no size at latitude 0, longitude 0.
  public init() {
    center = CLLocationCoordinate2D()
    span = MKCoordinateSpan()
  }

  /// A region with its center and span.
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }

  /// A region around a center, as many meters north to south and east to west: a degree of
  /// latitude is 111 319.49 m, a degree of longitude that much times the cosine of the
  /// center's latitude.
  public init(
    center centerCoordinate: CLLocationCoordinate2D,
    latitudinalMeters: CLLocationDistance,
    longitudinalMeters: CLLocationDistance
  ) {
    let metersPerDegree = 111_319.490_793_273_57
    let parallel = cos(centerCoordinate.latitude * .pi / 180)
    self.init(
      center: centerCoordinate,
      span: MKCoordinateSpan(
        latitudeDelta: latitudinalMeters / metersPerDegree,
        longitudeDelta: parallel > 0 ? longitudinalMeters / (metersPerDegree * parallel) : 360))
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A span of these degrees, as MapKit's C function makes it (Swift 3 and 4 code).
public func MKCoordinateSpanMake(
  _ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees
) -> MKCoordinateSpan {
  MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A region with its center and span, as MapKit's C function makes it (Swift 3 and 4 code).
public func MKCoordinateRegionMake(
  _ centerCoordinate: CLLocationCoordinate2D, _ span: MKCoordinateSpan
) -> MKCoordinateRegion {
  MKCoordinateRegion(center: centerCoordinate, span: span)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A region around a center, as many meters each way, as MapKit's C function makes it
/// (Swift 3 and 4 code); see ``MKCoordinateRegion/init(center:latitudinalMeters:longitudinalMeters:)``.
public func MKCoordinateRegionMakeWithDistance(
  _ centerCoordinate: CLLocationCoordinate2D,
  _ latitudinalMeters: CLLocationDistance,
  _ longitudinalMeters: CLLocationDistance
) -> MKCoordinateRegion {
  MKCoordinateRegion(
    center: centerCoordinate, latitudinalMeters: latitudinalMeters,
    longitudinalMeters: longitudinalMeters)
}
