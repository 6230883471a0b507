// Coordinates and the distance between locations, as Core Location computes them.

import Foundation
import HeadlessCoreLocation
import Testing

@Suite struct CoordinateTests {
  @Test func aCoordinateKeepsItsLatitudeAndLongitude() {
    let tokyo = CLLocationCoordinate2D(latitude: 35.6812, longitude: 139.7671)
    #expect(tokyo.latitude == 35.6812)
    #expect(tokyo.longitude == 139.7671)
    #expect(CLLocationCoordinate2D().latitude == 0)
    #expect(CLLocationCoordinate2DMake(1, 2).longitude == 2)
  }

  @Test func coordinatesOffTheEarthAreNotValid() {
    #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90, longitude: -180)))
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90.5, longitude: 0)))
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 0, longitude: 181)))
    #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
  }

  @Test func aLocationMadeFromDegreesHasThatCoordinate() {
    let location = CLLocation(latitude: 48.8566, longitude: 2.3522)
    #expect(location.coordinate.latitude == 48.8566)
    #expect(location.coordinate.longitude == 2.3522)
    #expect(location.horizontalAccuracy == 0)
    #expect(CLLocation().coordinate.latitude == 0)
  }

  /// Great-circle distances between city centres, as published (to within half a percent,
  /// the spread between a sphere and the WGS 84 ellipsoid).
  @Test(arguments: [
    (51.5074, -0.1278, 48.8566, 2.3522, 343_500.0),  // London – Paris
    (40.7128, -74.0060, 34.0522, -118.2437, 3_936_000.0),  // New York – Los Angeles
    (35.6812, 139.7671, 34.7025, 135.4959, 403_000.0),  // Tokyo – Osaka
    (-33.8688, 151.2093, -37.8136, 144.9631, 713_000.0),  // Sydney – Melbourne
  ])
  func distanceBetweenCitiesFollowsTheEarthsCurve(
    latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double,
    published: Double
  ) {
    let from = CLLocation(latitude: latitude1, longitude: longitude1)
    let to = CLLocation(latitude: latitude2, longitude: longitude2)
    let distance = from.distance(from: to)
    #expect(abs(distance - published) / published < 0.005)
    #expect(to.distance(from: from) == distance)
  }

  @Test func oneDegreeOfLongitudeOnTheEquatorIsWhatIOSAnswers() {
    let distance = CLLocation(latitude: 0, longitude: 0)
      .distance(from: CLLocation(latitude: 0, longitude: 1))
    #expect(abs(distance - 111_319.49) < 0.01)
    #expect(
      CLLocation(latitude: 10, longitude: 10).distance(
        from: CLLocation(latitude: 10, longitude: 10)) == 0)
  }
}
