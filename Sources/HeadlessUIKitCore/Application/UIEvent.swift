// An event a responder receives with its touches.

import Foundation

/// An event sent to the responders: for touches, the set of fingers on the screen.
///
/// A responder's `touchesBegan(_:with:)`, `touchesMoved(_:with:)`, `touchesEnded(_:with:)`
/// and `touchesCancelled(_:with:)` receive one beside the touches that changed.
@preconcurrency @MainActor
open class UIEvent {
  /// The kind of an event.
  public enum EventType: Int, Sendable {
    /// Fingers on the screen.
    case touches
    /// The device was moved, such as shaken.
    case motion
    /// A remote control, such as headphones' buttons.
    case remoteControl
    /// Physical buttons pressed.
    case presses
  }

  /// The finer kind of a motion or remote-control event.
  public enum EventSubtype: Int, Sendable {
    /// A touch event, which has no subtype.
    case none = 0
    /// The device was shaken.
    case motionShake = 1
  }

  /// The event's kind.
  open var type: EventType { .touches }

  /// The event's finer kind; `.none` for touches.
  open var subtype: EventSubtype { .none }

  /// When the event happened, in seconds since the system started.
  open internal(set) var timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime

  private var touches: Set<UITouch>

  /// Creates an event with no touches.
  public init() { touches = [] }

  /// An event of the touches given.
  package init(touches: Set<UITouch>) { self.touches = touches }

  /// Every touch of the event, or nil for an event that is not about touches.
  open var allTouches: Set<UITouch>? { touches }

  /// The touches of the event that touched one view.
  open func touches(for view: UIView) -> Set<UITouch>? {
    touches.filter { $0.view === view }
  }

  /// The touches of the event in one window.
  open func touches(for window: UIWindow) -> Set<UITouch>? {
    touches.filter { $0.window === window }
  }
}
