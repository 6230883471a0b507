// A place a geocoder found: its location and the parts of its address.

import Foundation

/// A place on the Earth with its address, as a geocoder answers it.
///
/// Apps get placemarks from ``CLGeocoder``; tests make their own by subclassing and
/// overriding what they read, as on iOS:
///
/// ```swift
/// class MockPlacemark: CLPlacemark {
///   var mockCoordinate = CLLocationCoordinate2D()
///   override var location: CLLocation? {
///     CLLocation(latitude: mockCoordinate.latitude, longitude: mockCoordinate.longitude)
///   }
/// }
/// ```
///
/// `CLPlacemark()` has no location and no address. MapKit's `MKPlacemark` is a placemark
/// made from a coordinate.
open class CLPlacemark: NSObject, @unchecked Sendable {
  /// What a placemark was made with.
  package struct Values {
    package var location: CLLocation?
    package var name: String?
    package var thoroughfare: String?
    package var subThoroughfare: String?
    package var locality: String?
    package var subLocality: String?
    package var administrativeArea: String?
    package var subAdministrativeArea: String?
    package var postalCode: String?
    package var isoCountryCode: String?
    package var country: String?
    package var inlandWater: String?
    package var ocean: String?
    package var areasOfInterest: [String]?
    package var timeZone: TimeZone?

    /// The values of a placemark at a location, with no address.
    package init(location: CLLocation?) {
      self.location = location
    }
  }

  private let values: Values

  /// A placemark with no location and no address.
  public override init() {
    values = Values(location: nil)
    super.init()
  }

  /// A placemark with the same location and address as another.
  public init(placemark: CLPlacemark) {
    var values = Values(location: placemark.location)
    values.name = placemark.name
    values.thoroughfare = placemark.thoroughfare
    values.subThoroughfare = placemark.subThoroughfare
    values.locality = placemark.locality
    values.subLocality = placemark.subLocality
    values.administrativeArea = placemark.administrativeArea
    values.subAdministrativeArea = placemark.subAdministrativeArea
    values.postalCode = placemark.postalCode
    values.isoCountryCode = placemark.isoCountryCode
    values.country = placemark.country
    values.inlandWater = placemark.inlandWater
    values.ocean = placemark.ocean
    values.areasOfInterest = placemark.areasOfInterest
    values.timeZone = placemark.timeZone
    self.values = values
    super.init()
  }

  /// A placemark with these values, for the kit's own placemarks (MapKit's `MKPlacemark`).
  package init(values: Values) {
    self.values = values
    super.init()
  }

  /// The place's location.
  open var location: CLLocation? { values.location }
  /// The place's name.
  open var name: String? { values.name }
  /// The street.
  open var thoroughfare: String? { values.thoroughfare }
  /// The house number.
  open var subThoroughfare: String? { values.subThoroughfare }
  /// The city.
  open var locality: String? { values.locality }
  /// The neighbourhood.
  open var subLocality: String? { values.subLocality }
  /// The state or province.
  open var administrativeArea: String? { values.administrativeArea }
  /// The county.
  open var subAdministrativeArea: String? { values.subAdministrativeArea }
  /// The postal code.
  open var postalCode: String? { values.postalCode }
  /// The country's ISO code, such as `JP`.
  open var isoCountryCode: String? { values.isoCountryCode }
  /// The country's name.
  open var country: String? { values.country }
  /// The lake or river the place is on.
  open var inlandWater: String? { values.inlandWater }
  /// The ocean the place is on.
  open var ocean: String? { values.ocean }
  /// The landmarks at the place.
  open var areasOfInterest: [String]? { values.areasOfInterest }
  /// The place's time zone.
  open var timeZone: TimeZone? { values.timeZone }
}
