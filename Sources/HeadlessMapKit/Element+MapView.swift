// A map view among a storyboard scene's views, as Interface Builder's Map Kit View.

import HeadlessUIKitCore

extension Element {
  /// A map view in a scene's view, connected to its outlet and, when `connectsDelegate` is
  /// true and the owner adopts `MKMapViewDelegate`, with the owner as its delegate, as
  /// Interface Builder connects the map's `delegate` outlet:
  ///
  /// ```swift
  /// .mapView(outlet: \.mapView, connectsDelegate: true)
  /// ```
  public static func mapView(
    outlet: ReferenceWritableKeyPath<Owner, MKMapView?>? = nil,
    connectsDelegate: Bool = false
  ) -> Element {
    .view { owner in
      let mapView = MKMapView()
      if connectsDelegate { mapView.delegate = owner as? any MKMapViewDelegate }
      if let outlet { owner[keyPath: outlet] = mapView }
      return mapView
    }
  }
}
