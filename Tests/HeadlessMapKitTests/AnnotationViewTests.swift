// The views a map view's delegate gives its annotations, reused by identifier.

import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Testing

@Suite @MainActor struct AnnotationViewTests {
  @Test func theDelegateIsAskedForEachAddedAnnotationsView() throws {
    let mapView = MKMapView()
    let delegate = MarkerDelegate()
    mapView.delegate = delegate
    let pin = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2))
    mapView.addAnnotation(pin)
    let view = try #require(mapView.view(for: pin) as? MKMarkerAnnotationView)
    #expect(view.annotation === pin)
    #expect(view.canShowCallout)
    #expect(view.reuseIdentifier == "Marker")
    #expect(delegate.asked == 1)
  }

  @Test func withoutADelegateViewAnnotationsHaveNoViewOfTheApps() {
    let mapView = MKMapView()
    let pin = MKPointAnnotation()
    mapView.addAnnotation(pin)
    #expect(mapView.view(for: pin) == nil)
  }

  @Test func aRemovedAnnotationsViewIsReusedByItsIdentifier() throws {
    let mapView = MKMapView()
    let delegate = MarkerDelegate()
    mapView.delegate = delegate
    let first = MKPointAnnotation()
    mapView.addAnnotation(first)
    let firstView = try #require(mapView.view(for: first) as? CountingMarker)
    #expect(mapView.dequeueReusableAnnotationView(withIdentifier: "Marker") == nil)
    mapView.removeAnnotation(first)
    #expect(mapView.view(for: first) == nil)
    let second = MKPointAnnotation()
    mapView.addAnnotation(second)
    #expect(mapView.view(for: second) === firstView)
    #expect(firstView.annotation === second)
    #expect(firstView.reuses == 1)
    #expect(mapView.dequeueReusableAnnotationView(withIdentifier: "Pin") == nil)
  }
}

/// A delegate that marks every annotation with a reused marker, as apps write it.
@MainActor
private final class MarkerDelegate: MKMapViewDelegate {
  var asked = 0

  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
    asked += 1
    let view =
      mapView.dequeueReusableAnnotationView(withIdentifier: "Marker")
      ?? CountingMarker(annotation: annotation, reuseIdentifier: "Marker")
    view.annotation = annotation
    view.canShowCallout = true
    return view
  }
}

/// A marker that counts how often it was prepared for reuse.
private final class CountingMarker: MKMarkerAnnotationView {
  var reuses = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}
