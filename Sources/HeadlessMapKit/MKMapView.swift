// A map as a view: the region it shows and the annotations it marks.

import Foundation
import HeadlessCoreLocation
import HeadlessUIKitCore

/// A view that shows a map: the region it shows and the annotations it marks.
///
/// ```swift
/// mapView.setRegion(
///   MKCoordinateRegion(center: coordinate, latitudinalMeters: 100, longitudinalMeters: 100),
///   animated: false)
/// mapView.addAnnotation(pin)
/// ```
///
/// The simulated device draws no map tiles: the view keeps what the app sets, as the tests
/// read it back. MapKit fits a region to the view's aspect ratio; with no geometry here, the
/// region is kept as it is set. A new map view shows the whole world around latitude 0,
/// longitude 0.
open class MKMapView: UIView {
  private var shownRegion = MKCoordinateRegion(
    center: CLLocationCoordinate2D(),
    span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))
  private var marked: [any MKAnnotation] = []
  /// The view each marked annotation has, in the order of ``annotations``; nil for one the
  /// delegate gave no view (MapKit then shows its standard marker).
  private var annotationViews: [MKAnnotationView?] = []
  /// Views of removed annotations, kept for reuse by identifier.
  private var reusableViews: [String: [MKAnnotationView]] = [:]

  /// Told when the region changes and when the user selects an annotation. The map does not
  /// keep it alive (MapKit's is `weak`).
  open weak var delegate: (any MKMapViewDelegate)?

  /// What kind of map is shown.
  open var mapType: MKMapType = .standard
  /// Whether the map shows the user's position (the simulated device has none).
  open var showsUserLocation = false
  /// Whether the user can zoom the map.
  open var isZoomEnabled = true
  /// Whether the user can scroll the map.
  open var isScrollEnabled = true
  /// Whether the user can rotate the map.
  open var isRotateEnabled = true
  /// Whether the user can tilt the map.
  open var isPitchEnabled = true

  /// The annotations selected, at most one.
  open var selectedAnnotations: [any MKAnnotation] = []

  /// A map view with a zero frame.
  public override init() {
    super.init()
  }

  /// A map view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A map view from a storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // MARK: - Region

  /// The region shown; setting it shows it without animation.
  open var region: MKCoordinateRegion {
    get { shownRegion }
    set { setRegion(newValue, animated: false) }
  }

  /// The coordinate at the center of the map; setting it moves the map without changing
  /// the span.
  open var centerCoordinate: CLLocationCoordinate2D {
    get { shownRegion.center }
    set { setCenter(newValue, animated: false) }
  }

  /// Shows a region, telling the delegate before and after.
  open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
    delegate?.mapView(self, regionWillChangeAnimated: animated)
    shownRegion = region
    delegate?.mapView(self, regionDidChangeAnimated: animated)
  }

  /// Moves the map's center to a coordinate, keeping the span.
  open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
    setRegion(MKCoordinateRegion(center: coordinate, span: shownRegion.span), animated: animated)
  }

  /// The region the map would show for this one: the same, with no geometry to fit.
  open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
    region
  }

  // MARK: - Annotations

  /// The annotations the map marks, in the order they were added.
  open var annotations: [any MKAnnotation] { marked }

  /// Marks an annotation, asking the delegate for its view (every annotation is on screen
  /// here, so the view is asked for at once); one already marked is not marked twice.
  open func addAnnotation(_ annotation: any MKAnnotation) {
    guard !marked.contains(where: { $0 === annotation }) else { return }
    marked.append(annotation)
    annotationViews.append(delegate?.mapView(self, viewFor: annotation))
  }

  /// Marks several annotations.
  open func addAnnotations(_ annotations: [any MKAnnotation]) {
    for annotation in annotations { addAnnotation(annotation) }
  }

  /// Stops marking an annotation, and deselects it; its view waits for reuse.
  open func removeAnnotation(_ annotation: any MKAnnotation) {
    if let index = marked.firstIndex(where: { $0 === annotation }) {
      marked.remove(at: index)
      if let view = annotationViews.remove(at: index), let identifier = view.reuseIdentifier {
        reusableViews[identifier, default: []].append(view)
      }
    }
    selectedAnnotations.removeAll { $0 === annotation }
  }

  /// The view of a marked annotation, if the delegate gave it one.
  open func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
    marked.firstIndex { $0 === annotation }.flatMap { annotationViews[$0] }
  }

  /// A view waiting for reuse with this identifier, after its `prepareForReuse()`; nil when
  /// there is none.
  open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
    guard let view = reusableViews[identifier]?.popLast() else { return nil }
    view.prepareForReuse()
    return view
  }

  /// Stops marking several annotations.
  open func removeAnnotations(_ annotations: [any MKAnnotation]) {
    for annotation in annotations { removeAnnotation(annotation) }
  }

  /// Shows a region around the annotations and marks them.
  open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
    addAnnotations(annotations)
    guard let first = annotations.first else { return }
    var south = first.coordinate.latitude
    var north = south
    var west = first.coordinate.longitude
    var east = west
    for annotation in annotations.dropFirst() {
      south = min(south, annotation.coordinate.latitude)
      north = max(north, annotation.coordinate.latitude)
      west = min(west, annotation.coordinate.longitude)
      east = max(east, annotation.coordinate.longitude)
    }
    setRegion(
      MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2),
        span: MKCoordinateSpan(latitudeDelta: north - south, longitudeDelta: east - west)),
      animated: animated)
  }

  /// Selects a marked annotation, telling the delegate; an annotation not marked is not
  /// selected.
  open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
    guard marked.contains(where: { $0 === annotation }),
      !selectedAnnotations.contains(where: { $0 === annotation })
    else { return }
    if let previous = selectedAnnotations.first { deselectAnnotation(previous, animated: animated) }
    selectedAnnotations = [annotation]
    delegate?.mapView(self, didSelect: annotation)
  }

  /// Deselects an annotation, telling the delegate.
  open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
    guard let annotation, selectedAnnotations.contains(where: { $0 === annotation }) else {
      return
    }
    selectedAnnotations.removeAll { $0 === annotation }
    delegate?.mapView(self, didDeselect: annotation)
  }
}

