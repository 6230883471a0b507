// What a map marks: a coordinate with a title and a subtitle.

import Foundation
import HeadlessCoreLocation

/// An object a map marks at its coordinate. `title` and `subtitle` are optional
/// requirements in MapKit; here they have defaults that answer nil.
public protocol MKAnnotation: AnyObject {
  /// Where the map marks the annotation.
  var coordinate: CLLocationCoordinate2D { get }
  /// The annotation's title, shown in its callout.
  var title: String? { get }
  /// The annotation's subtitle, shown under its title.
  var subtitle: String? { get }
}

extension MKAnnotation {
  /// No title, unless the annotation has one.
  public var title: String? { nil }
  /// No subtitle, unless the annotation has one.
  public var subtitle: String? { nil }
}

/// An annotation with a title and a subtitle that can be set: the base of MapKit's shapes.
open class MKShape: NSObject, MKAnnotation {
  /// The shape's title.
  open var title: String?
  /// The shape's subtitle.
  open var subtitle: String?

  /// A shape with no title.
  public override init() {
    super.init()
  }

  /// Where the map marks the shape; a subclass gives it.
  open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }
}

/// An annotation at a coordinate that can be moved: the pin an app drops on a map.
///
/// ```swift
/// let pin = MKPointAnnotation()
/// pin.coordinate = placemark.location!.coordinate
/// pin.title = item.title
/// mapView.addAnnotation(pin)
/// ```
open class MKPointAnnotation: MKShape {
  private var point = CLLocationCoordinate2D()

  /// A point at latitude 0, longitude 0.
  public override init() {
    super.init()
  }

  /// A point at a coordinate.
  public init(__coordinate coordinate: CLLocationCoordinate2D) {
    point = coordinate
    super.init()
  }

  /// A point at a coordinate, with a title and a subtitle.
  public convenience init(
    coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil
  ) {
    self.init(__coordinate: coordinate)
    self.title = title
    self.subtitle = subtitle
  }

  /// Where the map marks the point.
  open override var coordinate: CLLocationCoordinate2D {
    get { point }
    set { point = newValue }
  }
}

/// A placemark a map can mark: made from a coordinate, with an address if one is given.
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
  /// A placemark at a coordinate, with no address.
  public convenience init(coordinate: CLLocationCoordinate2D) {
    self.init(coordinate: coordinate, addressDictionary: nil)
  }

  /// A placemark at a coordinate, with the address parts of a dictionary keyed as Contacts
  /// keys them (`"City"`, `"Street"`, `"ZIP"`, `"Country"`, `"CountryCode"`, `"State"`,
  /// `"Name"`).
  public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
    var values = CLPlacemark.Values(
      location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    let address = addressDictionary ?? [:]
    values.name = address["Name"] as? String
    values.thoroughfare = address["Street"] as? String
    values.locality = address["City"] as? String
    values.postalCode = address["ZIP"] as? String
    values.administrativeArea = address["State"] as? String
    values.country = address["Country"] as? String
    values.isoCountryCode = address["CountryCode"] as? String
    super.init(values: values)
  }

  /// Where the map marks the placemark: its location's coordinate.
  open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? CLLocationCoordinate2D() }

  /// The placemark's name, as its callout shows it.
  open var title: String? { name }

  /// No subtitle.
  open var subtitle: String? { nil }
}
