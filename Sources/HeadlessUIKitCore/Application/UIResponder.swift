// The base of everything that can receive events and become first responder.

/// An object that can respond to events; views and view controllers are responders.
///
/// Equal only to itself, and hashed by identity, as UIKit's responders are through
/// `NSObject`: `controller == otherController` compiles, and responders go in sets.
@preconcurrency @MainActor
open class UIResponder: Hashable {
  /// Creates a responder.
  public init() {}

  /// The next responder in the chain: a view's superview or its view controller.
  open var next: UIResponder? { nil }

  /// Whether this responder can take keyboard focus; text fields can.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder currently has keyboard focus.
  open var isFirstResponder: Bool { false }

  /// Asks to become the first responder.
  ///
  /// - Returns: Whether it became first responder. A view succeeds only when it can become
  ///   first responder and is in a window (FIDELITY 22).
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  /// Gives up first-responder status.
  @discardableResult
  open func resignFirstResponder() -> Bool { true }

  /// Tells the responder that fingers touched the screen in its view.
  ///
  /// The default sends the message on to the next responder, as UIKit's does; an override
  /// that handles the touches need not call `super`.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Tells the responder that fingers moved on the screen; the default sends it on.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Tells the responder that fingers left the screen; the default sends it on.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Tells the responder that the system cancelled touches; the default sends it on.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Called once on an object a storyboard made, after all of the scene's objects were
  /// created with `init?(coder:)` and their outlets connected: a controller before its view
  /// loads, a prototype cell when the table first makes it (not when it is reused).
  /// Overrides must call `super.awakeFromNib()`.
  ///
  /// UIKit declares it on `NSObject`; here views and view controllers share this class.
  open func awakeFromNib() {}

  /// Whether two responders are the same object.
  nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

  /// Hashes the responder's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