/// The kinds of map a map view shows.
public enum MKMapType: UInt, Sendable {
  /// Streets and names.
  case standard = 0
  /// Satellite pictures.
  case satellite = 1
  /// Satellite pictures with streets and names.
  case hybrid = 2
  /// Satellite pictures, in 3D where there are any.
  case satelliteFlyover = 3
  /// Satellite pictures with streets and names, in 3D where there are any.
  case hybridFlyover = 4
  /// Streets and names, muted so the app's data stands out.
  case mutedStandard = 5
}

/// Told when a map view's region changes and when an annotation is selected. Every method
/// has a default that does nothing.
@preconcurrency @MainActor
public protocol MKMapViewDelegate: AnyObject {
  /// Told that the region is about to change.
  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
  /// Told that the region changed.
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
  /// Told that an annotation was selected.
  func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation)
  /// Told that an annotation was deselected.
  func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation)
  /// Asked for the view that marks an annotation; nil gives MapKit's standard marker.
  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
  /// Told that the user tapped an accessory view of an annotation's callout.
  func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView,
    calloutAccessoryControlTapped control: UIControl)
}

extension MKMapViewDelegate {
  /// By default nothing happens.
  public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
  /// By default nothing happens.
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
  /// By default nothing happens.
  public func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {}
  /// By default nothing happens.
  public func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) {}
  /// By default no view: the standard marker.
  public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation)
    -> MKAnnotationView?
  {
    nil
  }
  /// By default nothing happens.
  public func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView,
    calloutAccessoryControlTapped control: UIControl
  ) {}
}
