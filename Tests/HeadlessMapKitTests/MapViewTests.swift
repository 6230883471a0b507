// A map view holding its region and annotations, as apps and their tests use it.

import Foundation
import HeadlessMapKit
import HeadlessUIKit
import Testing

@Suite @MainActor struct MapViewTests {
  private let dusseldorf = CLLocationCoordinate2D(latitude: 51.2277, longitude: 6.7735)

  @Test func settingTheRegionShowsItsCenter() {
    let mapView = MKMapView()
    mapView.setRegion(
      MKCoordinateRegion(
        center: dusseldorf, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.2)),
      animated: false)
    #expect(mapView.centerCoordinate.latitude == 51.2277)
    #expect(mapView.centerCoordinate.longitude == 6.7735)
    #expect(mapView.region.span.longitudeDelta == 0.2)
  }

  @Test func aMapViewIsAViewInTheHierarchy() {
    let container = UIView()
    let mapView = MKMapView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    container.addSubview(mapView)
    #expect(container.subviews.first === mapView)
    #expect(mapView.frame.width == 320)
  }

  @Test func movingTheCenterKeepsTheSpan() {
    let mapView = MKMapView()
    mapView.region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 2))
    mapView.setCenter(dusseldorf, animated: true)
    #expect(mapView.region.center.latitude == 51.2277)
    #expect(mapView.region.span.latitudeDelta == 1)
    mapView.centerCoordinate = CLLocationCoordinate2D(latitude: 5, longitude: 6)
    #expect(mapView.region.center.longitude == 6)
    #expect(mapView.region.span.longitudeDelta == 2)
  }

  @Test func aRegionInMetersSpansTheDegreesThoseMetersCover() {
    let equator = MKCoordinateRegion(
      center: CLLocationCoordinate2D(), latitudinalMeters: 111_319.49,
      longitudinalMeters: 222_638.98)
    #expect(abs(equator.span.latitudeDelta - 1) < 1e-6)
    #expect(abs(equator.span.longitudeDelta - 2) < 1e-6)
    let north = MKCoordinateRegionMakeWithDistance(
      CLLocationCoordinate2D(latitude: 60, longitude: 0), 1000, 1000)
    #expect(abs(north.span.longitudeDelta - 2 * north.span.latitudeDelta) < 1e-9)
    #expect(north.center.latitude == 60)
  }

  @Test func addedAnnotationsAreMarkedOnceInOrder() {
    let mapView = MKMapView()
    let first = MKPointAnnotation()
    first.coordinate = dusseldorf
    first.title = "Office"
    let second = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2))
    mapView.addAnnotation(first)
    mapView.addAnnotations([second, first])
    #expect(mapView.annotations.count == 2)
    #expect(mapView.annotations.first === first)
    #expect(mapView.annotations.first?.title == "Office")
    #expect(mapView.annotations.last?.coordinate.longitude == 2)
  }

  @Test func removedAnnotationsAreNoLongerMarkedNorSelected() {
    let mapView = MKMapView()
    let pins = (0..<3).map {
      MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: Double($0), longitude: 0))
    }
    mapView.addAnnotations(pins)
    mapView.selectAnnotation(pins[0], animated: false)
    mapView.removeAnnotation(pins[0])
    #expect(mapView.annotations.count == 2)
    #expect(mapView.selectedAnnotations.isEmpty)
    mapView.removeAnnotations([pins[1], pins[2]])
    #expect(mapView.annotations.isEmpty)
  }

  @Test func theDelegateHearsOfRegionChangesAndSelection() {
    let mapView = MKMapView()
    let delegate = MapDelegate()
    mapView.delegate = delegate
    mapView.setRegion(
      MKCoordinateRegion(center: dusseldorf, span: MKCoordinateSpan()), animated: true)
    #expect(delegate.events == ["will true", "did true"])
    let pin = MKPointAnnotation(coordinate: dusseldorf)
    mapView.selectAnnotation(pin, animated: false)
    #expect(delegate.events.count == 2)
    mapView.addAnnotation(pin)
    mapView.selectAnnotation(pin, animated: false)
    #expect(delegate.events.last == "select")
    #expect(mapView.selectedAnnotations.first === pin)
  }

  @Test func theMapDoesNotKeepItsDelegateAlive() {
    let mapView = MKMapView()
    var delegate: MapDelegate? = MapDelegate()
    mapView.delegate = delegate
    #expect(mapView.delegate != nil)
    delegate = nil
    #expect(mapView.delegate == nil)
  }

  @Test func showingAnnotationsCentersTheRegionOnThem() {
    let mapView = MKMapView()
    mapView.showAnnotations(
      [
        MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 10, longitude: 20)),
        MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 20, longitude: 40)),
      ], animated: false)
    #expect(mapView.centerCoordinate.latitude == 15)
    #expect(mapView.centerCoordinate.longitude == 30)
    #expect(mapView.annotations.count == 2)
  }

  @Test func aPlacemarkMadeFromACoordinateIsAnAnnotationWithItsAddress() {
    let placemark = MKPlacemark(
      coordinate: dusseldorf, addressDictionary: ["City": "Düsseldorf", "Name": "Office"])
    #expect(placemark.location?.coordinate.latitude == 51.2277)
    #expect(placemark.locality == "Düsseldorf")
    #expect(placemark.title == "Office")
    let annotation: any MKAnnotation = MKPlacemark(coordinate: dusseldorf)
    #expect(annotation.coordinate.longitude == 6.7735)
    #expect(annotation.subtitle == nil)
  }
}

private final class MapDelegate: MKMapViewDelegate {
  var events: [String] = []

  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {
    events.append("will \(animated)")
  }

  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
    events.append("did \(animated)")
  }

  func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {
    events.append("select")
  }
}
