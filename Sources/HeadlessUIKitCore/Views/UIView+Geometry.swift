// A view's bounds and center, worked out from its frame as UIKit does.

import Foundation

extension UIView {
  /// The view's own rectangle: at the origin, with the frame's size. Setting it resizes the
  /// view around its center, as UIKit does for a view with no transform.
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set {
      let middle = center
      frame = CGRect(
        x: middle.x - newValue.width / 2, y: middle.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }

  /// The middle of the frame, in the superview's coordinates. Setting it moves the view.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
}
