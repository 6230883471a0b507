// The view a map shows for an annotation: a pin or a marker, reused as cells are.

import Foundation
import HeadlessCoreLocation
import HeadlessUIKitCore

/// The view that marks an annotation on a map, made by the map view's delegate in
/// `mapView(_:viewFor:)` and reused through an identifier, as table cells are:
///
/// ```swift
/// let view = mapView.dequeueReusableAnnotationView(withIdentifier: "Pin")
///   ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "Pin")
/// view.annotation = annotation
/// view.canShowCallout = true
/// ```
open class MKAnnotationView: UIView {
  /// The annotation the view marks.
  open var annotation: (any MKAnnotation)?
  /// The identifier the map view reuses the view by.
  open private(set) var reuseIdentifier: String?
  /// Whether a tap on the view shows the annotation's title and subtitle.
  open var canShowCallout = false
  /// The picture the view shows.
  open var image: UIImage?
  /// Whether the user can drag the view to move the annotation.
  open var isDraggable = false
  /// Whether the view is selected.
  open var isSelected = false
  /// The view at the right of the callout, such as a detail disclosure button.
  open var rightCalloutAccessoryView: UIView?
  /// The view at the left of the callout.
  open var leftCalloutAccessoryView: UIView?

  /// A view for an annotation, reused by this identifier.
  public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    self.annotation = annotation
    self.reuseIdentifier = reuseIdentifier
    super.init()
  }

  /// A view from a storyboard.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Called before the map view hands the view out again; resets nothing by default.
  open func prepareForReuse() {}
}

/// A pin that marks an annotation (deprecated in iOS 16 for `MKMarkerAnnotationView`, still
/// common in apps).
open class MKPinAnnotationView: MKAnnotationView {
  /// The pin's colour.
  open var pinTintColor: UIColor?
  /// Whether the pin drops onto the map when it appears.
  open var animatesDrop = false
}

/// A balloon-shaped marker that marks an annotation, with a glyph.
open class MKMarkerAnnotationView: MKAnnotationView {
  /// The marker's colour.
  open var markerTintColor: UIColor?
  /// The text in the marker, such as a letter.
  open var glyphText: String?
  /// The picture in the marker.
  open var glyphImage: UIImage?
}
