// A map view declared among a storyboard scene's views, as Interface Builder's Map Kit View.

import HeadlessMapKit
import HeadlessUIKit
import Testing

/// A place's screen: a map whose delegate it is, and a label under it.
@MainActor
final class PlaceController: UIViewController, MKMapViewDelegate {
  var mapView: MKMapView?
}

/// A screen that shows a map but is not its delegate.
@MainActor
final class PlainPlaceController: UIViewController {
  var mapView: MKMapView?
}

@MainActor
@Suite struct MapViewElementTests {
  static let storyboard = UIStoryboard(
    name: "Places", initialScene: "Place",
    scenes: [
      .viewController(
        "Place", PlaceController.self,
        content: [.mapView(outlet: \.mapView, connectsDelegate: true), .label("Düsseldorf")]),
      .viewController(
        "Unconnected", PlaceController.self, content: [.mapView(outlet: \.mapView)]),
      .viewController(
        "Plain", PlainPlaceController.self,
        content: [.mapView(outlet: \.mapView, connectsDelegate: true)]),
    ])

  @Test func theMapViewConnectsToItsOutletAndItsDelegateWhenTheViewLoads() throws {
    let place = try #require(
      Self.storyboard.instantiateViewController(withIdentifier: "Place") as? PlaceController)
    #expect(place.mapView == nil)
    place.loadViewIfNeeded()
    let mapView = try #require(place.mapView, "the outlet connects when the view loads")
    #expect(mapView.superview === place.view)
    #expect(mapView.delegate === place)
    #expect(place.view.subviews.count == 2)
  }

  @Test func aMapViewWhoseDelegateIsNotConnectedHasNone() throws {
    let place = try #require(
      Self.storyboard.instantiateViewController(withIdentifier: "Unconnected") as? PlaceController)
    place.loadViewIfNeeded()
    #expect(place.mapView != nil)
    #expect(place.mapView?.delegate == nil)
  }

  /// As UIKit's nib loading, which would fail the cast; here the owner simply is not set.
  @Test func anOwnerThatDoesNotAdoptTheProtocolIsNotTheDelegate() throws {
    let plain = try #require(
      Self.storyboard.instantiateViewController(withIdentifier: "Plain") as? PlainPlaceController)
    plain.loadViewIfNeeded()
    #expect(plain.mapView != nil)
    #expect(plain.mapView?.delegate == nil)
  }
}
