// A finger on the screen, as a responder's touch methods receive it.

import Foundation

/// One finger on the screen: where it is, in which phase, and the view it touched.
///
/// The kit's gestures are made through controls and rows, not through touches, so an app
/// meets a touch only in its own overrides of `touchesBegan(_:with:)` and the like, most
/// often the one that ends editing when the user taps outside a text field:
///
/// ```swift
/// override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
///   view.endEditing(true)
/// }
/// ```
///
/// Equal only to itself and hashed by identity, as UIKit's touches are through `NSObject`,
/// so touches go in sets.
@preconcurrency @MainActor
open class UITouch: Hashable {
  /// Where a touch is in its life.
  public enum Phase: Int, Sendable {
    /// The finger touched the screen.
    case began
    /// The finger moved on the screen.
    case moved
    /// The finger is on the screen and has not moved since the last event.
    case stationary
    /// The finger left the screen.
    case ended
    /// The system cancelled the touch.
    case cancelled
  }

  /// The touch's phase.
  open internal(set) var phase: Phase = .began

  /// How many times the finger tapped this spot in a row.
  open internal(set) var tapCount = 1

  /// When the touch began or last changed, in seconds since the system started.
  open internal(set) var timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime

  /// The view the finger first touched.
  open internal(set) weak var view: UIView?

  /// The window of the view the finger touched.
  open var window: UIWindow? { view?.window }

  private var point = CGPoint.zero
  private var previousPoint = CGPoint.zero

  /// Creates a touch.
  public init() {}

  /// A touch of a view at a point in that view's own coordinates.
  package init(view: UIView, at point: CGPoint, phase: Phase) {
    self.view = view
    self.point = point
    self.previousPoint = point
    self.phase = phase
  }

  /// Where the finger is, in the coordinates of `view`; the touched view's when nil.
  ///
  /// The kit places views by their frames only, so a point is converted by adding up the
  /// frames' origins between the two views.
  open func location(in view: UIView?) -> CGPoint {
    convert(point, to: view)
  }

  /// Where the finger was at the previous event, in the coordinates of `view`.
  open func previousLocation(in view: UIView?) -> CGPoint {
    convert(previousPoint, to: view)
  }

  private func convert(_ point: CGPoint, to other: UIView?) -> CGPoint {
    guard let touched = self.view, let other else { return point }
    let inWindow = Self.origin(of: touched)
    let otherOrigin = Self.origin(of: other)
    return CGPoint(
      x: point.x + inWindow.x - otherOrigin.x, y: point.y + inWindow.y - otherOrigin.y)
  }

  /// A view's origin in its window's coordinates: its frames' origins added up.
  private static func origin(of view: UIView) -> CGPoint {
    var origin = CGPoint.zero
    var current: UIView? = view
    while let view = current {
      origin.x += view.frame.origin.x
      origin.y += view.frame.origin.y
      current = view.superview
    }
    return origin
  }

  /// The user taps the view where it shows nothing to touch (the background between its
  /// controls): one finger goes down and lifts, and the view is sent `touchesBegan(_:with:)`
  /// then `touchesEnded(_:with:)`, which a plain view passes up the responder chain to its
  /// view controller.
  package static func simulateTap(onEmptySpaceOf view: UIView) {
    let point = CGPoint(x: view.frame.width / 2, y: view.frame.height - 1)
    let touch = UITouch(view: view, at: point, phase: .began)
    UIKitRuntime.trace(
      "a finger touches the view's empty space: touchesBegan(_:with:)", from: .view)
    view.touchesBegan([touch], with: UIEvent(touches: [touch]))
    touch.phase = .ended
    UIKitRuntime.trace("the finger lifts: touchesEnded(_:with:)", from: .view)
    view.touchesEnded([touch], with: UIEvent(touches: [touch]))
  }

  /// Whether two touches are the same object.
  nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

  /// Hashes the touch's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
